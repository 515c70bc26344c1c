import { describe, expect, it } from 'vitest'

import { isolate } from '@/i18n/bidi'

describe('isolate', () => {
  it('wraps a value in a first-strong isolate and its end', () => {
    expect(isolate('+61 8 9335 0142')).toBe('\u2068+61 8 9335 0142\u2069')
    expect([...isolate('IM-00001')].at(0)).toBe('\u2068')
    expect([...isolate('IM-00001')].at(-1)).toBe('\u2069')
  })
})
