import type { Field } from 'payload'

/** The spec's colour codes for backgrounds and overlays. */
export const colourCodes = ['wht', 'blk', 'bnd', 'pri', 'sec', 'suc', 'inf', 'wrn', 'dng'] as const
export const opacities = ['10', '30', '50', '70', '90', '100'] as const
export const saturations = ['0', '50', '100'] as const

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** A button: its text and where it goes (a page path or a full address), optionally a new tab. */
export const buttonFields = (name = 'button'): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'text', type: 'text', localized: true, maxLength: 60 },
    {
      name: 'url',
      type: 'text',
      maxLength: 500,
      admin: { description: 'A path such as /shop, or a full https:// address.' },
    },
    { name: 'new_tab', type: 'checkbox', defaultValue: false },
  ],
})

/** Visibility and styling every widget carries. */
export const widgetStyle: Field = {
  name: 'style',
  type: 'group',
  admin: { description: 'Visibility, spacing and colours.' },
  fields: [
    {
      name: 'visible',
      type: 'select',
      defaultValue: '1',
      options: [
        { label: 'Shown', value: '1' },
        { label: 'Hidden', value: '0' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hidden_before', type: 'date' },
        { name: 'hidden_after', type: 'date' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'padding', type: 'select', options: options(['none', 'small', 'medium', 'large']) },
        { name: 'margin', type: 'select', options: options(['none', 'small', 'medium', 'large']) },
        { name: 'background', type: 'select', options: options(colourCodes) },
        { name: 'text_colour', type: 'select', options: options(['wht', 'blk']) },
      ],
    },
  ],
}

export const imageSettings: Field[] = [
  { name: 'image_opacity', type: 'select', defaultValue: '100', options: options(opacities) },
  { name: 'image_saturation', type: 'select', defaultValue: '100', options: options(saturations) },
]

export const selectOptions = options
