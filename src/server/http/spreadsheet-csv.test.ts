import { describe, expect, it } from 'vitest';
import { cellWithoutFormulaGuard, formulaSafeCell } from '../../shared/spreadsheet-cells.js';
import { spreadsheetCsv } from './spreadsheet-csv.js';

describe('CSV files spreadsheets open safely', () => {
  it('escapes quotes, commas and line breaks, with CRLF after every row', () => {
    expect(spreadsheetCsv([['plain', 'a,b', 'say "hi"', 'two\nlines']])).toBe('plain,"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('puts an apostrophe before every cell a spreadsheet would run as a formula', () => {
    for (const formula of ['=HYPERLINK("x")', '+1', '-1+2', '@SUM(A1)', '\tx', '\rx', '＝1', '＋1', '－1', '＠A1', "'=1", "''+1"]) {
      expect(formulaSafeCell(formula), JSON.stringify(formula)).toBe(`'${formula}`);
    }
    for (const text of ['plain', "it's", "'quoted'", 'a=b', ' =1', '']) expect(formulaSafeCell(text)).toBe(text);
    expect(spreadsheetCsv([['=HYPERLINK("x")', '+1']])).toBe(`"'=HYPERLINK(""x"")",'+1\r\n`);
  });

  it('reads back exactly what it guarded, and nothing else', () => {
    for (const text of ['=1', '+1', '-1', '@A1', "'=1", "''-x", "'quoted'", "it's", "'", 'plain', '']) {
      expect(cellWithoutFormulaGuard(formulaSafeCell(text)), JSON.stringify(text)).toBe(text);
    }
  });
});
