import { describe, expect, it } from 'vitest'

import { inLanguage, type Translatable } from '@/i18n/translations'

type Doc = { id: number; slug: string; name: string; blurb: string | null; content: string }

const painting: Translatable<Doc> = {
  id: 1,
  slug: 'karri-light',
  name: 'Karri Light',
  blurb: 'Forest after rain.',
  content: '<p>The karri forest.</p>',
  translated: {
    fields: ['name', 'blurb', 'content'],
    values: { de: { name: 'Karri-Licht', content: '<p>Der Karri-Wald.</p>' } },
  },
}

describe('a document in the visitor’s language', () => {
  it('takes each translated field, keeps English for the rest and names those', () => {
    const { doc, english } = inLanguage(painting, 'de')
    expect(doc).toEqual({
      id: 1,
      slug: 'karri-light',
      name: 'Karri-Licht',
      blurb: 'Forest after rain.',
      content: '<p>Der Karri-Wald.</p>',
    })
    expect(english).toEqual(['blurb'])
  })

  it('is all English in a language without a translation, and nothing is called English in English', () => {
    expect(inLanguage(painting, 'ja').english).toEqual(['name', 'blurb', 'content'])
    const { doc, english } = inLanguage(painting, 'en')
    expect(doc.name).toBe('Karri Light')
    expect(english).toEqual([])
    expect(doc).not.toHaveProperty('translated')
  })

  it('does not call an empty English field English', () => {
    expect(inLanguage({ ...painting, blurb: null }, 'de').english).toEqual([])
  })
})
