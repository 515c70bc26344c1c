import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'

import { setEnvForTests } from '@/lib/env'

import { addStrictTransport, cameOverHttps, STRICT_TRANSPORT } from '@/api/strict-transport'

const request = (headers: IncomingMessage['headers'], encrypted = false, peer = '10.0.0.2') =>
  ({ headers, socket: encrypted ? { encrypted: true } : { remoteAddress: peer } }) as unknown as IncomingMessage

describe('Strict-Transport-Security', () => {
  let restore: (() => void) | undefined
  afterEach(() => restore?.())

  it('is sent over a TLS socket, and never over plain http', () => {
    const sent = new Map<string, string>()
    const res = { setHeader: (name: string, value: string) => sent.set(name, value) } as unknown as ServerResponse
    addStrictTransport(request({}, true), res)
    expect(sent.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT)
    sent.clear()
    addStrictTransport(request({ 'x-forwarded-proto': 'https' }), res)
    expect(sent.size).toBe(0)
  })

  it('believes X-Forwarded-Proto only behind a trusted proxy, reading the visitor’s side first', () => {
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'https' }))).toBe(false)
    restore = setEnvForTests({ trustProxy: { hops: 1 } })
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'https' }))).toBe(true)
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true)
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'http, https' }))).toBe(false)
    expect(cameOverHttps(request({}))).toBe(false)
  })

  it('believes X-Forwarded-Proto only from a peer that is one of the named proxies', () => {
    restore = setEnvForTests({ trustProxy: { ranges: ['10.0.0.0/8'] } })
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'https' }, false, '10.0.0.2'))).toBe(true)
    expect(cameOverHttps(request({ 'x-forwarded-proto': 'https' }, false, '203.0.113.7'))).toBe(false)
  })
})
