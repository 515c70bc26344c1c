import { describe, expect, it } from 'vitest'

import { siteAddress } from '@/lib/site-address'

describe('siteAddress', () => {
  it('serves English pages at their own address under the internal English prefix, with the query kept', () => {
    expect(siteAddress('/')).toEqual({ url: '/en/home' })
    expect(siteAddress('/?utm_source=newsletter')).toEqual({ url: '/en/home?utm_source=newsletter' })
    for (const path of ['/about', '/product/cottesloe-morning', '/homework', '/home/x', '/graphql-playground']) {
      expect(siteAddress(`${path}?x=1`)).toEqual({ url: `/en${path}?x=1` })
    }
  })

  it('routes a category’s view as a path of its own, keeping the query, and nothing else', () => {
    expect(siteAddress('/shop/prints?available=1&sort=price-asc')).toEqual({
      url: '/en/shop/prints/1/sort.price-asc~available.1?available=1&sort=price-asc',
    })
    expect(siteAddress('/de/shop/prints/2?size=large')).toEqual({ url: '/de/shop/prints/2/size.large?size=large' })
    expect(siteAddress('/shop/prints?utm_source=news')).toEqual({ url: '/en/shop/prints?utm_source=news' })
    expect(siteAddress('/shop/prints?sort=cheapest')).toEqual({ url: '/en/shop/prints?sort=cheapest' })
    expect(siteAddress('/shop?sort=newest')).toEqual({ url: '/en/shop?sort=newest' })
    expect(siteAddress('/product/x?sort=newest')).toEqual({ url: '/en/product/x?sort=newest' })
  })

  it('serves every other language under its prefix as it came, its home page under the page slug', () => {
    expect(siteAddress('/de/shop')).toEqual({ url: '/de/shop' })
    expect(siteAddress('/pt-BR/product/cottesloe-morning?a=b')).toEqual({ url: '/pt-BR/product/cottesloe-morning?a=b' })
    expect(siteAddress('/ar')).toEqual({ url: '/ar/home' })
    expect(siteAddress('/zh-CN?x=1')).toEqual({ url: '/zh-CN/home?x=1' })
  })

  it('treats an unknown prefix as an English page, which is not found', () => {
    expect(siteAddress('/xx/shop')).toEqual({ url: '/en/xx/shop' })
    expect(siteAddress('/pt-br/shop')).toEqual({ url: '/en/pt-br/shop' })
  })

  it('sends the home page’s internal name and the English prefix to the one public address', () => {
    expect(siteAddress('/home')).toEqual({ redirect: '/' })
    expect(siteAddress('/home?ref=a')).toEqual({ redirect: '/?ref=a' })
    expect(siteAddress('/de/home')).toEqual({ redirect: '/de' })
    expect(siteAddress('/en')).toEqual({ redirect: '/' })
    expect(siteAddress('/en/shop?page=2')).toEqual({ redirect: '/shop?page=2' })
    expect(siteAddress('/en/home')).toEqual({ redirect: '/' })
    expect(siteAddress('/de/')).toEqual({ redirect: '/de' })
    expect(siteAddress('/about/?x=1')).toEqual({ redirect: '/about?x=1' })
    expect(siteAddress('/de/shop//')).toEqual({ redirect: '/de/shop' })
  })

  it('sends a visitor who chose a language back to it from /, and nowhere else', () => {
    expect(siteAddress('/', 'de')).toEqual({ redirect: '/de', temporary: true })
    expect(siteAddress('/?x=1', 'ja')).toEqual({ redirect: '/ja?x=1', temporary: true })
    expect(siteAddress('/', 'en')).toEqual({ url: '/en/home' })
    expect(siteAddress('/', 'xx')).toEqual({ url: '/en/home' })
    expect(siteAddress('/shop', 'de')).toEqual({ url: '/en/shop' })
  })

  it('leaves Payload, Next’s files, the internals and files as they came, and serves /graphql from Payload', () => {
    expect(siteAddress('/graphql')).toEqual({ url: '/api/graphql' })
    for (const url of [
      '/api/users/me',
      '/admin',
      '/admin/collections/pages',
      '/_next/static/x.js',
      '/internal/revalidate',
      '/cms',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
    ]) {
      expect(siteAddress(url)).toEqual({ url })
    }
  })
})
