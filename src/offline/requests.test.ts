import { describe, expect, it } from 'vitest'

import { config } from '@/proxy'

import { needsConnection, offlinePathFor, PER_VISITOR_PAGES, requestKind, staticFilesOf } from '@/offline/requests'

const kind = (path: string, { rsc = false, sameOrigin = true } = {}) =>
  requestKind(new URL(path, 'https://studio.example'), { sameOrigin, rsc })

describe('what the offline worker keeps', () => {
  it('keeps the pages every visitor sees alike, in every language', () => {
    for (const path of ['/', '/shop', '/shop/originals', '/product/blue-bay', '/de/shop', '/ar', '/blog?page=2'])
      expect(kind(path), path).toBe('page')
  })

  it('never keeps a visitor’s own pages, with or without a language prefix', () => {
    for (const path of [
      '/cart',
      '/de/checkout',
      '/pay/12',
      '/my-account',
      '/ja/profile',
      '/invoice/5',
      '/search?q=sea',
    ])
      expect(kind(path), path).toBe('visitor-page')
  })

  it('names the same pages as the proxy that renders them per request', () => {
    expect(config.matcher[0]).toContain(`(${PER_VISITOR_PAGES.join('|')})`)
  })

  it('keeps versioned files and picture renditions', () => {
    expect(kind('/_next/static/chunks/abc.js')).toBe('static')
    expect(kind('/_next/static/media/inter.woff2')).toBe('static')
    expect(kind('/assets/i/4f2a/4x3/600.webp')).toBe('picture')
  })

  it('leaves the API, the studio, sound, feeds, page data and other sites to the network', () => {
    for (const path of [
      '/api/v1/cart/getCart',
      '/api/users/me',
      '/admin',
      '/admin/collections/products',
      '/assets/audio/episode.mp3',
      '/blog/rss.xml',
      '/sitemap.xml',
      '/sw.js',
      '/_next/image?url=x',
    ])
      expect(kind(path), path).toBe('network')
    expect(kind('/shop?_rsc=1x2y')).toBe('network')
    expect(kind('/shop', { rsc: true })).toBe('network')
    expect(kind('/shop', { sameOrigin: false })).toBe('network')
  })
})

describe('the offline page', () => {
  it('is the one in the language of the page asked for', () => {
    expect(offlinePathFor('/product/blue-bay')).toBe('/offline')
    expect(offlinePathFor('/de/shop')).toBe('/de/offline')
    expect(offlinePathFor('/ar')).toBe('/ar/offline')
    expect(offlinePathFor('/pt-BR/cart')).toBe('/pt-BR/offline')
  })

  it('says when the page asked for needs a connection', () => {
    expect(needsConnection('/cart')).toBe(true)
    expect(needsConnection('/de/checkout')).toBe(true)
    expect(needsConnection('/product/blue-bay')).toBe(false)
  })

  it('finds the versioned files its HTML needs, once each', () => {
    const html = `<link rel="stylesheet" href="/_next/static/css/a1.css"/><script src="/_next/static/chunks/b2.js" async=""></script>
      <link rel="preload" href="/_next/static/media/inter.woff2" as="font"/><script src="/_next/static/chunks/b2.js"></script>
      <img src="/assets/i/x/1x1/50.webp"/>`
    expect(staticFilesOf(html)).toEqual([
      '/_next/static/css/a1.css',
      '/_next/static/chunks/b2.js',
      '/_next/static/media/inter.woff2',
    ])
  })
})
