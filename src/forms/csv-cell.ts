/** What starts a formula in a spreadsheet, in ASCII and in the full-width forms some programs also accept. */
const FORMULA = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20'
/** Where a spreadsheet may start a new cell or row when it splits a line itself (comma, semicolon, tab, line breaks). */
const SEPARATOR = ',;\\t\\r\\n'
/** Blank space that is not itself a separator: a part read as "  =1" is still a formula to some programs. */
const BLANK = '[^\\S\\t\\r\\n]*'

/** The start of the cell, or a separator, where what follows (after blanks) starts a formula. */
const FORMULA_AFTER = new RegExp(`(^|[${SEPARATOR}])(?=${BLANK}[${FORMULA}])`, 'g')

/**
 * A value as a CSV cell that no spreadsheet runs as a formula (CSV injection, OWASP's guidance):
 * a visitor's answer must never run in the studio's spreadsheet.
 *
 * A `'` (which spreadsheets read as "this is text") goes before every part that would start a
 * formula: at the start of the cell, and after every comma, semicolon, tab or line break, because
 * a program that splits the line on its own separator (a semicolon in many European settings, a
 * tab when pasted) makes what follows a cell of its own, whatever the CSV's quoting says. Only
 * those parts are marked, not the whole cell, so ordinary answers stay as written; a cell that
 * starts with a tab or carriage return is marked as a whole too, as OWASP asks, since some
 * programs drop them before reading the rest.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const marked = text.replace(FORMULA_AFTER, "$1'")
  return /^[\t\r]/.test(marked) ? `'${marked}` : marked
}
