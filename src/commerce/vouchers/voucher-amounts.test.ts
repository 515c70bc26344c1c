import { describe, expect, it } from 'vitest'

import { isVoucherAmount, parseVoucherAmounts } from '@/commerce/vouchers/voucher-amounts'
import { addDays, isCalendarDay, studioToday } from '@/commerce/vouchers/studio-day'

describe('voucher amounts', () => {
  it('reads the widget setting as cents, skipping what cannot be a voucher', () => {
    expect(parseVoucherAmounts('50|100|150|200')).toEqual([5000, 10000, 15000, 20000])
    expect(parseVoucherAmounts(' $25.50 | 25.5 | abc | 5 | 9999 | 0 | -10 | 75 ')).toEqual([2550, 7500])
    expect(parseVoucherAmounts('')).toEqual([])
    expect(parseVoucherAmounts(null)).toEqual([])
  })

  it('takes $10 to $2,000 in whole cents only', () => {
    expect([10, 2000, 99.99, 45.5].every(isVoucherAmount)).toBe(true)
    expect([0, -5, 9.99, 2000.01, 12.345, Number.NaN, Infinity, 1e12].some(isVoucherAmount)).toBe(false)
  })
})

describe('the studio calendar', () => {
  it('says what day it is in Fremantle, and counts days on', () => {
    // 20:30 UTC on 1 March is 04:30 on 2 March in Perth (UTC+8).
    expect(studioToday(new Date('2027-03-01T20:30:00Z'))).toBe('2027-03-02')
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01')
    expect(addDays('2027-12-31', 366)).toBe('2028-12-31')
    expect(isCalendarDay('2027-02-29')).toBe(false)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2027-2-1')).toBe(false)
  })
})
