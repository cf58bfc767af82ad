// An invoice PDF read back by a PDF parser (pdf-parse, on Mozilla's pdf.js), for the tests: what a
// person or a bookkeeping tool reads off it.
import { spawn } from 'node:child_process';

// pdf.js loads its worker with a dynamic import(), which Jest's module system refuses (it would
// need --experimental-vm-modules): the parser runs in a plain Node process beside the test.
const PARSE = `
const { PDFParse } = require(${JSON.stringify(require.resolve('pdf-parse'))});
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  const parsed = [];
  for (const base64 of JSON.parse(Buffer.concat(chunks).toString())) {
    const parser = new PDFParse({ data: new Uint8Array(Buffer.from(base64, 'base64')) });
    const { text, total } = await parser.getText();
    const { info } = await parser.getInfo();
    parsed.push({ text, pages: total, title: info.Title });
    await parser.destroy();
  }
  process.stdout.write(JSON.stringify(parsed));
});`;

export type Parsed = { text: string; pages: number; title: string };

/** Several PDFs parsed in one process (starting one costs a second). */
export function parsePdfs(pdfs: readonly Uint8Array[]): Promise<Parsed[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', PARSE]);
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => { out += c; });
    child.stderr.on('data', (c) => { err += c; });
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`pdf-parse exited ${code}: ${err}`))));
    child.stdin.end(JSON.stringify(pdfs.map((p) => Buffer.from(p).toString('base64'))));
  });
}

/** One PDF's text. */
export async function readPdfText(pdf: Uint8Array): Promise<string> {
  const [parsed] = await parsePdfs([pdf]);
  return parsed.text;
}
