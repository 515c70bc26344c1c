import { describe, expect, it } from 'vitest'

import { startingAddress, startingShipping } from '@/client/checkout-memory'

const book = [{ id: 4 }, { id: 9 }]

describe('startingAddress', () => {
  it('takes the address a link names, when it is hers', () => {
    expect(startingAddress(book, { linked: 9, remembered: 4 })).toBe(9)
    expect(startingAddress(book, { linked: 12, remembered: 4 })).toBe(4)
  })
  it('takes the one she used last, when it is still in her book', () => {
    expect(startingAddress(book, { linked: null, remembered: 4 })).toBe(4)
    expect(startingAddress(book, { linked: null, remembered: 7 })).toBeNull()
  })
  it('takes her only address; with several and none used, she chooses', () => {
    expect(startingAddress([{ id: '3' }], { linked: null, remembered: undefined })).toBe(3)
    expect(startingAddress(book, { linked: null, remembered: null })).toBeNull()
    expect(startingAddress([], { linked: null, remembered: 3 })).toBeNull()
  })
})

describe('startingShipping', () => {
  const options = [{ shipping_type_id: 1 }, { shipping_type_id: 'quote-5' }]
  it('takes the shipping she used last where it is offered for the address', () => {
    expect(startingShipping(options, 1)).toBe(1)
    expect(startingShipping(options, '1')).toBe(1)
    expect(startingShipping(options, 'quote-5')).toBe('quote-5')
    expect(startingShipping(options, 2)).toBeNull()
    expect(startingShipping(options, null)).toBeNull()
  })
})
