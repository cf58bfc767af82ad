import { BOM, csvCell, csvLine, parseCsv } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });

  it('parses what it writes, with BOM, CRLF or LF, quotes and empty cells', () => {
    const text = BOM + csvLine(['名称', 'note']) + csvLine(['车场 A', 'x,"y"\nz']) + 'b,\n,c';
    expect(parseCsv(text)).toEqual([['名称', 'note'], ['车场 A', 'x,"y"\nz'], ['b', ''], ['', 'c']]);
  });

  it('parses an empty file to no rows', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv(BOM)).toEqual([]);
  });
});
