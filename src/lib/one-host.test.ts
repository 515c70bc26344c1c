import { describe, expect, it } from 'vitest'

import { otherHostRedirect, partnerHosts } from '@/lib/one-host'

const options = { siteUrl: 'https://isla.example', otherHosts: ['club.example'], trustProxy: false }

describe('otherHostRedirect', () => {
  it('sends a page on another host to the same path and query on the site’s host', () => {
    expect(otherHostRedirect({ host: 'www.isla.example' }, '/shop?page=2', options)).toBe(
      'https://isla.example/shop?page=2',
    )
    expect(otherHostRedirect({ host: 'ISLA-moreton.example:8443' }, '/de/checkout', options)).toBe(
      'https://isla.example/de/checkout',
    )
  })

  it('leaves the site’s own host, partner hosts and this machine’s names alone', () => {
    expect(otherHostRedirect({ host: 'Isla.Example' }, '/', options)).toBeNull()
    expect(otherHostRedirect({ host: 'club.example' }, '/enter', options)).toBeNull()
    for (const host of ['localhost:3000', '127.0.0.1:3000', '127.0.0.53', '[::1]:3000'])
      expect(otherHostRedirect({ host }, '/', options)).toBeNull()
    expect(otherHostRedirect({}, '/', options)).toBeNull()
  })

  it('reads the visitor’s host from a trusted proxy, and ignores the header from anyone else', () => {
    const proxied = { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.isla.example, proxy.internal' }
    expect(otherHostRedirect(proxied, '/cart', { ...options, trustProxy: true })).toBe('https://isla.example/cart')
    expect(otherHostRedirect(proxied, '/cart', options)).toBeNull()
    expect(otherHostRedirect({ host: 'isla.example', 'x-forwarded-host': 'evil.example' }, '/', options)).toBeNull()
  })

  it('keeps a development site on localhost working from 127.0.0.1', () => {
    const local = { siteUrl: 'http://localhost:3000', otherHosts: [], trustProxy: false }
    expect(otherHostRedirect({ host: '127.0.0.1:3000' }, '/', local)).toBeNull()
    expect(otherHostRedirect({ host: 'atelier.lan:3000' }, '/', local)).toBe('http://localhost:3000/')
  })
})

describe('partnerHosts', () => {
  it('reads the hosts of the partner landings', () => {
    expect(partnerHosts('club.example=/profile, events.example=/enter')).toEqual(['club.example', 'events.example'])
    expect(partnerHosts(undefined)).toEqual([])
  })
})
