import PDFDocument from 'pdfkit'

import { FALLBACK_FONT, pdfFont } from '@/documents/pdf-font'

/**
 * A new PDF in the documents' embedded font, and its bytes once `doc.end()` is called. No default
 * font is loaded: pdfkit would read Helvetica's metrics before the embedded font replaces it.
 */
export async function newPdf(options: PDFKit.PDFDocumentOptions) {
  const font = await pdfFont()
  const doc = new PDFDocument({ ...options, font: null as unknown as string }) // the typings predate `font: null`
  const chunks: Buffer[] = []
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  if (font) doc.registerFont('body', font)
  doc.font(font ? 'body' : FALLBACK_FONT)
  return { doc, bytes }
}
