// Drawing on one page with positions measured from its top (as the layout is), in the invoice's
// font: text aligned in a box, text wrapped to a width, lines.
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

export type Align = 'left' | 'center' | 'right';

/** Punctuation a line never starts with (it stays at the end of the line before, a little over). */
const NO_LINE_START = '，。、；：！？）》」』】,.;:!?)';

/** Text cut into lines that fit `width` (by character: Chinese has no spaces to break at). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line !== '' && !NO_LINE_START.includes(char) && font.widthOfTextAtSize(line + char, size) > width) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line !== '') lines.push(line);
  return lines;
}

export class Sheet {
  constructor(private readonly page: PDFPage, private readonly font: PDFFont) {}

  private get height() {
    return this.page.getHeight();
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** `text` with its top at `top`, in the box from `x` of `width` (for centre and right). */
  text(text: string, x: number, top: number, size: number, color: Color, align: Align = 'left', width = 0): void {
    if (text === '') return;
    const w = this.width(text, size);
    const left = align === 'left' ? x : align === 'center' ? x + (width - w) / 2 : x + width - w;
    // The baseline sits about 0.88 of the size below the top for this font's ascent.
    this.page.drawText(text, { x: left, y: this.height - top - size * 0.88, size, font: this.font, color });
  }

  wrap(text: string, size: number, width: number): string[] {
    return wrapText(this.font, text, size, width);
  }

  /** A label written downwards, one character under the other, centred in its box. */
  downwards(text: string, x: number, top: number, width: number, height: number, size: number, color: Color): void {
    const chars = [...text];
    const step = size * 1.15;
    const start = top + (height - chars.length * step) / 2;
    chars.forEach((c, i) => this.text(c, x, start + i * step, size, color, 'center', width));
  }

  line(x1: number, top1: number, x2: number, top2: number, color: Color, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y: this.height - top1 }, end: { x: x2, y: this.height - top2 }, thickness, color });
  }

  box(x: number, top: number, width: number, height: number, color: Color, thickness = 0.8): void {
    this.page.drawRectangle({ x, y: this.height - top - height, width, height, borderColor: color, borderWidth: thickness });
  }
}
