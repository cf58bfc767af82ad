// An issued invoice (blue or red) as a PDF laid out like the tax platform's 数电 invoice: title,
// number and date; buyer and seller side by side; one row per line (项目名称 … 税额); 合计; 价税合计
// in capital figures and in figures; 备注 (for a red invoice the blue one it reverses); 开票人.
// Chinese text in Noto Sans Hans, embedded as a subset (font.ts). Same document, same bytes.
import { PDFDocument, rgb } from 'pdf-lib';
import { capitalAmount } from '@/lib/invoicing/capital-amount';
import { documentProblems, type InvoiceDocument, type InvoiceParty } from '@/lib/invoicing/invoice-document';
import { rateLabel } from '@/lib/invoicing/tax-rates';
import { fenToYuan } from '@/lib/money/fen';
import { SIGNING_CLOCK_OFFSET_HOURS } from '@/lib/spec-constants';
import { invoiceFontBytes, invoiceFontkit } from './font';
import { pdfLabel, printedDate } from './labels';
import {
  COLUMNS, DRAWER_GAP, FRAME_TOP, FRAME_WIDTH, GROSS_ROW_HEIGHT, HEADER_ROW_HEIGHT, HEAD_SIZE, LABEL_SIZE, LINE_ROW_HEIGHT, MARGIN_X,
  MIN_LINE_ROWS, PAGE_WIDTH, PARTY_HEIGHT, REMARK_HEIGHT, SIDE_LABEL_WIDTH, TEXT_SIZE, TITLE_SIZE, TITLE_TOP, TOTAL_ROW_HEIGHT,
  columnBoxes, pageHeight,
} from './layout';
import { Sheet } from './sheet';

/** The platform prints its frame and labels in brown, the filled-in values in black. */
const FRAME = rgb(0.6, 0.32, 0.13);
const INK = rgb(0, 0, 0);
const PAD = 4;

const yuan = (fen: number) => fenToYuan(fen);
const withSign = (fen: number) => `¥${fenToYuan(fen)}`;

