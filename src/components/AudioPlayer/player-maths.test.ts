import { describe, expect, it } from 'vitest'

import { clampTime, formatTime, isoDuration, nextSpeed, SPEEDS } from '@/components/AudioPlayer/player-maths'

describe('nextSpeed', () => {
  it('cycles 1, 1.25, 1.5, 2 and back to 1', () => {
    const seen = [1]
    for (let i = 0; i < SPEEDS.length; i++) seen.push(nextSpeed(seen[seen.length - 1]))
    expect(seen).toEqual([1, 1.25, 1.5, 2, 1])
  })

  it('starts again from 1 after a speed not on the list', () => {
    expect(nextSpeed(0.8)).toBe(1)
  })
})

describe('clampTime', () => {
  it('keeps a skip inside the episode', () => {
    expect(clampTime(-4, 100)).toBe(0)
    expect(clampTime(105, 100)).toBe(100)
    expect(clampTime(42, 100)).toBe(42)
  })

  it('does not cap a position while the length is unknown', () => {
    expect(clampTime(42, Number.NaN)).toBe(42)
    expect(clampTime(Number.NaN, 100)).toBe(0)
  })
})

describe('formatTime', () => {
  it('reads minutes and seconds, and hours past an hour', () => {
    expect(formatTime(0)).toBe('0:00')
    expect(formatTime(65.9)).toBe('1:05')
    expect(formatTime(3729)).toBe('1:02:09')
  })

  it('reads 0:00 for an unknown length', () => {
    expect(formatTime(Number.NaN)).toBe('0:00')
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00')
  })

  it('gives the same position as an ISO duration', () => {
    expect(isoDuration(3729)).toBe('PT1H2M9S')
  })
})
