import { newPdf } from '@/documents/pdf-document'

/** A5 landscape in points. */
const PAGE = { width: 595.28, height: 419.53 }
const MARGIN = 36
const PICTURE_HEIGHT = 190
const INK = '#1f2430'
const SOFT = '#5b606b'
const PAPER = '#fbf8f3'

/** What the voucher shows, already in its language and formatted. */
export type VoucherPdfModel = {
  siteName: string
  eyebrow: string
  amount: string
  /** "For Anna", "From Ben", the message: the lines under the amount, empty ones left out. */
  lines: string[]
  codeLabel: string
  code: string
  redeem: string
  reference: string
  /** The design's picture as a JPEG file (16:9), or null for a plain voucher. */
  picture: string | null
}

/**
 * The gift voucher as a one-page A5 PDF to print or forward: the design's picture across the top,
 * the amount, who it is for and from, the message, and the code with where to redeem it.
 */
export async function renderVoucherPdf(model: VoucherPdfModel): Promise<Buffer> {
  const { doc, bytes } = await newPdf({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: { Title: `${model.eyebrow} ${model.reference}`, Author: model.siteName, Creator: model.siteName },
  })
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(PAPER)
  if (model.picture) {
    doc.save().rect(0, 0, PAGE.width, PICTURE_HEIGHT).clip()
    doc.image(model.picture, 0, 0, { cover: [PAGE.width, PICTURE_HEIGHT], align: 'center', valign: 'center' })
    doc.restore()
  }
  const top = (model.picture ? PICTURE_HEIGHT : 0) + 24
  const left = MARGIN
  const column = (PAGE.width - 2 * MARGIN) * 0.55
  doc.fillColor(SOFT).fontSize(9).text(model.eyebrow.toUpperCase(), left, top, { width: column, characterSpacing: 1.2 })
  doc
    .fillColor(INK)
    .fontSize(34)
    .text(model.amount, left, doc.y + 4, { width: column })
  doc.fontSize(11)
  for (const line of model.lines.filter(Boolean))
    doc.text(line, left, doc.y + 4, { width: column, height: 60, ellipsis: true })

  const right = left + column + 24
  const width = PAGE.width - MARGIN - right
  doc.fillColor(SOFT).fontSize(9).text(model.codeLabel.toUpperCase(), right, top, { width, characterSpacing: 1.2 })
  const boxTop = doc.y + 6
  doc.roundedRect(right, boxTop, width, 34, 6).lineWidth(1).strokeColor(INK).stroke()
  doc
    .fillColor(INK)
    .fontSize(14)
    .text(model.code, right, boxTop + 10, { width, align: 'center', characterSpacing: 1 })
  doc
    .fillColor(SOFT)
    .fontSize(9)
    .text(model.redeem, right, boxTop + 46, { width })
  doc.text(`${model.siteName} · ${model.reference}`, right, PAGE.height - MARGIN, { width, lineBreak: false })
  doc.end()
  return bytes
}
