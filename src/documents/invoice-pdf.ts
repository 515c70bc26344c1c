import type { TaxInvoice } from '@/documents/invoice'
import { newPdf } from '@/documents/pdf-document'

type Doc = PDFKit.PDFDocument

/** A4 in points, with 50 pt margins: the table's columns are laid out on this width. */
const MARGIN = 50
const PAGE = { width: 595.28, height: 841.89 }
const WIDTH = PAGE.width - 2 * MARGIN
const COLUMNS = { item: 255, qty: 45, unit: 95, amount: 100 }
const INK = '#000000'
const SOFT = '#555555'
const RULE = '#999999'

export type InvoicePdfText = {
  siteName: string
  /** "Page {page} of {pages}" in the invoice's language. */
  pageOf: (page: number, pages: number) => string
}

/**
 * Heavier text without a bold font: the glyphs are filled and outlined. Only a regular weight is
 * embedded (see pdf-font.ts), and a second font file would double the PDF's size.
 */
function strong(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.save().lineWidth(0.4).strokeColor(INK).fillColor(INK)
  doc.text(text, x, y, { ...options, fill: true, stroke: true })
  doc.restore()
}

function block(doc: Doc, title: string, lines: string[], x: number, y: number, width: number): number {
  doc.fontSize(8).fillColor(SOFT).text(title.toUpperCase(), x, y, { width, characterSpacing: 0.8 })
  doc.fontSize(10).fillColor(INK)
  for (const line of lines.filter(Boolean)) doc.text(line, { width })
  return doc.y
}

function head(doc: Doc, invoice: TaxInvoice, text: InvoicePdfText): number {
  doc
    .fontSize(14)
    .fillColor(INK)
    .text(text.siteName, MARGIN, MARGIN, { width: WIDTH / 2 })
  doc.fontSize(22)
  strong(doc, invoice.title, MARGIN + WIDTH / 2, MARGIN - 4, { width: WIDTH / 2, align: 'right' })
  const top = MARGIN + 48
  const seller = invoice.seller
  const left = block(
    doc,
    invoice.labels.seller,
    [seller.name, seller.abn, ...seller.addressLines, seller.email, seller.phone],
    MARGIN,
    top,
    WIDTH * 0.55,
  )
  const metaX = MARGIN + WIDTH * 0.6
  const meta = WIDTH * 0.4
  let right = block(doc, invoice.labels.number, [invoice.number], metaX, top, meta)
  right = block(doc, invoice.labels.date, [invoice.date], metaX, right + 8, meta)
  if (invoice.buyer) {
    const buyer = invoice.buyer
    right = block(doc, invoice.labels.buyer, [buyer.name, ...buyer.addressLines, buyer.email], metaX, right + 8, meta)
  }
  return Math.max(left, right) + 24
}

function tableHead(doc: Doc, invoice: TaxInvoice, y: number): number {
  doc.fontSize(8).fillColor(SOFT)
  let x = MARGIN
  const cells: [string, number, 'left' | 'right'][] = [
    [invoice.labels.item, COLUMNS.item, 'left'],
    [invoice.labels.qty, COLUMNS.qty, 'right'],
    [invoice.labels.unit, COLUMNS.unit, 'right'],
    [invoice.labels.amount, COLUMNS.amount, 'right'],
  ]
  for (const [label, width, align] of cells) {
    doc.text(label.toUpperCase(), x, y, { width, align, characterSpacing: 0.8 })
    x += width
  }
  const bottom = y + 14
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + WIDTH, bottom)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke()
  return bottom + 8
}

/** Starts a new page when `height` no longer fits above the bottom margin; the table's head is repeated. */
function room(doc: Doc, invoice: TaxInvoice, y: number, height: number, withHead: boolean): number {
  if (y + height <= PAGE.height - MARGIN - 20) return y
  doc.addPage()
  return withHead ? tableHead(doc, invoice, MARGIN) : MARGIN
}

function items(doc: Doc, invoice: TaxInvoice, top: number): number {
  let y = tableHead(doc, invoice, top)
  doc.fontSize(10)
  for (const item of invoice.items) {
    const height = doc.heightOfString(item.description, { width: COLUMNS.item - 10 })
    y = room(doc, invoice, y, height + 10, true)
    doc.fontSize(10).fillColor(INK)
    let x = MARGIN
    doc.text(item.description, x, y, { width: COLUMNS.item - 10 })
    x += COLUMNS.item
    doc.text(String(item.qty), x, y, { width: COLUMNS.qty, align: 'right' })
    x += COLUMNS.qty
    doc.text(item.unit, x, y, { width: COLUMNS.unit, align: 'right' })
    x += COLUMNS.unit
    doc.text(item.amount, x, y, { width: COLUMNS.amount, align: 'right' })
    y += height + 6
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke()
    y += 6
  }
  return y + 6
}

function totals(doc: Doc, invoice: TaxInvoice, top: number) {
  const labelX = MARGIN + WIDTH - COLUMNS.amount - 230
  const labelWidth = 220
  const valueX = MARGIN + WIDTH - COLUMNS.amount
  let y = room(doc, invoice, top, 22 * (invoice.figures.length + 2), false)
  for (const figure of invoice.figures) {
    doc.fontSize(figure.key === 'total' ? 12 : 10).fillColor(INK)
    const height = doc.heightOfString(figure.label, { width: labelWidth })
    if (figure.key === 'total') {
      doc
        .moveTo(labelX, y - 4)
        .lineTo(MARGIN + WIDTH, y - 4)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke()
      strong(doc, figure.label, labelX, y, { width: labelWidth, align: 'right' })
      strong(doc, figure.value, valueX, y, { width: COLUMNS.amount, align: 'right' })
    } else {
      doc.text(figure.label, labelX, y, { width: labelWidth, align: 'right' })
      doc.text(figure.value, valueX, y, { width: COLUMNS.amount, align: 'right' })
    }
    y += height + 8
  }
  doc.fontSize(10).fillColor(INK)
  doc.text(invoice.gst.label, labelX, y, { width: labelWidth, align: 'right' })
  if (invoice.gst.amount) doc.text(invoice.gst.amount, valueX, y, { width: COLUMNS.amount, align: 'right' })
}

function pageNumbers(doc: Doc, text: InvoicePdfText) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // Text below the bottom margin would make pdfkit start another page.
    doc.page.margins.bottom = 0
    doc.fontSize(8).fillColor(SOFT)
    doc.text(text.pageOf(i - range.start + 1, range.count), MARGIN, PAGE.height - MARGIN + 10, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    })
  }
}

/**
 * The tax invoice as an A4 PDF: the site's name, the words "Tax invoice", seller and invoice
 * details, the buyer where shown, a table of the items (its head repeated on every page), the
 * figures and the GST line, and page numbers. Black on white, for printing.
 */
export async function renderInvoicePdf(model: TaxInvoice, text: InvoicePdfText): Promise<Buffer> {
  const { doc, bytes } = await newPdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${model.title} ${model.number}`, Author: model.seller.name, Creator: text.siteName },
  })
  const y = head(doc, model, text)
  totals(doc, model, items(doc, model, y))
  pageNumbers(doc, text)
  doc.end()
  return bytes
}
