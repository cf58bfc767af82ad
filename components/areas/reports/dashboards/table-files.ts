'use client';
// A dashboard table as a file (CSV or xlsx) or on paper: the cells as the table shows them. CSV
// through lib/files/csv.ts (BOM, quoting, formula guard) as the lists' exports; xlsx by ExcelJS,
// loaded only when asked for; the file named as the lists name theirs (exportFileName).
import { BOM, csvLine } from '@/lib/files/csv';
import { exportFileName } from '@/lib/files/export-format';
import { saveBlob } from '@/components/list-screen/transfer';

export interface TableFile { title: string; header: string[]; rows: string[][] }

export function saveCsv(table: TableFile): void {
  const text = BOM + [table.header, ...table.rows].map(csvLine).join('');
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), exportFileName(table.title, 'csv', new Date()));
}

export async function saveXlsx(table: TableFile): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, '_'));
  sheet.addRow(table.header);
  for (const row of table.rows) sheet.addRow(row);
  const buffer = await book.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), exportFileName(table.title, 'xlsx', new Date()));
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** Prints the table alone, from a frame of its own (the page's chrome stays off the paper). */
export function printTable(table: TableFile): void {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc) return;
  const cells = (row: string[], tag: 'th' | 'td') => `<tr>${row.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  doc.open();
  doc.write(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(table.title)}</title>
    <style>body{font-family:sans-serif}table{border-collapse:collapse}th,td{border:1px solid #999;padding:4px 8px;text-align:right}th:first-child,td:first-child{text-align:left}</style>
    </head><body><h3>${escapeHtml(table.title)}</h3><table>${cells(table.header, 'th')}${table.rows.map((r) => cells(r, 'td')).join('')}</table></body></html>`);
  doc.close();
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 1_000);
}
