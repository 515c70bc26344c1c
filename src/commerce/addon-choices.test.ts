import { describe, expect, it } from 'vitest'

import { messageOf } from '@/lib/domain-error-messages'

import { addonsKey, resolveAddons, type AddonDefinition } from '@/commerce/addon-choices'

const offered: AddonDefinition[] = [
  { id: 1, name: 'Gift wrapping', type: 'Checkbox', price: 12 },
  {
    id: 2,
    name: 'Mat colour',
    type: 'Dropdown',
    options: [
      { label: 'Warm white', price: 0 },
      { label: 'Natural linen', price: 20.5 },
    ],
  },
  { id: 3, name: 'Extra postcards', type: 'Qty', price: 4, min_qty: 0, max_qty: 10 },
  { id: 4, name: 'Dedication', type: 'Text', price: 0, max_length: 20 },
]

const explain = (result: ReturnType<typeof resolveAddons>) =>
  result.ok ? null : messageOf(result.refusal.code, result.refusal.params)

describe('resolveAddons', () => {
  it('prices each chosen addon per unit, in cents', () => {
    const result = resolveAddons(offered, [
      { id: 1, value: true },
      { id: 2, value: 'natural linen' },
      { id: 3, value: 3 },
      { id: 4, value: ' For Mum ' },
    ])
    expect(result).toEqual({
      ok: true,
      chosen: [
        { id: 1, name: 'Gift wrapping', type: 'Checkbox', value: 1, label: 'Gift wrapping', cents: 1200 },
        {
          id: 2,
          name: 'Mat colour',
          type: 'Dropdown',
          value: 'Natural linen',
          label: 'Mat colour: Natural linen',
          cents: 2050,
        },
        { id: 3, name: 'Extra postcards', type: 'Qty', value: 3, label: 'Extra postcards × 3', cents: 1200 },
        { id: 4, name: 'Dedication', type: 'Text', value: 'For Mum', label: 'Dedication: For Mum', cents: 0 },
      ],
    })
  })

  it('leaves out addons left empty', () => {
    expect(
      resolveAddons(offered, [
        { id: 1, value: 0 },
        { id: 2, value: '' },
        { id: 3, value: 0 },
        { id: 4, value: '' },
      ]),
    ).toEqual({ ok: true, chosen: [] })
  })

  it('refuses values outside the rules, and addons not offered', () => {
    expect(resolveAddons(offered, [{ id: 9, value: 1 }])).toEqual({ ok: false, refusal: { code: 'addon_not_offered' } })
    expect(resolveAddons(offered, [{ id: 2, value: 'Gold leaf' }])).toMatchObject({ ok: false })
    expect(explain(resolveAddons(offered, [{ id: 3, value: 11 }]))).toBe(
      'Choose between 0 and 10 for "Extra postcards".',
    )
    expect(resolveAddons(offered, [{ id: 3, value: 1.5 }])).toMatchObject({ ok: false })
    expect(resolveAddons(offered, [{ id: 4, value: 'x'.repeat(21) }])).toMatchObject({ ok: false })
    expect(
      resolveAddons(offered, [
        { id: 1, value: 1 },
        { id: 1, value: 1 },
      ]),
    ).toMatchObject({ ok: false })
  })

  it('requires a quantity addon with a minimum', () => {
    expect(explain(resolveAddons([{ id: 5, name: 'Panels', type: 'Qty', price: 1, min_qty: 2, max_qty: 4 }], []))).toBe(
      'Choose at least 2 for "Panels".',
    )
  })

  it('keys the same choice the same way', () => {
    expect(
      addonsKey([
        { id: 2, value: 'Natural linen' },
        { id: 1, value: 1 },
      ]),
    ).toBe(
      addonsKey([
        { id: 1, value: 1 },
        { id: 2, value: 'natural linen' },
      ]),
    )
  })
})
