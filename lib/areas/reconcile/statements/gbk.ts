// GBK encoding without a dependency: the inverse of the platform's GBK decoder, built once over
// the double-byte range (lead 0x81-0xFE, trail 0x40-0xFE except 0x7F). ASCII is itself.
let table: Map<number, number> | null = null;

function gbkTable(): Map<number, number> {
  if (table) return table;
  const decoder = new TextDecoder('gbk');
  const built = new Map<number, number>();
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      pair[0] = lead;
      pair[1] = trail;
      const text = decoder.decode(pair);
      if (text.length === 1 && text !== '\ufffd' && !built.has(text.charCodeAt(0))) built.set(text.charCodeAt(0), (lead << 8) | trail);
    }
  }
  table = built;
  return built;
}

/** The text in GBK; a character GBK lacks throws (the writers only write what a statement holds). */
export function encodeGbk(text: string): Uint8Array {
  const codes = gbkTable();
  const out = new Uint8Array(text.length * 2);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) { out[n++] = code; continue; }
    const gbk = codes.get(code);
    if (gbk === undefined) throw new Error(`no GBK code for U+${code.toString(16)}`);
    out[n++] = gbk >> 8;
    out[n++] = gbk & 0xff;
  }
  return out.subarray(0, n);
}
