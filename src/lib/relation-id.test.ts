import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/relation-id'

describe('relationId', () => {
  it('reads populated and bare relationships alike', () => {
    expect(relationId({ id: 7, name: 'x' })).toBe(7)
    expect(relationId(7)).toBe(7)
    expect(relationId('7')).toBe(7)
  })
  it('answers null for an empty relationship', () => {
    for (const empty of [null, undefined, '', {}]) expect(relationId(empty)).toBeNull()
  })
})
