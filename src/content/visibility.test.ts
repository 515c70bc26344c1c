import { describe, expect, it } from 'vitest'

import { isListBlockVisible, isTimed, isWidgetVisible } from '@/content/visibility'

const now = new Date('2026-11-22T10:00:00Z')

describe('isWidgetVisible', () => {
  it('shows a widget with no settings', () => expect(isWidgetVisible(undefined, now)).toBe(true))
  it("hides a widget flagged '0'", () => expect(isWidgetVisible({ visible: '0' }, now)).toBe(false))
  it('hides before hidden_before and after hidden_after', () => {
    expect(isWidgetVisible({ hidden_before: '2026-11-23T00:00:00Z' }, now)).toBe(false)
    expect(isWidgetVisible({ hidden_before: '2026-11-21T00:00:00Z' }, now)).toBe(true)
    expect(isWidgetVisible({ hidden_after: '2026-11-21T00:00:00Z' }, now)).toBe(false)
    expect(isWidgetVisible({ hidden_after: '2026-11-23T00:00:00Z' }, now)).toBe(true)
  })
  it('knows which widgets depend on the clock', () => {
    expect(isTimed({ hidden_after: '2026-11-23T00:00:00Z' })).toBe(true)
    expect(isTimed({ visible: '0' })).toBe(false)
  })
})

describe('isListBlockVisible', () => {
  it('hides a hidden block and one outside its start and end', () => {
    expect(isListBlockVisible({}, now)).toBe(true)
    expect(isListBlockVisible({ hidden: true }, now)).toBe(false)
    expect(isListBlockVisible({ start_time: '2026-12-01T00:00:00Z' }, now)).toBe(false)
    expect(isListBlockVisible({ end_time: '2026-11-01T00:00:00Z' }, now)).toBe(false)
    expect(isListBlockVisible({ start_time: '2026-11-01T00:00:00Z', end_time: '2026-12-01T00:00:00Z' }, now)).toBe(true)
  })
})
