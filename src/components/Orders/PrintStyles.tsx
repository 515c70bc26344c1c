/**
 * How an order document prints: only the page's own content (the site's header, footer, skip
 * link, language suggestion and back-to-top button are the body's other children: the layout
 * puts the page alone in `<main>`), no screen-only controls, black on white whatever the theme.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 14mm; }
  html, body { background: #fff !important; color: #000 !important; color-scheme: light; }
  body > :not(main) { display: none !important; }
  [data-print-hidden] { display: none !important; }
  .order-document, .order-document * {
    color: #000 !important;
    background: transparent !important;
    border-color: #000 !important;
    box-shadow: none !important;
  }
  .order-document { max-width: none !important; margin: 0 !important; padding: 0 !important; }
  .order-page { break-before: page; }
  .order-document tr { break-inside: avoid; }
}
`

export function PrintStyles() {
  return <style dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
}
