// Speed and size of the foundation, as ratios against baselines measured in the same run:
//   npm run bench            (BENCH_SECONDS=5 sets each load's length)
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { crowdMemory } from './crowd'
import { firstLoadJs } from './first-load-js'
import { measure, measurePair } from './load'
import { benchSearch } from './search'
import { startServer } from './server'
import { shopSubjects } from './shop-subjects'
import { saveResults } from './results'

const seconds = Number(process.env.BENCH_SECONDS || 3)
const port = Number(process.env.BENCH_PORT || 3300)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'))
const staticDir = path.resolve('public/bench-baseline')

const ratio = (value: number, baseline: number) => Math.round((value / baseline) * 100) / 100

async function main() {
  execFileSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
  execFileSync('tsx', ['scripts/prepare-database.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } })

  // A first run makes the rendition; its bytes become the static file of the same size.
  const first = await startServer({ port, dataDir, readyPath: '/api/v1/health' })
  const settings = (await (await fetch(`${first.url}/api/v1/cognito/domain/currentDomain`)).json()) as {
    organisation_logo: { hash: string }
  }
  const renditionPath = `/assets/i/${settings.organisation_logo.hash}/1x1/200.jpg`
  const rendition = Buffer.from(await (await fetch(first.url + renditionPath)).arrayBuffer())
  // So is the cached page's: a static file of the same size, for the page's own baseline.
  const page = Buffer.from(await (await fetch(`${first.url}/about`)).arrayBuffer())
  await first.stop()
  mkdirSync(staticDir, { recursive: true })
  writeFileSync(path.join(staticDir, 'same-size.jpg'), rendition)
  writeFileSync(path.join(staticDir, 'same-size.html'), page)

  // Second start: the database is migrated and seeded already.
  const server = await startServer({ port, dataDir, readyPath: '/' })
  try {
    // First, while the server is fresh: 50,000 anonymous requests and its memory after them.
    const crowd = await crowdMemory(server.url, server.process.pid!)
    const paths = {
      staticFile: '/bench-baseline/same-size.jpg',
      staticPage: '/bench-baseline/same-size.html',
      rendition: renditionPath,
      hello: '/api/v1/health',
      currentDomain: '/api/v1/cognito/domain/currentDomain',
      notFoundPage: '/_not-found',
      cachedPage: '/about',
      cachedGermanPage: '/de/about',
    }
    const shop = await shopSubjects(server.url)
    for (const p of [...Object.values(paths), shop.productPage, shop.getCart]) await measure(server.url, p, 1)
    const images = await measurePair(server.url, paths.rendition, paths.staticFile, seconds)
    const api = await measurePair(server.url, paths.currentDomain, paths.hello, seconds)
    const pages = await measurePair(server.url, paths.cachedPage, paths.notFoundPage, seconds)
    const pageFiles = await measurePair(server.url, paths.cachedPage, paths.staticPage, seconds)
    const products = await measurePair(server.url, shop.productPage, paths.notFoundPage, seconds)
    const carts = await measurePair(server.url, shop.getCart, paths.currentDomain, seconds)
    const languages = await measurePair(server.url, paths.cachedGermanPage, paths.cachedPage, seconds)
    const search = benchSearch(10_000)
    const load = {
      staticFile: images.baseline,
      rendition: images.subject,
      hello: api.baseline,
      currentDomain: api.subject,
      notFoundPage: pages.baseline,
      cachedPage: pages.subject,
      staticPage: pageFiles.baseline,
      cachedPageBesideStaticFile: pageFiles.subject,
      productPage: products.subject,
      notFoundPageWithProducts: products.baseline,
      getCartFiveItems: carts.subject,
      currentDomainWithCart: carts.baseline,
      cachedGermanPage: languages.subject,
      cachedPageBesideGerman: languages.baseline,
    }
    const js = await firstLoadJs(server.url, '/')
    const aboutJs = await firstLoadJs(server.url, paths.cachedPage)
    const germanAboutJs = await firstLoadJs(server.url, paths.cachedGermanPage)

    const results = {
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      bytes: { rendition: rendition.length, page: page.length },
      load,
      startup: { firstRequestMs: Math.round(server.startMs) },
      firstLoadJs: js,
      firstLoadJsByLanguage: { about: aboutJs, germanAbout: germanAboutJs },
      search,
      crowd,
      ratios: {
        renditionToStaticFile: {
          value: ratio(load.rendition.requestsPerSecond, load.staticFile.requestsPerSecond),
          target: '>= 0.5',
        },
        currentDomainToHello: {
          value: ratio(load.currentDomain.requestsPerSecond, load.hello.requestsPerSecond),
          target: '>= 0.25',
        },
        startupToThreeSeconds: { value: ratio(server.startMs, 3000), target: '<= 1' },
        cachedPageToStatic404: {
          value: ratio(load.cachedPage.requestsPerSecond, load.notFoundPage.requestsPerSecond),
          target: '>= 0.9',
        },
        cachedPageToStaticFile: {
          value: ratio(load.cachedPageBesideStaticFile.requestsPerSecond, load.staticPage.requestsPerSecond),
          target: '>= 0.8',
        },
        cachedProductPageToStatic404: {
          value: ratio(load.productPage.requestsPerSecond, load.notFoundPageWithProducts.requestsPerSecond),
          target: '>= 0.8',
        },
        getCartFiveItemsToCurrentDomain: {
          value: ratio(load.getCartFiveItems.requestsPerSecond, load.currentDomainWithCart.requestsPerSecond),
          target: '>= 0.25',
        },
        cachedGermanPageToEnglish: {
          value: ratio(load.cachedGermanPage.requestsPerSecond, load.cachedPageBesideGerman.requestsPerSecond),
          target: '>= 0.95',
        },
        germanFirstLoadJsExtraGzipBytes: { value: germanAboutJs.gzipBytes - aboutJs.gzipBytes, target: '<= 5120' },
        searchMedianMsOverTenThousand: { value: search.medianMs, target: '< 20 ms' },
        crowdMemoryAfter50kTo5k: { value: crowd.ratio, target: '<= 1.10' },
      },
    }
    saveResults('latest', results)
    console.table(Object.values(load))
    console.log(
      JSON.stringify(
        { ratios: results.ratios, startup: results.startup, firstLoadJs: js, search, crowd, machine: results.machine },
        null,
        2,
      ),
    )
  } finally {
    await server.stop()
    rmSync(staticDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  rmSync(staticDir, { recursive: true, force: true })
  process.exit(1)
})
