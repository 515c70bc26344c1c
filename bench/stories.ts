// The blog, podcast and feed against baselines measured in the same run:
//   npx tsx bench/stories.ts   (after a production build; BENCH_SECONDS=5 sets each load's length)
// - a cached article page and a cached episode page / Next's prerendered 404: each >= 0.8
// - a byte-range request for an episode's sound file / a static file of the same size: >= 0.5
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { measure, measurePair, type Target } from './load'
import { startServer } from './server'
import { saveResults } from './results'

const seconds = Number(process.env.BENCH_SECONDS || 3)
const port = Number(process.env.BENCH_PORT || 3300)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-stories-'))
const staticDir = path.resolve('public/bench-baseline')
const ratio = (value: number, baseline: number) => Math.round((value / baseline) * 100) / 100

/** The range a player asks for when it seeks: from 32 KiB in to the end of the file. */
const RANGE_START = 32 * 1024

async function main() {
  execFileSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
  execFileSync('tsx', ['scripts/prepare-database.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } })
  const first = await startServer({ port, dataDir, readyPath: '/api/v1/health' })
  const channel = (await (await fetch(`${first.url}/api/v1/podcast/channel?id=1`)).json()) as {
    episodes: { media_url: string }[]
  }
  const audioPath = channel.episodes[0].media_url
  const range = await fetch(first.url + audioPath, { headers: { Range: `bytes=${RANGE_START}-` } })
  if (range.status !== 206) throw new Error(`The range request answered ${range.status}, not 206.`)
  const rangeBytes = Buffer.from(await range.arrayBuffer())
  await first.stop()
  // The static baseline: a file of the same size as the range's answer, served from public/.
  mkdirSync(staticDir, { recursive: true })
  writeFileSync(path.join(staticDir, 'same-size.mp3'), rangeBytes)

  const server = await startServer({ port, dataDir, readyPath: '/' })
  try {
    const paths = {
      notFound: '/_not-found',
      article: '/article/a-week-in-the-pilbara',
      episode: '/listen/painting-the-light-in-fremantle',
      staticFile: '/bench-baseline/same-size.mp3',
    }
    const audioRange: Target = { path: audioPath, method: 'GET', headers: { range: `bytes=${RANGE_START}-` } }
    for (const p of [...Object.values(paths), audioRange]) await measure(server.url, p, 1)
    const articles = await measurePair(server.url, paths.article, paths.notFound, seconds)
    const episodes = await measurePair(server.url, paths.episode, paths.notFound, seconds)
    const audio = await measurePair(server.url, audioRange, paths.staticFile, seconds)
    const results = {
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
      bytes: { range: rangeBytes.length },
      load: {
        article: articles.subject,
        notFoundBesideArticle: articles.baseline,
        episode: episodes.subject,
        notFoundBesideEpisode: episodes.baseline,
        audioRange: audio.subject,
        staticFile: audio.baseline,
      },
      ratios: {
        cachedArticleToStatic404: {
          value: ratio(articles.subject.requestsPerSecond, articles.baseline.requestsPerSecond),
          target: '>= 0.8',
        },
        cachedEpisodeToStatic404: {
          value: ratio(episodes.subject.requestsPerSecond, episodes.baseline.requestsPerSecond),
          target: '>= 0.8',
        },
        audioRangeToStaticFile: {
          value: ratio(audio.subject.requestsPerSecond, audio.baseline.requestsPerSecond),
          target: '>= 0.5',
        },
      },
    }
    saveResults('stories', results)
    console.table(Object.values(results.load))
    console.log(JSON.stringify({ ratios: results.ratios, machine: results.machine }, null, 2))
  } finally {
    await server.stop()
    rmSync(staticDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  rmSync(staticDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
})
