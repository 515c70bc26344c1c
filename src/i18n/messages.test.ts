import { describe, expect, it } from 'vitest'

import { loadMessages } from '@/i18n/messages'

describe('loadMessages', () => {
  it('reads a language’s whole catalogue, in that language', async () => {
    const german = await loadMessages('de')
    const english = await loadMessages('en')
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort())
    expect(german.notFound.title).not.toBe(english.notFound.title)
    expect(await loadMessages('de')).toBe(german)
  })
})
