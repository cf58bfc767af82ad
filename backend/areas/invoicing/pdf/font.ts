// The invoice's Chinese font and the font engine pdf-lib embeds it with.
//
// Font: Noto Sans Hans Regular (Noto Sans CJK's Simplified Chinese, GB 2312 and Latin; SIL Open
// Font License 1.1) from the npm package @embedpdf/fonts-sc, read once per process (8 MB) and
// embedded as a subset of the glyphs an invoice uses (tens of KB).
//
// Engine: upstream fontkit 2, not @pdf-lib/fontkit. The latter (1.1.1, a fork of fontkit 1.7 and
// unmaintained) writes broken subsets of CJK fonts: a CFF header pdf.js and poppler reject (blank
// text) for OTF, a misaligned loca table for TrueType (pdf-lib issue 1232, fixed upstream in
// fontkit 1.8 and 1.9). pdf-lib takes any object with `create(bytes)`; the one gap is that it asks
// a subset for `encodeStream()` (a stream of one chunk here) where fontkit 2 has `encode()`.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

const FONT_PACKAGE = '@embedpdf/fonts-sc';
const FONT_FILE = 'NotoSansHans-Regular.otf';

let fontBytes: Uint8Array | null = null;

/** The font file's bytes, read on first use. The package exports no path, so it is found beside its entry. */
export function invoiceFontBytes(): Uint8Array {
  if (!fontBytes) {
    const entry = require.resolve(FONT_PACKAGE);
    fontBytes = new Uint8Array(readFileSync(path.join(path.dirname(entry), '..', 'fonts', FONT_FILE)));
  }
  return fontBytes;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Subset = { encode(): Uint8Array; encodeStream?: () => EventEmitter };

// Parsing the 8 MB font takes a tenth of a second: the parsed font is kept for the bytes it came from.
let parsed: { bytes: Uint8Array; font: fontkit.Font } | null = null;

function withEncodeStream(subset: Subset): Subset {
  subset.encodeStream = () => {
    const stream = new EventEmitter();
    setImmediate(() => {
      try {
        stream.emit('data', subset.encode());
        stream.emit('end');
      } catch (error) {
        stream.emit('error', error);
      }
    });
    return stream;
  };
  return subset;
}

/** fontkit 2 in the shape pdf-lib's registerFontkit takes. */
export const invoiceFontkit: Fontkit = {
  create(bytes: Uint8Array) {
    if (parsed?.bytes !== bytes) {
      const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as fontkit.Font;
      const createSubset = font.createSubset.bind(font);
      // Each embedding asks for its own subset of the shared parsed font.
      font.createSubset = () => withEncodeStream(createSubset() as unknown as Subset) as never;
      parsed = { bytes, font };
    }
    return parsed.font;
  },
} as unknown as Fontkit;
