import { describe, expect, it } from 'vitest'

import type { Catalogue, CatalogueProduct } from '@/commerce/catalogue'
import { relatedProducts } from '@/commerce/related-products'

const work = (id: number, fields: { series?: string; medium?: string; groups?: number[]; stock?: number }) =>
  ({
    id,
    series: fields.series ?? '',
    medium: fields.medium ?? '',
    groupIds: fields.groups ?? [],
    skuList: [{ id: id * 10, stock: fields.stock ?? 1 }],
  }) as unknown as CatalogueProduct

const shop = (products: CatalogueProduct[]) => ({ products }) as unknown as Catalogue

describe('relatedProducts', () => {
  const sold = work(1, { series: 'Coastal Light', medium: 'Watercolour on paper', groups: [7], stock: 0 })
  const products = [
    sold,
    work(2, { series: 'Coastal Light', stock: 0 }),
    work(3, { series: 'coastal light ' }),
    work(4, { series: 'Red Country', groups: [7] }),
    work(5, { medium: 'Watercolour on paper', stock: 0 }),
    work(6, { medium: 'Oil on canvas', groups: [9] }),
    work(7, { medium: 'Watercolour on paper' }),
  ]

  it('suggests its series first, those for sale before those sold, never the work itself', () => {
    const { series } = relatedProducts(shop(products), sold)
    expect(series.map((p) => p.id)).toEqual([3, 2])
  })

  it('then works sharing a category or the medium, none already suggested', () => {
    const { alike } = relatedProducts(shop(products), sold)
    expect(alike.map((p) => p.id)).toEqual([4, 7, 5])
  })

  it('keeps to the limit, and suggests no series when the work has none', () => {
    const loose = work(8, { groups: [7] })
    const { series, alike } = relatedProducts(shop([...products, loose]), loose, 1)
    expect(series).toEqual([])
    expect(alike.map((p) => p.id)).toEqual([4])
  })
})
