import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { answersCsv } from '@/forms/export-csv'

/*
 * The studio opens its exports in a spreadsheet, which may split a line on a semicolon or a tab
 * whatever the CSV's quoting says (many European settings, or pasting): no piece of a visitor's
 * answer may then start a formula, in ASCII or full-width forms.
 */

const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/

/** Every piece a spreadsheet could make a cell of, splitting on any separator and ignoring quotes. */
const pieces = (csv: string) => csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[\s"]+/, ''))

describe('the CSV of a form’s answers', () => {
  it('leaves no formula at the start of any piece a spreadsheet may split off, and keeps the answers readable', async () => {
    const payload = await getPayload({ config })
    const form = (
      await payload.find({ collection: 'forms', where: { url: { equals: 'contact' } }, overrideAccess: true })
    ).docs[0]
    const answers = {
      name: 'x;=HYPERLINK("http://evil.test","click")',
      email: 'csv-pieces@example.test',
      phone: '  +61 400 000 000',
      topic: '＝1+1',
      message: 'Line one\t@SUM(1)\n-2, ＠A1',
    }
    await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        email: answers.email,
        submissionData: Object.entries(answers).map(([field, value]) => ({ field, value })),
      },
      overrideAccess: true,
    })

    const { csv } = await answersCsv(payload, form.id)
    expect(pieces(csv).filter((piece) => FORMULA_START.test(piece))).toEqual([])
    expect(csv).toContain(`"x;'=HYPERLINK(""http://evil.test"",""click"")"`)
    expect(csv).toContain("'  +61 400 000 000")
    expect(csv).toContain("'＝1+1")
    expect(csv).toContain(`"Line one\t'@SUM(1)\n'-2,' ＠A1"`)
  })
})
