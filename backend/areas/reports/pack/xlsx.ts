// The pack as a workbook: a sheet per table, a header row, money in integer fen with the header
// '<label> (fen)' as the console's exports write it (docs/screens.md "Money"), rates as the PDF
// shows them, counts as numbers.
import ExcelJS from 'exceljs';
import { packHeader } from './header';
import type { Pack } from './pack';
import { packTables, rateText, type PackTable } from './tables';
import type { Words } from './words';

const SHEET_NAMES: Readonly<Record<PackTable['name'], string>> = { money: 'sheetMoney', byLot: 'sheetLots', byChannel: 'sheetChannels', use: 'sheetUse' };

export async function packXlsx(pack: Pack, words: Words): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  // Fixed dates keep the same pack the same bytes.
  book.created = book.modified = new Date(Date.parse(pack.asOf));
  const header = packHeader(pack, words);
  for (const table of packTables(pack, words)) {
    const sheet = book.addWorksheet(words(`pack.file.${SHEET_NAMES[table.name]}`));
    sheet.addRow([header.title, ...header.lines]);
    const moneyColumns = table.heading.map((_, i) => table.rows.some((row) => 'money' in row[i]));
    sheet.addRow(table.heading.map((h, i) => (moneyColumns[i] ? words('pack.file.fen', { label: h }) : h)));
    for (const row of table.rows) {
      sheet.addRow(row.map((cell) => ('money' in cell ? cell.money : 'rate' in cell ? rateText(cell.rate, words) : 'count' in cell ? cell.count : cell.text)));
    }
    sheet.getColumn(1).width = 28;
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
