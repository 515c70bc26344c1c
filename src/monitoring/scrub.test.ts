import { describe, expect, it } from 'vitest'

import { scrubReport, scrubText } from '@/monitoring/scrub'

describe('error reports without personal data', () => {
  it('takes e-mail addresses, codes, tokens and query values out of any text', () => {
    expect(scrubText('No account for jane.doe+art@example.com.au')).toBe('No account for [email]')
    expect(scrubText('Code 482913 was refused')).toBe('Code [code] was refused')
    expect(scrubText('Bearer eyJhbGciOi.eyJzdWIiOiIx.sig_nature-1')).toBe('Bearer [token]')
    expect(scrubText('key 3f9c2a7d1e8b4c6a9f0e2d7c5b1a8e3f')).toBe('key [token]')
    expect(scrubText('GET /auth/verify?email=a%40b.co&token=abc123')).toBe(
      'GET /auth/verify?email=[Filtered]&token=[Filtered]',
    )
  })

  it('leaves prices, dates, order references and code locations alone', () => {
    expect(scrubText('Order IM-00045 of 1250.00 on 2026-11-27 failed')).toBe(
      'Order IM-00045 of 1250.00 on 2026-11-27 failed',
    )
    expect(scrubText('presentProductSummary')).toBe('presentProductSummary')
  })

  it('drops the user, the request body, cookies and all but harmless headers; keeps stack frames', () => {
    const report = scrubReport({
      message: 'Login failed for jane@example.com',
      user: { email: 'jane@example.com', ip_address: '203.0.113.9' },
      request: {
        url: 'https://studio.example/login?next=%2Fcart',
        data: { email: 'jane@example.com', password: 'Watercolour-2026' },
        cookies: { 'atelier-access': 'eyJa.eyJb.c' },
        headers: {
          Cookie: 'a=b',
          Authorization: 'Bearer x',
          'User-Agent': 'Firefox',
          'X-Forwarded-For': '203.0.113.9',
        },
      },
      extra: { customerEmail: 'jane@example.com', note: 'phone 0412 345 678' },
      exception: {
        values: [
          {
            value: 'jane@example.com not found',
            stacktrace: { frames: [{ filename: '/app/jane@example.com/x.js', function: 'login' }] },
          },
        ],
      },
    })
    expect(report.user).toBeUndefined()
    expect(report.message).toBe('Login failed for [email]')
    expect(report.request).toEqual({
      url: 'https://studio.example/login?next=[Filtered]',
      headers: { 'User-Agent': 'Firefox' },
    })
    expect(report.extra).toEqual({ customerEmail: '[Filtered]', note: 'phone 0412 345 678' })
    expect(JSON.stringify(report.exception)).toContain('"value":"[email] not found"')
    expect(JSON.stringify(report.exception)).toContain('/app/jane@example.com/x.js')
  })

  it('cuts a value that contains itself, or nests too deep, instead of failing', () => {
    const request: Record<string, unknown> = { url: '/cart?code=482913' }
    const response = { status: 500, request }
    request.response = response
    let deep: Record<string, unknown> = { note: 'jane@example.com' }
    for (let i = 0; i < 10_000; i++) deep = { deep }
    const report = scrubReport({ data: { request, siblings: [response, response] }, extra: deep })
    expect(report.data).toEqual({
      request: { url: '/cart?code=[Filtered]', response: { status: 500, request: '[Circular]' } },
      siblings: [
        { status: 500, request: { url: '/cart?code=[Filtered]', response: '[Circular]' } },
        { status: 500, request: { url: '/cart?code=[Filtered]', response: '[Circular]' } },
      ],
    })
    expect(JSON.stringify(report.extra)).toContain('"[Object]"')
    expect(JSON.stringify(report)).not.toContain('jane@example.com')
  })
})
