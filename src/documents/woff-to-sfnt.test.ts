import { readFileSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'

import { woffToSfnt } from '@/documents/woff-to-sfnt'

const woff = readFileSync(
  path.join(process.cwd(), 'node_modules/@payloadcms/next/dist/routes/rest/og/roboto-regular.woff'),
)
const TEXT = 'Łódź, Анна, Ελένη, Nguyễn: 1 250,00 $'

/** The width pdfkit measures for a text in a font given as bytes. */
function widthIn(font: Buffer) {
  const doc = new PDFDocument({ font: null as unknown as string })
  doc.registerFont('body', font)
  return doc.font('body').fontSize(12).widthOfString(TEXT)
}

describe('woffToSfnt', () => {
  it('unpacks the documents’ WOFF font into a TrueType font that measures every script alike', () => {
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12))
    // WOFF records the unpacked font's size.
    expect(sfnt.length).toBe(woff.readUInt32BE(16))
    expect(widthIn(sfnt)).toBeGreaterThan(100)
    expect(widthIn(sfnt)).toBe(widthIn(woff))
  })

  it('refuses a file that is not WOFF, and a damaged table', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO and more bytes than a header needs'))).toThrow('Not a WOFF 1.0 font.')
    const damaged = Buffer.from(woff)
    damaged.writeUInt32BE(damaged.readUInt32BE(44 + 12) + 1, 44 + 12)
    expect(() => woffToSfnt(damaged)).toThrow(/is damaged/)
  })
})
