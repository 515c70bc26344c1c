import { describe, expect, it } from 'vitest'

import { datePartOrder, joinDate, splitDate } from '@/components/Account/date-parts'

describe('date parts', () => {
  it('follow the order each language writes a date in', () => {
    expect(datePartOrder('en-AU')).toEqual(['day', 'month', 'year'])
    expect(datePartOrder('de')).toEqual(['day', 'month', 'year'])
    expect(datePartOrder('ja')).toEqual(['year', 'month', 'day'])
    expect(datePartOrder('zh-CN')).toEqual(['year', 'month', 'day'])
    expect(datePartOrder('ko')).toEqual(['year', 'month', 'day'])
  })

  it('join into an ISO date only when they name a real day', () => {
    expect(joinDate({ day: '7', month: '3', year: '1985' })).toBe('1985-03-07')
    expect(joinDate({ day: '29', month: '02', year: '2000' })).toBe('2000-02-29')
    expect(joinDate({ day: '31', month: '02', year: '1985' })).toBe('1985-02-31')
    expect(joinDate({ day: '7', month: '3', year: '85' })).toBe('85-3-7')
    expect(joinDate({ day: '', month: '', year: '' })).toBe('')
  })

  it('split an ISO date, and nothing else', () => {
    expect(splitDate('1985-03-07')).toEqual({ day: '07', month: '03', year: '1985' })
    expect(splitDate(null)).toEqual({ day: '', month: '', year: '' })
    expect(splitDate('7/3/1985')).toEqual({ day: '', month: '', year: '' })
  })
})
