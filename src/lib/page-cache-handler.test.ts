import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { toAsciiHtml } from '@/lib/ascii-html'
import PageCacheHandler, { registerPageCacheHandler } from '@/lib/page-cache-handler'

const page = '<!DOCTYPE html><html><head><title>Isla’s studio</title></head><body><p>Karri › 🌿</p></body></html>'

describe('PageCacheHandler', () => {
  const handler = () =>
    new PageCacheHandler({
      fs: undefined as never,
      serverDistDir: mkdtempSync(path.join(tmpdir(), 'page-cache-')),
      flushToDisk: false,
      maxMemoryCacheSize: 10_000_000,
      revalidatedTags: [],
      _requestHeaders: {},
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
