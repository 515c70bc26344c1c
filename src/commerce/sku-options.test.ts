import { describe, expect, it } from 'vitest'

import { messageOf } from '@/lib/domain-error-messages'

import { optionMismatch, isCompleteChoice, optionKey, optionsLabel } from '@/commerce/sku-options'

const variations = [
  { name: 'Size', options: ['A4', 'A3'] },
  { name: 'Framing', options: ['Unframed', 'Oak frame'] },
]

const described = (...args: Parameters<typeof optionMismatch>) => {
  const refusal = optionMismatch(...args)
  return refusal && messageOf(refusal.code, refusal.params)
}

describe('SKU options', () => {
  it('keys a combination the same whatever the order and case', () => {
    expect(
      optionKey([
        { name: 'Size', value: 'A3' },
        { name: 'Framing', value: 'Oak frame' },
      ]),
    ).toBe(
      optionKey([
        { name: 'framing', value: 'OAK FRAME ' },
        { name: 'size', value: 'a3' },
      ]),
    )
    expect(optionKey([])).toBe('')
  })

  it('accepts one listed value for every option', () => {
    expect(
      optionMismatch(variations, [
        { name: 'Size', value: 'A4' },
        { name: 'Framing', value: 'Unframed' },
      ]),
    ).toBeNull()
    expect(optionMismatch([], [])).toBeNull()
  })

  it('says what is wrong with a combination', () => {
    expect(described(variations, [{ name: 'Size', value: 'A4' }])).toBe('Choose a value for "Framing".')
    expect(
      described(variations, [
        { name: 'Size', value: 'A0' },
        { name: 'Framing', value: 'Unframed' },
      ]),
    ).toBe('"A0" is not one of the choices for "Size".')
    expect(described(variations, [{ name: 'Colour', value: 'Red' }])).toBe('The product has no option "Colour".')
    expect(
      described(variations, [
        { name: 'Size', value: 'A4' },
        { name: 'size', value: 'A3' },
      ]),
    ).toBe('"size" is chosen twice.')
  })

  it('knows when a customer has not chosen everything yet', () => {
    expect(
      isCompleteChoice(variations, [
        { name: 'Size', value: 'A4' },
        { name: 'Framing', value: '' },
      ]),
    ).toBe(false)
    expect(
      isCompleteChoice(variations, [
        { name: 'Size', value: 'A4' },
        { name: 'Framing', value: 'Unframed' },
      ]),
    ).toBe(true)
    expect(optionsLabel([{ name: 'Size', value: 'A4' }])).toBe('Size A4')
  })
})
