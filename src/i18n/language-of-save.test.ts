import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { onlyLanguageChanged } from '@/i18n/language-of-save'

// A product's fields as Payload flattens them: a name per language, a shared price and picture,
// options (rows) whose names are per language, and a group holding an SEO title per language.
const fields = [
  { name: 'name', type: 'text', localized: true },
  { name: 'price', type: 'number' },
  { name: 'picture', type: 'upload', relationTo: 'media' },
  {
    name: 'options',
    type: 'array',
    flattenedFields: [
      { name: 'label', type: 'text', localized: true },
      { name: 'extra', type: 'number' },
    ],
  },
  { name: 'meta', type: 'group', flattenedFields: [{ name: 'title', type: 'text', localized: true }] },
  { name: 'updatedAt', type: 'date' },
  // Read into the document from elsewhere (its SKU), not saved with it.
  { name: 'stock', type: 'number', virtual: true },
] as unknown as FlattenedField[]

const before = {
  id: 7,
  name: 'Harbour',
  price: 120,
  picture: 3,
  options: [{ id: 'a', label: 'Framed', extra: 40 }],
  meta: { title: 'Harbour' },
  updatedAt: '2026-12-01T00:00:00.000Z',
}

describe('the one language a save changed', () => {
  it('is the language of a save that changed only its texts, in rows and groups too', () => {
    const after = {
      ...before,
      name: 'Hafen',
      options: [{ id: 'a', label: 'Gerahmt', extra: 40 }],
      meta: { title: 'Hafen' },
      updatedAt: '2026-12-02T00:00:00.000Z',
    }
    expect(onlyLanguageChanged(fields, after, before, 'de')).toBe('de')
  })

  it('is the language of a save read with its picture brought along, or with what is read from elsewhere', () => {
    expect(onlyLanguageChanged(fields, { ...before, picture: { id: 3, alt: 'Boats' } }, before, 'ja')).toBe('ja')
    expect(onlyLanguageChanged(fields, { ...before, stock: 1 }, before, 'ja')).toBe('ja')
  })

  it('is none when something every language shares changed', () => {
    expect(onlyLanguageChanged(fields, { ...before, name: 'Hafen', price: 140 }, before, 'de')).toBeNull()
    expect(onlyLanguageChanged(fields, { ...before, picture: 4 }, before, 'de')).toBeNull()
    expect(
      onlyLanguageChanged(fields, { ...before, options: [{ id: 'a', label: 'Gerahmt', extra: 50 }] }, before, 'de'),
    ).toBeNull()
    const added = [...before.options, { id: 'b', label: 'Ungerahmt', extra: 0 }]
    expect(onlyLanguageChanged(fields, { ...before, options: added }, before, 'de')).toBeNull()
  })

  it('is none for English, every language’s fallback, for a new document and for no language', () => {
    expect(onlyLanguageChanged(fields, { ...before, name: 'Harbour at dawn' }, before, 'en')).toBeNull()
    expect(onlyLanguageChanged(fields, before, undefined, 'de')).toBeNull()
    expect(onlyLanguageChanged(fields, before, {}, 'de')).toBeNull()
    expect(onlyLanguageChanged(fields, before, before, 'all')).toBeNull()
    expect(onlyLanguageChanged(fields, before, before, undefined)).toBeNull()
  })
})
