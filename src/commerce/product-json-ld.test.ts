import { describe, expect, it } from 'vitest'

import { productJsonLd } from '@/commerce/product-json-ld'

const base = {
  name: 'Cottesloe Morning (print)',
  url: '/product/cottesloe-morning-print',
  meta_description: '',
  blurb: 'A giclée print.',
  brand: 'Atelier',
  images: [{ url: '/api/v1/image/abc/4x3/1200.webp' }],
}

describe('product JSON-LD', () => {
  it('gives one Offer per SKU with its price in AUD, its options as the name and its availability', () => {
    const data = productJsonLd(
      {
        ...base,
        skus: [
          { code: 'CM-A4', price: 95, in_stock: true, options: [{ name: 'Size', value: 'A4' }] },
          { code: 'CM-A2', price: 240.5, in_stock: false, options: [{ name: 'Size', value: 'A2' }] },
        ],
      },
      'https://example.com.au',
    )
    expect(data).toMatchObject({
      '@type': 'Product',
      url: 'https://example.com.au/product/cottesloe-morning-print',
      description: 'A giclée print.',
      image: ['https://example.com.au/api/v1/image/abc/4x3/1200.webp'],
      brand: { '@type': 'Brand', name: 'Atelier' },
    })
    expect(data.sku).toBeUndefined()
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'CM-A4',
        price: '95.00',
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        name: 'A4',
      }),
      expect.objectContaining({
        sku: 'CM-A2',
        price: '240.50',
        availability: 'https://schema.org/OutOfStock',
        name: 'A2',
      }),
    ])
  })

  it('names the only SKU on the product and leaves out an empty brand and description', () => {
    const data = productJsonLd(
      { ...base, blurb: '', brand: '', skus: [{ code: 'ORIG-1', price: 1200, in_stock: true, options: [] }] },
      'https://example.com.au',
    )
    expect(data.sku).toBe('ORIG-1')
    expect(data.description).toBeUndefined()
    expect(data).not.toHaveProperty('brand')
    expect(data.offers[0]).not.toHaveProperty('name')
  })
})
