import { describe, expect, it } from 'vitest'

import type { CatalogueProduct } from '@/commerce/catalogue'
import { optionsLabelIn } from '@/commerce/present-product'

// A print with two choices, its words translated into German (the frame's "Oak" left in English).
const print = {
  id: 4,
  name: 'Harbour',
  variations: [
    { id: 'v1', name: 'Size', options: [{ value: 'A3' }, { value: 'A2' }] },
    { id: 'v2', name: 'Frame', options: [{ value: 'None' }, { value: 'Oak' }] },
  ],
  translated: {
    fields: ['name', 'variations'],
    values: {
      de: {
        variations: [
          { id: 'v1', name: 'Größe', options: [{ value: 'A3' }, { value: 'A2' }] },
          { id: 'v2', name: 'Rahmen', options: [{ value: 'Ohne' }, { value: 'Oak' }] },
        ],
      },
    },
  },
} as unknown as CatalogueProduct

describe('a SKU’s options as the visitor reads them', () => {
  it('names each choice in the visitor’s language, whatever case the SKU stored it in', () => {
    expect(
      optionsLabelIn(
        print,
        [
          { name: 'size', value: 'a2' },
          { name: 'Frame', value: 'None' },
        ],
        'de',
      ),
    ).toBe('Größe A2 · Rahmen Ohne')
  })

  it('keeps the English words where there is no translation, or no such choice any more', () => {
    expect(optionsLabelIn(print, [{ name: 'Frame', value: 'Oak' }], 'ja')).toBe('Frame Oak')
    expect(optionsLabelIn(print, [{ name: 'Mount', value: 'White' }], 'de')).toBe('Mount White')
  })
})
