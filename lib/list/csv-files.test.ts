import { BOM, parseCsv } from '../files/csv';
import { rowErrorsCsv, safeFileName, templateCsv } from './csv-files';
import { TEST_SCREEN } from './test-screen';

describe('csv files built in the browser', () => {
  it('template: BOM and the create form fields labels as the header row', () => {
    const csv = templateCsv(TEST_SCREEN, (f) => `L:${f}`);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([['L:name', 'L:kind', 'L:state', 'L:active', 'L:lotId', 'L:opened', 'L:fee', 'L:password']]);
  });

  it('row errors report: quoted where needed, one line per error', () => {
    const csv = rowErrorsCsv(['Row', 'Field', 'Message'], [
      { row: 3, field: 'Name, full', message: 'Input Cant Be Blank.' },
      { row: 4, field: 'Note', message: 'say "hi"\nagain' },
      { row: 5, field: '=cmd', message: 'x' },
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toContain('3,"Name, full",Input Cant Be Blank.\r\n');
    expect(csv).toContain('"say ""hi""\nagain"');
    expect(parseCsv(csv)).toEqual([
      ['Row', 'Field', 'Message'], ['3', 'Name, full', 'Input Cant Be Blank.'], ['4', 'Note', 'say "hi"\nagain'], ['5', "'=cmd", 'x'],
    ]);
  });

  it('makes safe file names', () => {
    expect(safeFileName('a/b:c?.csv')).toBe('a_b_c_.csv');
    expect(safeFileName('  ')).toBe('file');
  });
});
