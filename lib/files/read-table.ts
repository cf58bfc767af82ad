import 'server-only';
// An uploaded spreadsheet as rows of cells: xlsx (recognised by its zip signature, first sheet)
// or CSV in UTF-8. Null when the bytes are neither.
import ExcelJS from 'exceljs';
import { parseCsv } from './csv';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export async function readTable(bytes: Uint8Array): Promise<unknown[][] | null> {
  if (ZIP_SIGNATURE.every((b, i) => bytes[i] === b)) {
    try {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(bytes) as never);
      const sheet = workbook.worksheets[0];
      if (!sheet) return [];
      const table: unknown[][] = [];
      sheet.eachRow({ includeEmpty: true }, (row) => {
        // row.values is 1-based: index 0 is always empty.
        table.push((row.values as unknown[]).slice(1).map((v) => (v && typeof v === 'object' && 'result' in (v as object) ? (v as { result: unknown }).result : v)));
      });
      return table;
    } catch {
      return null;
    }
  }
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    return parseCsv(text.decode(bytes));
  } catch {
    return null;
  }
}
