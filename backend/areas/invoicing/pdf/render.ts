// An issued invoice (blue or red) as a PDF laid out like the tax platform's 数电 invoice: title,
// number and date; buyer and seller side by side; one row per line (项目名称 … 税额); 合计; 价税合计
// in capital figures and in figures; 备注 (for a red invoice the blue one it reverses); 开票人.
// Chinese text in Noto Sans Hans, embedded as a subset (font.ts). Same document, same bytes.
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { capitalAmount } from '@/lib/invoicing/capital-amount';
import { documentProblems, type InvoiceDocument, type InvoiceParty } from '@/lib/invoicing/invoice-document';
import { rateLabel } from '@/lib/invoicing/tax-rates';
import { fenToYuan } from '@/lib/money/fen';
import { SIGNING_CLOCK_OFFSET_HOURS } from '@/lib/spec-constants';
import { invoiceFontBytes, invoiceFontkit } from './font';
import { pdfLabel, printedDate } from './labels';
import {
  COLUMNS, DRAWER_LEFT, DRAWER_TOP, FRAME_TOP, FRAME_WIDTH, GROSS_ROW_HEIGHT, HEADER_ROW_HEIGHT, HEAD_BLOCK_WIDTH, HEAD_LINE_GAP, HEAD_SIZE,
  LABEL_SIZE, LINE_ROW_HEIGHT, MARGIN_X, MIN_LINE_ROWS, PAD, PAGE_WIDTH, PARTY_FIELD_GAP, PARTY_FIELD_TOP, PARTY_HEIGHT, PARTY_VALUE_LINES,
  REMARK_HEIGHT, REMARK_LINE_HEIGHT, ROW_TEXT_TOP, SIDE_LABEL_WIDTH, TEXT_SIZE, TITLE_RULES, TITLE_SIZE, TITLE_TOP, TOTAL_ROW_HEIGHT,
  columnBoxes, pageHeight, type ColumnKey,
} from './layout';
import { Sheet, wrapText } from './sheet';

/** The platform prints its frame and labels in brown, the filled-in values in black. */
const FRAME = rgb(0.6, 0.32, 0.13);
const INK = rgb(0, 0, 0);
/** Amounts in the totals carry the yuan sign: ¥24.00, ¥-24.00. */
const withYuanSign = (fen: number) => `¥${fenToYuan(fen)}`;
/** Columns whose values are centred; the others' numbers are right-aligned. */
const CENTRED: readonly ColumnKey[] = ['spec', 'unit', 'rate'];

const RIGHT = MARGIN_X + FRAME_WIDTH;
const COLS = columnBoxes(MARGIN_X);

function drawHead(sheet: Sheet, doc: InvoiceDocument, title: string): void {
  sheet.text(title, 0, TITLE_TOP, TITLE_SIZE, FRAME, 'center', PAGE_WIDTH);
  const titleWidth = sheet.width(title, TITLE_SIZE);
  for (const gap of TITLE_RULES) sheet.line((PAGE_WIDTH - titleWidth) / 2, TITLE_TOP + gap, (PAGE_WIDTH + titleWidth) / 2, TITLE_TOP + gap, FRAME);
  const fields = [[pdfLabel('number'), doc.number], [pdfLabel('issuedOn'), printedDate(doc.issuedOn)]] as const;
  fields.forEach(([label, value], i) => {
    const top = TITLE_TOP + i * HEAD_LINE_GAP;
    sheet.text(label, RIGHT - HEAD_BLOCK_WIDTH, top, HEAD_SIZE, FRAME);
    sheet.text(value, RIGHT - HEAD_BLOCK_WIDTH + sheet.width(label, HEAD_SIZE), top, HEAD_SIZE, INK);
  });
}

