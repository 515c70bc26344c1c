import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { clientAddressOf, forwardedHttps, isTrustedPeer, limitKeyOf, parseTrustedProxies } from '@/lib/trusted-proxies'

const visitor = '203.0.113.7'
const spoofed = '198.51.100.99'

describe('clientAddressOf', () => {
  it('is the socket’s peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddressOf(false, spoofed, visitor)).toBe(visitor)
    expect(clientAddressOf(false, undefined, visitor)).toBe(visitor)
  })

  it('behind one appending proxy, takes the entry that proxy wrote, not the visitor’s own', () => {
    const one = parseTrustedProxies('1')
    // nginx `$proxy_add_x_forwarded_for`: the visitor's header, then the address nginx saw.
    expect(clientAddressOf(one, `${spoofed}, ${visitor}`, '10.0.0.2')).toBe(visitor)
    expect(clientAddressOf(one, `${spoofed},${spoofed}, 192.0.2.1, ${visitor}`, '10.0.0.2')).toBe(visitor)
    // An overwriting proxy sends one entry.
    expect(clientAddressOf(one, visitor, '10.0.0.2')).toBe(visitor)
  })

  it('behind two proxies, skips both and stops at the first untrusted hop from the right', () => {
    const two = parseTrustedProxies('2')
    expect(clientAddressOf(two, `${spoofed}, ${visitor}, 10.0.0.5`, '10.0.0.2')).toBe(visitor)
  })

  it('with proxy addresses, believes only hops that are those proxies', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32')
    expect(clientAddressOf(ranges, `${spoofed}, ${visitor}, 10.1.2.3`, '10.0.0.2')).toBe(visitor)
    expect(clientAddressOf(ranges, `${spoofed}, ${visitor}`, '2001:db8::1')).toBe(visitor)
    // A request straight from the internet: its header is not believed at all.
    expect(clientAddressOf(ranges, spoofed, visitor)).toBe(visitor)
    // Every hop a trusted proxy: the leftmost is as far as we can see.
    expect(clientAddressOf(ranges, '10.9.9.9', '10.0.0.2')).toBe('10.9.9.9')
  })

  it('reads IPv6 hops and headers sent twice', () => {
    const one = parseTrustedProxies('1')
    expect(clientAddressOf(one, [spoofed, '2001:db8:1:2::42'], '::1')).toBe('2001:db8:1:2::42')
  })

  it('stays on the right with hundreds of entries', () => {
    const one = parseTrustedProxies('1')
    const header = [...Array.from({ length: 500 }, (_, i) => `198.51.100.${i % 250}`), visitor].join(', ')
    expect(clientAddressOf(one, header, '10.0.0.2')).toBe(visitor)
  })

  it('never answers an address the client wrote ahead of the trusted proxy’s entry', () => {
    const one = parseTrustedProxies('1')
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 20 }), fc.ipV4(), (written, seen) => {
        expect(clientAddressOf(one, [...written, seen].join(', '), '10.0.0.2')).toBe(seen)
      }),
    )
  })
})

describe('isTrustedPeer', () => {
  it('trusts the socket’s peer by count, or when it is one of the named proxies', () => {
    expect(isTrustedPeer(false, '10.0.0.2')).toBe(false)
    expect(isTrustedPeer(parseTrustedProxies('1'), visitor)).toBe(true)
    const ranges = parseTrustedProxies('loopback')
    expect(isTrustedPeer(ranges, '127.0.0.1')).toBe(true)
    expect(isTrustedPeer(ranges, '::ffff:127.0.0.1')).toBe(true)
    expect(isTrustedPeer(ranges, visitor)).toBe(false)
  })
})

describe('forwardedHttps', () => {
  it('believes X-Forwarded-Proto only from a trusted peer, reading the visitor’s side first', () => {
    const one = parseTrustedProxies('1')
    expect(forwardedHttps(false, '10.0.0.2', 'https')).toBe(false)
    expect(forwardedHttps(one, '10.0.0.2', 'https')).toBe(true)
    expect(forwardedHttps(one, '10.0.0.2', 'HTTPS, http')).toBe(true)
    expect(forwardedHttps(one, '10.0.0.2', ['https', 'http'])).toBe(true)
    expect(forwardedHttps(one, '10.0.0.2', 'http, https')).toBe(false)
    expect(forwardedHttps(one, '10.0.0.2', undefined)).toBe(false)
    expect(forwardedHttps(parseTrustedProxies('loopback'), visitor, 'https')).toBe(false)
  })
})

describe('limitKeyOf', () => {
  it('counts IPv4 as it is and IPv6 by its /64', () => {
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7')
    expect(limitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(limitKeyOf('2001:db8:1:2::42')).toBe(limitKeyOf('2001:db8:1:2:ffff:1:2:3'))
    expect(limitKeyOf('2001:db8:1:2::42')).not.toBe(limitKeyOf('2001:db8:1:3::42'))
    expect(limitKeyOf('local')).toBe('local')
  })
})
