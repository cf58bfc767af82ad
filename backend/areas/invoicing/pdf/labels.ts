// The printed invoice's words. A 数电 invoice is a Chinese tax document: it is printed in Chinese
// whatever the console's language, from messages/zh-CN/invoicing.json (its `pdf` part).
import zhCN from '../../../../messages/zh-CN/invoicing.json';

export type PdfLabel = keyof typeof zhCN.pdf;

/** A label with its {placeholders} filled. */
export function pdfLabel(key: PdfLabel, values: Record<string, string> = {}): string {
  return zhCN.pdf[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** 2026-11-28 -> 2026年11月28日. */
export function printedDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return pdfLabel('date', { year, month, day });
}
