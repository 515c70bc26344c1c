import { describe, expect, it } from 'vitest'

import type { CatalogueProduct } from '@/commerce/catalogue'
import { viewProducts } from '@/commerce/products'

const work = (id: number, fields: { price: number; stock?: number; medium?: string; cm?: number; made: string }) =>
  ({
    id,
    medium: fields.medium ?? 'Watercolour on paper',
    dimension_width: fields.cm ?? 38,
    dimension_height: 20,
    createdAt: fields.made,
    skuList: [{ id: id * 10, price: fields.price, full_price: 0, stock: fields.stock ?? 1 }],
  }) as unknown as CatalogueProduct

// In the artist's order.
const products = [
  work(1, { price: 940, cm: 56, made: '2026-01-03' }),
  work(2, { price: 120, stock: 0, cm: 20, made: '2026-03-01' }),
  work(3, { price: 2400, medium: 'Oil on canvas', cm: 101, made: '2026-02-01' }),
  work(4, { price: 120, made: '2026-01-01' }),
]
const ids = (list: CatalogueProduct[]) => list.map((p) => p.id)

describe('a category as a visitor chose to see it', () => {
  it('keeps the artist’s order without a view', () => {
    expect(ids(viewProducts(products))).toEqual([1, 2, 3, 4])
  })

  it('sorts by price either way, ties in the artist’s order, and the newest first', () => {
    expect(ids(viewProducts(products, { sort: 'price-asc' }))).toEqual([2, 4, 1, 3])
    expect(ids(viewProducts(products, { sort: 'price-desc' }))).toEqual([3, 1, 2, 4])
    expect(ids(viewProducts(products, { sort: 'newest' }))).toEqual([2, 3, 1, 4])
  })

  it('leaves out what is not for sale, not of the medium, or not of the size', () => {
    expect(ids(viewProducts(products, { available: true }))).toEqual([1, 3, 4])
    expect(ids(viewProducts(products, { medium: 'oil-on-canvas' }))).toEqual([3])
    expect(ids(viewProducts(products, { size: 'small' }))).toEqual([2, 4])
    expect(ids(viewProducts(products, { available: true, size: 'small', sort: 'price-desc' }))).toEqual([4])
  })

  it('does not reorder the list it was given', () => {
    viewProducts(products, { sort: 'price-asc' })
    expect(ids(products)).toEqual([1, 2, 3, 4])
  })
})
