// The pack as a PDF (A4, portrait): title, period, lots and freshness, then each table with its
// heading, a new page when one is full. Words in the pack's language in Noto Sans Hans (the
// invoice's font, embedded as a subset: backend/areas/invoicing/pdf/font.ts).
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Currency } from '../../../../lib/money/currency';
import { invoiceFontBytes, invoiceFontkit } from '../../invoicing';
import { cellText, packHeader } from './header';
import type { Pack } from './pack';
import { packTables } from './tables';
import type { Words } from './words';

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 40;
const TITLE_SIZE = 18;
const TEXT_SIZE = 9;
const HEADING_SIZE = 12;
const ROW = 15;
const INK = rgb(0, 0, 0);
const RULE = rgb(0.7, 0.7, 0.7);
/** The first column holds names (figures, lots): it gets this share of the width. */
const FIRST_COLUMN_SHARE = 0.34;

class Writer {
  private page: PDFPage;
  private y = 0;
  constructor(private readonly doc: PDFDocument, private readonly font: PDFFont) {
    this.page = this.newPage();
  }
  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }
  /** Room for `height` more, else a new page. */
  room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }
  line(text: string, size: number, x = MARGIN): void {
    this.room(size + 6);
    this.y -= size + 6;
    this.page.drawText(text, { x, y: this.y, size, font: this.font, color: INK });
  }
  row(cells: string[], widths: number[]): void {
    this.room(ROW);
    this.y -= ROW;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      // Names left, figures right.
      const w = this.font.widthOfTextAtSize(cell, TEXT_SIZE);
      this.page.drawText(cell, { x: i === 0 ? x : x + widths[i] - w - 4, y: this.y + 4, size: TEXT_SIZE, font: this.font, color: INK });
      x += widths[i];
    });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.5, color: RULE });
  }
  gap(height: number): void {
    this.y -= height;
  }
}

export async function packPdf(pack: Pack, words: Words, currency: Currency): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(invoiceFontkit);
  const font = await doc.embedFont(invoiceFontBytes(), { subset: true });
  const header = packHeader(pack, words);
  doc.setTitle(`${header.title} ${pack.period.from}–${pack.period.to}`);
  // Fixed dates keep the same pack the same bytes.
  doc.setCreationDate(new Date(Date.parse(pack.asOf)));
  doc.setModificationDate(new Date(Date.parse(pack.asOf)));
  const out = new Writer(doc, font);
  out.line(header.title, TITLE_SIZE);
  for (const line of header.lines) out.line(line, TEXT_SIZE + 1);
  const width = PAGE.width - 2 * MARGIN;
  for (const table of packTables(pack, words)) {
    out.gap(10);
    out.line(words(`pack.sections.${table.name}`), HEADING_SIZE);
    const first = width * FIRST_COLUMN_SHARE;
    const rest = (width - first) / (table.heading.length - 1);
    const widths = table.heading.map((_, i) => (i === 0 ? first : rest));
    out.row(table.heading, widths);
    for (const row of table.rows) out.row(row.map((cell) => cellText(cell, words, currency)), widths);
  }
  return doc.save({ useObjectStreams: false });
}
