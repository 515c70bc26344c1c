import { describe, expect, it } from 'vitest'

import { SLUG_MAX_LENGTH, slugFromName, slugSchema } from '@/content/slug'

describe('an address part made from a name', () => {
  it('is lower-case words joined by single dashes, accents dropped', () => {
    expect(slugFromName('Cottesloe Morning')).toBe('cottesloe-morning')
    expect(slugFromName('Café à l’aube — No. 2')).toBe('cafe-a-l-aube-no-2')
    expect(slugFromName('  Banksia, Kings Park! ')).toBe('banksia-kings-park')
    expect(slugFromName('Ōsaka 大阪')).toBe('osaka')
  })

  it('is always one the address check takes, or empty', () => {
    for (const name of ['Cottesloe Morning', '--Dawn--', 'x'.repeat(400), 'a '.repeat(200), 'Ōsaka 大阪'])
      expect(slugSchema.safeParse(slugFromName(name)).success).toBe(true)
    expect(slugFromName('大阪')).toBe('')
    expect(slugFromName('a '.repeat(200)).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
  })
})