function drawParty(sheet: Sheet, label: 'buyer' | 'seller', party: InvoiceParty, x: number, width: number): void {
  sheet.downwards(pdfLabel(label), x, FRAME_TOP, SIDE_LABEL_WIDTH, PARTY_HEIGHT, LABEL_SIZE, FRAME);
  // The block's left edge (the buyer's is the frame's) and its label column's.
  sheet.line(x, FRAME_TOP, x, FRAME_TOP + PARTY_HEIGHT, FRAME);
  sheet.line(x + SIDE_LABEL_WIDTH, FRAME_TOP, x + SIDE_LABEL_WIDTH, FRAME_TOP + PARTY_HEIGHT, FRAME);
  const left = x + SIDE_LABEL_WIDTH + PAD;
  const fields = [[pdfLabel('name'), party.name], [pdfLabel('taxId'), party.taxId ?? '']] as const;
  fields.forEach(([name, value], i) => {
    const top = FRAME_TOP + PARTY_FIELD_TOP + i * PARTY_FIELD_GAP;
    sheet.text(name, left, top, LABEL_SIZE, FRAME);
    const valueLeft = left + sheet.width(name, LABEL_SIZE);
    sheet.wrap(value, TEXT_SIZE, x + width - valueLeft - PAD).slice(0, PARTY_VALUE_LINES)
      .forEach((part, j) => sheet.text(part, valueLeft, top + j * (TEXT_SIZE + 2), TEXT_SIZE, INK));
  });
}

/** The lines from `top`, each item name in its wrapped parts; answers where the 合计 row starts. */
function drawLines(sheet: Sheet, doc: InvoiceDocument, itemParts: readonly string[][], top: number): number {
  sheet.line(MARGIN_X, top, RIGHT, top, FRAME);
  for (const [key] of COLUMNS) sheet.text(pdfLabel(key), COLS[key].x, top + PAD, LABEL_SIZE, FRAME, 'center', COLS[key].width);
  let rowTop = top + HEADER_ROW_HEIGHT;
  doc.lines.forEach((line, i) => {
    itemParts[i].forEach((part, j) => sheet.text(part, COLS.item.x + PAD, rowTop + ROW_TEXT_TOP + j * LINE_ROW_HEIGHT, TEXT_SIZE, INK));
    const cells: [ColumnKey, string][] = [
      ['spec', line.spec ?? ''], ['unit', line.unit], ['quantity', String(line.quantity)], ['unitPrice', fenToYuan(line.unitPrice)],
      ['amount', fenToYuan(line.amount)], ['rate', rateLabel(line.rate)], ['tax', fenToYuan(line.tax)],
    ];
    for (const [key, value] of cells) {
      sheet.text(value, COLS[key].x + PAD, rowTop + ROW_TEXT_TOP, TEXT_SIZE, INK, CENTRED.includes(key) ? 'center' : 'right', COLS[key].width - 2 * PAD);
    }
    rowTop += itemParts[i].length * LINE_ROW_HEIGHT;
  });
  const rows = itemParts.reduce((n, parts) => n + parts.length, 0);
  return top + HEADER_ROW_HEIGHT + Math.max(rows, MIN_LINE_ROWS) * LINE_ROW_HEIGHT;
}

/** 合计, then 价税合计（大写）… （小写）¥…; answers where the remarks start. */
function drawTotals(sheet: Sheet, doc: InvoiceDocument, top: number): number {
  sheet.text(pdfLabel('total'), COLS.item.x, top + PAD, LABEL_SIZE, FRAME, 'center', COLS.item.width);
  for (const [key, fen] of [['amount', doc.totals.net], ['tax', doc.totals.tax]] as const) {
    sheet.text(withYuanSign(fen), COLS[key].x + PAD, top + PAD, TEXT_SIZE, INK, 'right', COLS[key].width - 2 * PAD);
  }
  const grossTop = top + TOTAL_ROW_HEIGHT;
  const textTop = grossTop + (GROSS_ROW_HEIGHT - LABEL_SIZE) / 2;
  sheet.line(MARGIN_X, grossTop, RIGHT, grossTop, FRAME);
  sheet.line(COLS.spec.x, grossTop, COLS.spec.x, grossTop + GROSS_ROW_HEIGHT, FRAME);
  sheet.text(pdfLabel('grossInWords'), COLS.item.x, textTop, LABEL_SIZE, FRAME, 'center', COLS.item.width);
  sheet.text(capitalAmount(doc.totals.gross), COLS.spec.x + 2 * PAD, textTop, TEXT_SIZE + 1, INK);
  const figures = pdfLabel('grossInFigures');
  sheet.text(figures, COLS.amount.x, textTop, LABEL_SIZE, FRAME);
  sheet.text(withYuanSign(doc.totals.gross), COLS.amount.x + sheet.width(figures, LABEL_SIZE), textTop, TEXT_SIZE + 1, INK);
  return grossTop + GROSS_ROW_HEIGHT;
}

