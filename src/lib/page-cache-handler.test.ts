import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { toAsciiHtml } from '@/lib/ascii-html'
import PageCacheHandler, { languageOfKey, registerPageCacheHandler } from '@/lib/page-cache-handler'
import { scriptPolicy } from '@/lib/script-policy'

const require = createRequire(import.meta.url)
const { nodeFs } =
  require('next/dist/server/lib/node-fs-methods.js') as typeof import('next/dist/server/lib/node-fs-methods')

const page = '<!DOCTYPE html><html><head><title>Isla’s studio</title></head><body><p>Karri › 🌿</p></body></html>'

describe('PageCacheHandler', () => {
  const handler = (serverDistDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))) =>
    new PageCacheHandler({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: false,
      maxMemoryCacheSize: 10_000_000,
      revalidatedTags: [],
      _requestHeaders: {},
    })

  it('files a page under its tags narrowed to its language, so a save of German texts drops only German pages', async () => {
    const cache = handler()
    const store = (address: string) =>
      cache.set(
        `/route-cache/APP_PAGE/f480c187/$${address}`,
        {
          kind: 'APP_PAGE',
          html: page,
          rscData: Buffer.from(''),
          headers: { 'x-next-cache-tags': 'shop,_N_T_/layout' },
          status: 200,
        } as never,
        { cacheControl: { revalidate: false, expire: undefined } } as never,
      )
    const read = (address: string) =>
      cache.get(`/route-cache/APP_PAGE/f480c187/$${address}`, {
        kind: 'APP_PAGE',
        isRoutePPREnabled: false,
        isFallback: false,
      } as never)
    await store('/de/shop-narrowed')
    await store('/en/shop-narrowed')
    const german = await read('/de/shop-narrowed')
    expect((german?.value as { headers: Record<string, string> }).headers['x-next-cache-tags'].split(',')).toEqual([
      'shop',
      '_N_T_/layout',
      'shop@de',
    ])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cache.revalidateTag('shop@de', { expire: 0 })
    expect(await read('/de/shop-narrowed')).toBeNull()
    expect(await read('/en/shop-narrowed')).not.toBeNull()
  })

  it('reads the language of a cached address, or none', () => {
    expect(languageOfKey('/route-cache/APP_PAGE/f480c187/$/pt-BR/product/one')).toBe('pt-BR')
    expect(languageOfKey('/route-cache/APP_PAGE/f480c187/$/en')).toBe('en')
    expect(languageOfKey('/route-cache/APP_ROUTE/f480c187/$/sitemap.xml')).toBe('any')
    expect(languageOfKey('/de/shop')).toBe('de')
  })

  it('stores a page with its HTML in ASCII and the rest as it came', async () => {
    const rscData = Buffer.from('1:"Isla’s"')
    const value = {
      kind: 'APP_PAGE',
      html: page,
      rscData,
      headers: {},
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    }
    await handler().set(
      '/product/one-byte',
      value as never,
      { cacheControl: { revalidate: false, expire: undefined } } as never,
    )
    const stored = await handler().get('/product/one-byte', {
      kind: 'APP_PAGE',
      isRoutePPREnabled: false,
      isFallback: false,
    } as never)
    expect(stored?.value).toMatchObject({ kind: 'APP_PAGE', html: toAsciiHtml(page), rscData, status: 200 })
  })

  it('changes the page it is handed in place, so the first answer Next sends from it carries the policy', async () => {
    const value = {
      kind: 'APP_PAGE',
      html: `${page}<script>self.__next_f.push([1,"Isla’s"])</script>`,
      rscData: undefined,
      headers: { 'x-next-cache-tags': 'products' } as Record<string, string>,
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    }
    await handler().set('/product/first', value as never, { cacheControl: { revalidate: false } } as never)
    expect(value.html).not.toMatch(/[^\0-\x7f]/)
    expect(value.headers).toEqual({
      'x-next-cache-tags': 'products',
      'content-security-policy': scriptPolicy(value.html),
    })
    expect(value.headers['content-security-policy']).toMatch(
      /^script-src 'self' 'sha256-[^']+'; script-src-attr 'none'$/,
    )
  })

  it('gives a page that `next build` wrote (not through the cache) its policy when it is read', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
    const html = '<!DOCTYPE html><html><body><h1>404</h1><script>self.__next_f.push([0])</script></body></html>'
    mkdirSync(path.join(dist, 'app'))
    writeFileSync(path.join(dist, 'app', '_built-not-found.html'), html)
    writeFileSync(path.join(dist, 'app', '_built-not-found.meta'), JSON.stringify({ status: 404, headers: {} }))
    writeFileSync(path.join(dist, 'app', '_built-not-found.rsc'), '0:{}')
    const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never
    const read = await handler(dist).get('/_built-not-found', context)
    expect(read?.value).toMatchObject({ status: 404, headers: { 'content-security-policy': scriptPolicy(html) } })
    // Kept with the entry: the next read finds it there.
    expect((await handler(dist).get('/_built-not-found', context))?.value).toBe(read?.value)
  })

  it('is the cache Next finds for this process once registered', () => {
    registerPageCacheHandler()
    const registry = (globalThis as unknown as Record<symbol, { FetchCache?: unknown }>)[
      Symbol.for('@next/cache-handlers')
    ]
    expect(registry?.FetchCache).toBe(PageCacheHandler)
  })

  it('stores cached data other than pages untouched', async () => {
    const value = {
      kind: 'FETCH',
      data: { headers: {}, body: 'Isla’s', status: 200, url: '' },
      revalidate: false,
      tags: [],
    }
    await handler().set('data-one-byte', value as never, { fetchCache: true, tags: [] } as never)
    const stored = await handler().get('data-one-byte', { kind: 'FETCH', tags: [], softTags: [] } as never)
    expect(stored?.value).toEqual(value)
  })
})
