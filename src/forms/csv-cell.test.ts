import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { csvCell } from '@/forms/csv-cell'

const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/
const SEPARATORS = [',', ';', '\t', '\r', '\n']

/** Text made mostly of what matters here: formula characters, separators, blanks and quotes. */
const tricky = fc.string({
  unit: fc.constantFrom(
    ...[
      '=',
      '+',
      '-',
      '@',
      '＝',
      '＋',
      '－',
      '＠',
      ...SEPARATORS,
      ' ',
      '\u00a0',
      '\u3000',
      '"',
      "'",
      'a',
      '1',
      '(',
      ')',
    ],
  ),
  maxLength: 30,
})
const anyText = fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 30 }))

/** The cells a spreadsheet makes of one cell's text when it splits the line on its own separator. */
const partsOf = (text: string) => [text, ...SEPARATORS.map((s) => text.split(s)).flat(), ...text.split(/[,;\t\r\n]/)]

describe('csvCell', () => {
  it('marks a formula at the start, after blanks, and in full-width forms', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+61 400 000 000')).toBe("'+61 400 000 000")
    expect(csvCell('-5')).toBe("'-5")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('  =1')).toBe("'  =1")
    expect(csvCell('\u3000＝HYPERLINK("http://evil")')).toBe('\'\u3000＝HYPERLINK("http://evil")')
    expect(csvCell('＋1')).toBe("'＋1")
    expect(csvCell('－1')).toBe("'－1")
    expect(csvCell('＠x')).toBe("'＠x")
  })

  it('marks a formula after a separator, where a spreadsheet splitting on it starts a new cell', () => {
    expect(csvCell('x;=HYPERLINK("http://evil","click")')).toBe('x;\'=HYPERLINK("http://evil","click")')
    expect(csvCell('x, =1')).toBe("x,' =1")
    expect(csvCell('x\t@SUM(1)')).toBe("x\t'@SUM(1)")
    expect(csvCell('line\r\n-2')).toBe("line\r\n'-2")
    expect(csvCell('a;;＝1')).toBe("a;;'＝1")
  })

  it('marks a cell starting with a tab or carriage return as a whole, as OWASP asks', () => {
    expect(csvCell('\tnote')).toBe("'\tnote")
    expect(csvCell('\r=1')).toBe("'\r'=1")
  })

  it('leaves ordinary answers, numbers and empty values as written', () => {
    expect(csvCell('Isla Moreton')).toBe('Isla Moreton')
    expect(csvCell('Perth, WA; near the river')).toBe('Perth, WA; near the river')
    expect(csvCell('a-b = c')).toBe('a-b = c')
    expect(csvCell('isla@example.test')).toBe('isla@example.test')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('no cell, nor any part a separator splits off, starts (after blanks) with a formula', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const part of partsOf(csvCell(text))) expect(part.trimStart()).not.toMatch(FORMULA_START)
      }),
      { numRuns: 2000 },
    )
  })

  it('only ever adds quote marks, so the answer reads as the visitor wrote it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(csvCell(text).replaceAll("'", '')).toBe(text.replaceAll("'", ''))
      }),
    )
  })

  it('changes nothing without a formula character or a leading tab or carriage return', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        fc.pre(!/[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) && !/^[\t\r]/.test(text))
        expect(csvCell(text)).toBe(text)
      }),
    )
  })
})
