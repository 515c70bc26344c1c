import { describe, expect, it } from 'vitest'

import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatVoucherCode,
  newVoucherCode,
  normalizeVoucherCode,
} from '@/commerce/vouchers/voucher-code'

describe('voucher codes', () => {
  it('are 16 characters without look-alikes, different each time', () => {
    const codes = new Set(Array.from({ length: 1000 }, newVoucherCode))
    expect(codes.size).toBe(1000)
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`))
    expect(CODE_ALPHABET).not.toMatch(/[01OIL25SZ8B]/)
  })

  it('print in groups of four and read back however they are typed', () => {
    expect(formatVoucherCode('ACDEFGHJKMNPQRTU')).toBe('ACDE-FGHJ-KMNP-QRTU')
    expect(normalizeVoucherCode(' acde-fghj kmnp-qrtu ')).toBe('ACDEFGHJKMNPQRTU')
    expect(normalizeVoucherCode('ACDEFGHJKMNPQRT')).toBeNull()
    expect(normalizeVoucherCode('ACDEFGHJKMNPQRT0')).toBeNull()
    expect(normalizeVoucherCode("ACDEFGHJKMNPQ' OR 1=1")).toBeNull()
  })
})
