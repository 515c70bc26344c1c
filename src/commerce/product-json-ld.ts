import type { PresentedProduct } from '@/commerce/present-product'

type JsonLdProduct = Pick<PresentedProduct, 'name' | 'url' | 'meta_description' | 'blurb' | 'brand'> & {
  images: { url: string }[]
  skus: Pick<PresentedProduct['skus'][number], 'code' | 'price' | 'in_stock' | 'options'>[]
}

/** schema.org Product with one Offer per SKU (price in AUD and availability), for search engines. */
export function productJsonLd(product: JsonLdProduct, siteUrl: string) {
  const url = `${siteUrl}${product.url}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    description: product.meta_description || product.blurb || undefined,
    image: product.images.map((image) => `${siteUrl}${image.url}`),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.skus.length === 1 ? { sku: product.skus[0].code } : {}),
    offers: product.skus.map((sku) => ({
      '@type': 'Offer',
      sku: sku.code,
      url,
      price: sku.price.toFixed(2),
      priceCurrency: 'AUD',
      availability: sku.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(sku.options.length ? { name: sku.options.map((o) => o.value).join(', ') } : {}),
    })),
  }
}
