/**
 * A cell a spreadsheet would run as a formula when it opens the file: one starting with = + - @,
 * a tab or a carriage return (OWASP, "CSV Injection"), or their full-width forms, which some
 * spreadsheets fold into them. Apostrophes in front count too, so guarding stays reversible.
 */
const formulaStart = /^'*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** The cell with an apostrophe in front when a spreadsheet would run it: shown as text instead. */
export function formulaSafeCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** The text of a cell formulaSafeCell wrote: what an import of the app's own export reads back. */
export function cellWithoutFormulaGuard(cell: string): string {
  return cell.startsWith("'") && formulaStart.test(cell) ? cell.slice(1) : cell;
}
