import { PDFDocument } from 'pdf-lib';
import { invoiceFontBytes, invoiceFontkit } from './font';
import { wrapText } from './sheet';

describe('wrapText', () => {
  it('cuts text by character to fit, and never starts a line with closing punctuation', async () => {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(invoiceFontkit);
    const font = await pdf.embedFont(invoiceFontBytes(), { subset: true });
    const em = font.widthOfTextAtSize('车', 10);
    expect(wrapText(font, '车辆停放服务', 10, em * 4 + 0.01)).toEqual(['车辆停放', '服务']);
    expect(wrapText(font, '车辆停放，服务', 10, em * 4 + 0.01)).toEqual(['车辆停放，', '服务']);
    expect(wrapText(font, '', 10, em)).toEqual([]);
    // A character wider than the box still gets a line of its own.
    expect(wrapText(font, '车辆', 10, em / 2)).toEqual(['车', '辆']);
  });
});