function remarkLines(doc: InvoiceDocument): string[] {
  const lines: string[] = [];
  if (doc.reverses) {
    lines.push(pdfLabel('reverses', { number: doc.reverses.number }));
    if (doc.reverses.confirmationNumber) lines.push(pdfLabel('confirmation', { number: doc.reverses.confirmationNumber }));
  }
  if (doc.remark) lines.push(doc.remark);
  const { buyer, seller } = doc;
  if (buyer.address || buyer.phone) lines.push(pdfLabel('buyerAddress', { address: buyer.address ?? '', phone: buyer.phone ?? '' }));
  if (buyer.bank || buyer.account) lines.push(pdfLabel('buyerBank', { bank: buyer.bank ?? '', account: buyer.account ?? '' }));
  if (seller.address || seller.phone) lines.push(pdfLabel('sellerAddress', { address: seller.address ?? '', phone: seller.phone ?? '' }));
  if (seller.bank || seller.account) lines.push(pdfLabel('sellerBank', { bank: seller.bank ?? '', account: seller.account ?? '' }));
  return lines;
}

/** 备注 from `top`; answers the frame's bottom. */
function drawRemark(sheet: Sheet, doc: InvoiceDocument, top: number): number {
  sheet.line(MARGIN_X, top, RIGHT, top, FRAME);
  sheet.downwards(pdfLabel('remark'), MARGIN_X, top, SIDE_LABEL_WIDTH, REMARK_HEIGHT, LABEL_SIZE, FRAME);
  sheet.line(MARGIN_X + SIDE_LABEL_WIDTH, top, MARGIN_X + SIDE_LABEL_WIDTH, top + REMARK_HEIGHT, FRAME);
  const width = FRAME_WIDTH - SIDE_LABEL_WIDTH - 2 * PAD;
  const fits = Math.floor((REMARK_HEIGHT - PAD) / REMARK_LINE_HEIGHT);
  remarkLines(doc).flatMap((l) => sheet.wrap(l, TEXT_SIZE, width)).slice(0, fits)
    .forEach((part, i) => sheet.text(part, MARGIN_X + SIDE_LABEL_WIDTH + PAD, top + PAD + i * REMARK_LINE_HEIGHT, TEXT_SIZE, INK));
  return top + REMARK_HEIGHT;
}

function itemPartsOf(doc: InvoiceDocument, font: PDFFont): string[][] {
  return doc.lines.map((l) => wrapText(font, l.name, TEXT_SIZE, COLS.item.width - 2 * PAD));
}

/** The invoice as PDF bytes; throws when the document does not add up (a bug of its maker). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const problems = documentProblems(doc);
  if (problems.length > 0) throw new Error(`invoice ${doc.number} cannot be printed: ${problems.join('; ')}`);
  const title = pdfLabel(doc.type === 'special' ? 'titleSpecial' : 'titleOrdinary');

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(invoiceFontkit);
  // Fixed metadata (the operator's midnight of the issue day, UTC+8): the same invoice, the same bytes.
  const issued = new Date(Date.parse(`${doc.issuedOn}T00:00:00Z`) - SIGNING_CLOCK_OFFSET_HOURS * 3_600_000);
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const font = await pdf.embedFont(invoiceFontBytes(), { subset: true });

  const itemParts = itemPartsOf(doc, font);
  const sheet = new Sheet(pdf.addPage([PAGE_WIDTH, pageHeight(itemParts.reduce((n, p) => n + p.length, 0))]), font);
  drawHead(sheet, doc, title);
  const half = FRAME_WIDTH / 2;
  drawParty(sheet, 'buyer', doc.buyer, MARGIN_X, half);
  drawParty(sheet, 'seller', doc.seller, MARGIN_X + half, half);
  const totalsTop = drawLines(sheet, doc, itemParts, FRAME_TOP + PARTY_HEIGHT);
  const remarkTop = drawTotals(sheet, doc, totalsTop);
  const bottom = drawRemark(sheet, doc, remarkTop);
  sheet.box(MARGIN_X, FRAME_TOP, FRAME_WIDTH, bottom - FRAME_TOP, FRAME);
  const drawer = pdfLabel('drawer');
  sheet.text(drawer, MARGIN_X + DRAWER_LEFT, bottom + DRAWER_TOP, LABEL_SIZE + 1, FRAME);
  sheet.text(doc.drawer, MARGIN_X + DRAWER_LEFT + sheet.width(drawer, LABEL_SIZE + 1), bottom + DRAWER_TOP, LABEL_SIZE + 1, INK);
  return pdf.save();
}
