import { describe, expect, it } from 'vitest'

import { isOnSpecial, productPrice } from '@/commerce/product-pricing'

describe('productPrice', () => {
  it('shows the cheapest SKU in stock with its full price', () => {
    const skus = [
      { price: 65, stock: 0 },
      { price: 120, full_price: 150, stock: 3 },
      { price: 240, stock: 2 },
    ]
    expect(productPrice(skus)).toEqual({ price: 120, full_price: 150, in_stock: true, is_on_special: true })
  })

  it('is sold when no SKU has stock, and then never on special', () => {
    expect(productPrice([{ price: 900, full_price: 1200, stock: 0 }])).toEqual({
      price: 900,
      full_price: 1200,
      in_stock: false,
      is_on_special: false,
    })
  })

  it('shows the full price as the price when there is no special', () => {
    expect(productPrice([{ price: 450.5, stock: 1 }])).toMatchObject({
      price: 450.5,
      full_price: 450.5,
      is_on_special: false,
    })
    expect(isOnSpecial({ price: 10, full_price: 10, stock: 1 })).toBe(false)
  })

  it('has no price without SKUs', () => {
    expect(productPrice([])).toEqual({ price: 0, full_price: 0, in_stock: false, is_on_special: false })
  })
})
