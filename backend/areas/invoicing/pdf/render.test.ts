// The invoice PDF read back by a PDF parser (pdf-parse, on Mozilla's pdf.js): what a person or a
// bookkeeping tool reads off it, line by line, and the embedded font a viewer must accept.
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { fullRedOf } from '@/lib/invoicing/invoice-document';
import { blueInvoice, redInvoice } from './fixtures';
import { pageHeight, BASE_PAGE_HEIGHT, MIN_LINE_ROWS, LINE_ROW_HEIGHT } from './layout';
import { parsePdfs, type Parsed } from './read-back';
import { renderInvoicePdf } from './render';

/** Each text row of the page, as the parser joins them. */
const rows = (text: string) => text.split('\n').map((r) => r.trim());

/** The embedded font program (a CFF table: the font is CID-keyed OpenType) and its size. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts: Uint8Array[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType0C')) fonts.push(decodePDFRawStream(object).decode());
  }
  return fonts;
}

jest.setTimeout(60_000);

const MANY = Array.from({ length: 20 }, (_, i) => 500 + i);
const personSpecial = () => ({ ...blueInvoice([100_000_01]), type: 'special' as const, buyer: { name: '张三' }, remark: undefined });

describe('renderInvoicePdf', () => {
  const pdfs: Record<'blue' | 'red' | 'person' | 'many', Uint8Array> = {} as never;
  const read: Record<keyof typeof pdfs, Parsed> = {} as never;

  beforeAll(async () => {
    pdfs.blue = await renderInvoicePdf(blueInvoice());
    pdfs.red = await renderInvoicePdf(redInvoice());
    pdfs.person = await renderInvoicePdf(personSpecial());
    pdfs.many = await renderInvoicePdf(blueInvoice(MANY));
    const keys = Object.keys(pdfs) as (keyof typeof pdfs)[];
    const parsed = await parsePdfs(keys.map((k) => pdfs[k]));
    keys.forEach((k, i) => { read[k] = parsed[i]; });
  });

  it('prints a blue invoice as a 数电 invoice: number, date, buyer, seller, lines, totals, capital amount, drawer', async () => {
    const { text, pages, title } = read.blue;
    const lines = rows(text);
    expect(pages).toBe(1);
    expect(title).toBe('电子发票（普通发票） 26312000000123456789');
    expect(lines).toContain('电子发票（普通发票） 发票号码：26312000000123456789');
    expect(lines).toContain('开票日期：2026年11月28日');
    expect(lines).toContain('名称：河北镁神科技股份有限公司');
    expect(lines).toContain('统一社会信用代码/纳税人识别号：911305316610547945');
    expect(lines).toContain('名称：上海示例停车管理有限公司');
    expect(lines).toContain('统一社会信用代码/纳税人识别号：91320282567753425A');
    expect(lines).toContain('项目名称 规格型号 单位 数量 单价 金额 税率/征收率 税额');
    // 9.00 and 15.00 at 9 %: 8.26 + 0.74 and 13.76 + 1.24, one line per payment.
    expect(lines).toContain('*经营租赁*车辆停放服务 次 1 8.26 8.26 9% 0.74');
    expect(lines).toContain('*经营租赁*车辆停放服务 次 1 13.76 13.76 9% 1.24');
    expect(lines).toContain('合计 ¥22.02 ¥1.98');
    expect(lines).toContain('价税合计（大写） 贰拾肆圆整 （小写）¥24.00');
    expect(lines).toContain('车牌号：沪A12345；停车时间：2026-11-27 08:10 至 2026-11-27 18:40');
    expect(lines).toContain('开票人：王小明');
    expect(text).not.toContain('被红冲');
  });

  it('prints a red invoice with negative lines, （负数） before the capital amount, and the blue number it reverses', async () => {
    const lines = rows(read.red.text);
    expect(lines).toContain('电子发票（普通发票） 发票号码：26312000000987654321');
    expect(lines).toContain('开票日期：2026年11月30日');
    expect(lines).toContain('名称：河北镁神科技股份有限公司');
    expect(lines).toContain('*经营租赁*车辆停放服务 次 -1 8.26 -8.26 9% -0.74');
    expect(lines).toContain('*经营租赁*车辆停放服务 次 -1 13.76 -13.76 9% -1.24');
    expect(lines).toContain('合计 ¥-22.02 ¥-1.98');
    expect(lines).toContain('价税合计（大写） （负数）贰拾肆圆整 （小写）¥-24.00');
    expect(lines).toContain('被红冲蓝字数电票号码：26312000000123456789');
    expect(lines).toContain('红字发票信息确认单编号：31011526112000000012');
  });

  it('prints a natural person without a tax ID, and a special invoice\'s title', async () => {
    const lines = rows(read.person.text);
    expect(lines).toContain('电子发票（增值税专用发票） 发票号码：26312000000123456789');
    expect(lines).toContain('名称：张三');
    expect(lines).toContain('统一社会信用代码/纳税人识别号：');
    expect(lines).toContain('价税合计（大写） 壹拾万圆零壹分 （小写）¥100000.01');
  });

  it('grows the page for more lines than the frame holds, on one page', async () => {
    const pdf = await PDFDocument.load(pdfs.many);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getHeight()).toBeCloseTo(BASE_PAGE_HEIGHT + (20 - MIN_LINE_ROWS) * LINE_ROW_HEIGHT, 3);
    expect(pageHeight(MIN_LINE_ROWS)).toBe(BASE_PAGE_HEIGHT);
    const { text } = read.many;
    expect(read.many.pages).toBe(1);
    expect(rows(text).filter((r) => r.startsWith('*经营租赁*车辆停放服务 次 1 '))).toHaveLength(20);
    // 5.19 at 9 %: 4.76 + 0.43.
    expect(rows(text)).toContain('*经营租赁*车辆停放服务 次 1 4.76 4.76 9% 0.43');
  });

  it('embeds a subset of the font that viewers accept, and stays small', async () => {
    expect(pdfs.blue.length).toBeLessThan(150_000);
    const fonts = await embeddedFonts(pdfs.blue);
    expect(fonts).toHaveLength(1);
    const [cff] = fonts;
    // CFF header: major version 1, header size 4, offset size 1 to 4 (@pdf-lib/fontkit wrote 27 here).
    expect([cff[0], cff[2]]).toEqual([1, 4]);
    expect(cff[3]).toBeGreaterThanOrEqual(1);
    expect(cff[3]).toBeLessThanOrEqual(4);
    // A subset: far below the 8 MB font.
    expect(cff.length).toBeLessThan(100_000);
  });

  it('renders the same invoice to the same bytes', async () => {
    expect(Buffer.from(await renderInvoicePdf(blueInvoice())).equals(Buffer.from(pdfs.blue))).toBe(true);
  });

  it('refuses a document that does not add up', async () => {
    const blue = blueInvoice();
    await expect(renderInvoicePdf({ ...blue, totals: { ...blue.totals, gross: blue.totals.gross + 1 } })).rejects.toThrow('totals are not the sums of the lines');
    await expect(renderInvoicePdf({ ...blue, number: '2631200000012345' })).rejects.toThrow('is not 20 digits');
    const red = fullRedOf(blue, { number: '26312000000987654321', issuedOn: '2026-11-30', drawer: '王小明' });
    await expect(renderInvoicePdf({ ...red, reverses: undefined })).rejects.toThrow('names no blue invoice');
  });
});
