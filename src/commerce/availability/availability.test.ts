import { describe, expect, it } from 'vitest'

import { availabilityOf } from '@/commerce/availability/availability'

describe('availabilityOf', () => {
  const until = '2026-11-28T14:32:00.000Z'

  it('is for sale while any is left, whatever holds there are', () => {
    expect(availabilityOf({ stock: 1, is_original: true }, until)).toEqual({
      availability: 'in_stock',
      reserved_until: null,
    })
  })

  it('is reserved, with the hold’s end, when a checkout holds the last of it', () => {
    expect(availabilityOf({ stock: 0, is_original: true }, until)).toEqual({
      availability: 'reserved',
      reserved_until: until,
    })
    expect(availabilityOf({ stock: 0, is_original: false }, until).availability).toBe('reserved')
  })

  it('is sold for an original nobody holds, out of stock for anything else', () => {
    expect(availabilityOf({ stock: 0, is_original: true }, null).availability).toBe('sold')
    expect(availabilityOf({ stock: 0, is_original: false }, null).availability).toBe('out_of_stock')
    expect(availabilityOf({ stock: 0 }, null).availability).toBe('out_of_stock')
  })
})