function partyBlock(sheet: Sheet, label: 'buyer' | 'seller', party: InvoiceParty, x: number, width: number): void {
  sheet.downwards(pdfLabel(label), x, FRAME_TOP, SIDE_LABEL_WIDTH, PARTY_HEIGHT, LABEL_SIZE, FRAME);
  sheet.line(x + SIDE_LABEL_WIDTH, FRAME_TOP, x + SIDE_LABEL_WIDTH, FRAME_TOP + PARTY_HEIGHT, FRAME);
  const left = x + SIDE_LABEL_WIDTH + PAD;
  const fields: [string, string][] = [[pdfLabel('name'), party.name], [pdfLabel('taxId'), party.taxId ?? '']];
  fields.forEach(([name, value], i) => {
    const top = FRAME_TOP + 12 + i * 22;
    sheet.text(name, left, top, LABEL_SIZE, FRAME);
    const valueLeft = left + sheet.width(name, LABEL_SIZE);
    sheet.wrap(value, TEXT_SIZE, x + width - valueLeft - PAD).slice(0, 2)
      .forEach((part, j) => sheet.text(part, valueLeft, top + j * (TEXT_SIZE + 2), TEXT_SIZE, INK));
  });
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

/** The invoice as PDF bytes; throws when the document does not add up (a bug of its maker). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const problems = documentProblems(doc);
  if (problems.length > 0) throw new Error(`invoice ${doc.number} cannot be printed: ${problems.join('; ')}`);
  const title = pdfLabel(doc.type === 'special' ? 'titleSpecial' : 'titleOrdinary');

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(invoiceFontkit);
  // Fixed metadata: the same invoice renders to the same bytes.
  // The operator's midnight of the issue day (UTC+8).
  const issued = new Date(Date.parse(`${doc.issuedOn}T00:00:00Z`) - SIGNING_CLOCK_OFFSET_HOURS * 3_600_000);
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const font = await pdf.embedFont(invoiceFontBytes(), { subset: true });

  const cols = columnBoxes(MARGIN_X);
  const itemWidth = cols.item.width - 2 * PAD;
  const probe = new Sheet(pdf.addPage([1, 1]), font);
  const itemLines = doc.lines.map((l) => probe.wrap(l.name, TEXT_SIZE, itemWidth));
  pdf.removePage(0);
  const rows = itemLines.reduce((n, parts) => n + parts.length, 0);
  const page = pdf.addPage([PAGE_WIDTH, pageHeight(rows)]);
  const sheet = new Sheet(page, font);
  const right = MARGIN_X + FRAME_WIDTH;

  // Title, number and date.
  sheet.text(title, 0, TITLE_TOP, TITLE_SIZE, FRAME, 'center', PAGE_WIDTH);
  const titleWidth = sheet.width(title, TITLE_SIZE);
  for (const gap of [TITLE_SIZE + 6, TITLE_SIZE + 8.5]) sheet.line((PAGE_WIDTH - titleWidth) / 2, TITLE_TOP + gap, (PAGE_WIDTH + titleWidth) / 2, TITLE_TOP + gap, FRAME);
  const headLeft = right - 150;
  for (const [i, [label, value]] of ([[pdfLabel('number'), doc.number], [pdfLabel('issuedOn'), printedDate(doc.issuedOn)]] as const).entries()) {
    const top = TITLE_TOP + i * 16;
    sheet.text(label, headLeft, top, HEAD_SIZE, FRAME);
    sheet.text(value, headLeft + sheet.width(label, HEAD_SIZE), top, HEAD_SIZE, INK);
  }

  // Buyer and seller.
  const half = FRAME_WIDTH / 2;
  partyBlock(sheet, 'buyer', doc.buyer, MARGIN_X, half);
  sheet.line(MARGIN_X + half, FRAME_TOP, MARGIN_X + half, FRAME_TOP + PARTY_HEIGHT, FRAME);
  partyBlock(sheet, 'seller', doc.seller, MARGIN_X + half, half);

  // Lines.
  const headerTop = FRAME_TOP + PARTY_HEIGHT;
  sheet.line(MARGIN_X, headerTop, right, headerTop, FRAME);
  for (const [key] of COLUMNS) sheet.text(pdfLabel(key), cols[key].x, headerTop + 4, LABEL_SIZE, FRAME, 'center', cols[key].width);
  let top = headerTop + HEADER_ROW_HEIGHT;
  doc.lines.forEach((line, i) => {
    itemLines[i].forEach((part, j) => sheet.text(part, cols.item.x + PAD, top + 3 + j * LINE_ROW_HEIGHT, TEXT_SIZE, INK));
    const cells: [keyof typeof cols, string][] = [
      ['spec', line.spec ?? ''], ['unit', line.unit], ['quantity', String(line.quantity)], ['unitPrice', yuan(line.unitPrice)],
      ['amount', yuan(line.amount)], ['rate', rateLabel(line.rate)], ['tax', yuan(line.tax)],
    ];
    for (const [key, value] of cells) {
      const centred = key === 'spec' || key === 'unit' || key === 'rate';
      sheet.text(value, cols[key].x + PAD, top + 3, TEXT_SIZE, INK, centred ? 'center' : 'right', cols[key].width - 2 * PAD);
    }
    top += itemLines[i].length * LINE_ROW_HEIGHT;
  });
  top = headerTop + HEADER_ROW_HEIGHT + Math.max(rows, MIN_LINE_ROWS) * LINE_ROW_HEIGHT;

  // 合计.
  sheet.text(pdfLabel('total'), cols.item.x, top + 4, LABEL_SIZE, FRAME, 'center', cols.item.width);
  sheet.text(withSign(doc.totals.net), cols.amount.x + PAD, top + 4, TEXT_SIZE, INK, 'right', cols.amount.width - 2 * PAD);
  sheet.text(withSign(doc.totals.tax), cols.tax.x + PAD, top + 4, TEXT_SIZE, INK, 'right', cols.tax.width - 2 * PAD);
  top += TOTAL_ROW_HEIGHT;

  // 价税合计（大写）… （小写）¥….
  sheet.line(MARGIN_X, top, right, top, FRAME);
  sheet.line(cols.spec.x, top, cols.spec.x, top + GROSS_ROW_HEIGHT, FRAME);
  sheet.text(pdfLabel('grossInWords'), cols.item.x, top + 7, LABEL_SIZE, FRAME, 'center', cols.item.width);
  sheet.text(capitalAmount(doc.totals.gross), cols.spec.x + PAD * 2, top + 6, TEXT_SIZE + 1, INK);
  const figuresLabel = pdfLabel('grossInFigures');
  sheet.text(figuresLabel, cols.amount.x, top + 7, LABEL_SIZE, FRAME);
  sheet.text(withSign(doc.totals.gross), cols.amount.x + sheet.width(figuresLabel, LABEL_SIZE), top + 6, TEXT_SIZE + 1, INK);
  top += GROSS_ROW_HEIGHT;

  // 备注.
  sheet.line(MARGIN_X, top, right, top, FRAME);
  sheet.downwards(pdfLabel('remark'), MARGIN_X, top, SIDE_LABEL_WIDTH, REMARK_HEIGHT, LABEL_SIZE, FRAME);
  sheet.line(MARGIN_X + SIDE_LABEL_WIDTH, top, MARGIN_X + SIDE_LABEL_WIDTH, top + REMARK_HEIGHT, FRAME);
  const remarkWidth = FRAME_WIDTH - SIDE_LABEL_WIDTH - 2 * PAD;
  const lineHeight = TEXT_SIZE + 2.5;
  remarkLines(doc).flatMap((l) => sheet.wrap(l, TEXT_SIZE, remarkWidth)).slice(0, Math.floor((REMARK_HEIGHT - PAD) / lineHeight))
    .forEach((part, i) => sheet.text(part, MARGIN_X + SIDE_LABEL_WIDTH + PAD, top + PAD + i * lineHeight, TEXT_SIZE, INK));
  top += REMARK_HEIGHT;

  sheet.box(MARGIN_X, FRAME_TOP, FRAME_WIDTH, top - FRAME_TOP, FRAME);
  const drawer = pdfLabel('drawer');
  sheet.text(drawer, MARGIN_X + 40, top + DRAWER_GAP - 8, LABEL_SIZE + 1, FRAME);
  sheet.text(doc.drawer, MARGIN_X + 40 + sheet.width(drawer, LABEL_SIZE + 1), top + DRAWER_GAP - 8, LABEL_SIZE + 1, INK);

  return pdf.save();
}
