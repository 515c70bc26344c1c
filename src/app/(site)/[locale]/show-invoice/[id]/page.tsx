// The spec's second address of the invoice: the same page.
export { default, generateMetadata } from '@/app/(site)/[locale]/invoice/[id]/page'

// Next reads a page's segment options from the page's own file, not through a re-export.
export const dynamic = 'force-dynamic'
