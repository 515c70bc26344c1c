import Link from 'next/link'

/** Above the products and imports lists: the way to bring products in from another shop. */
export function ImportLink() {
  return (
    <p className="studio-download">
      <Link href="/admin/import" data-testid="import-link">
        Import products from Etsy, Shopify, WooCommerce or Squarespace →
      </Link>
    </p>
  )
}
