import { describe, expect, it } from 'vitest'

import { COMPANIONS, WALL, wallScene } from '@/components/Shop/wall-scene'

describe('wallScene', () => {
  it('keeps the painting at its stated size and hangs it at eye height above the sofa', () => {
    const { painting, companion } = wallScene({ width: 56, height: 38 }, 'sofa')
    expect([painting.width, painting.height]).toEqual([56, 38])
    expect(WALL.height - (painting.y + painting.height / 2)).toBe(145)
    expect(companion).toMatchObject({ ...COMPANIONS.sofa, y: WALL.height - COMPANIONS.sofa.height })
    expect(painting.y + painting.height).toBeLessThanOrEqual(companion.y - 20)
  })

  it('raises a tall painting clear of the furniture, and stands a person beside it', () => {
    const tall = wallScene({ width: 90, height: 150 }, 'sideboard')
    expect(tall.painting.y + tall.painting.height).toBeLessThanOrEqual(tall.companion.y - 20)
    const person = wallScene({ width: 56, height: 38 }, 'person')
    expect(person.companion.x + person.companion.width).toBeLessThan(person.painting.x)
  })
})
