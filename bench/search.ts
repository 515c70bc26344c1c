import { performance } from 'node:perf_hooks'

import { buildSearchIndex, search, type SearchDocument } from '@/commerce/search-index'

const places = [
  'Cottesloe',
  'Rottnest',
  'Karijini',
  'Ningaloo',
  'Pemberton',
  'Margaret',
  'Esperance',
  'Broome',
  'Kalbarri',
  'Albany',
  'Denmark',
  'Fremantle',
  'Yallingup',
  'Lancelin',
  'Pinnacles',
  'Kimberley',
]
const subjects = [
  'Morning',
  'Dusk',
  'Banksia',
  'Karri',
  'Shallows',
  'Gorge',
  'Jetty',
  'Dunes',
  'Wildflowers',
  'Tide',
  'Storm',
  'Gums',
  'Reef',
  'Heath',
  'Sandbar',
  'Lagoon',
]
const words = [
  'light',
  'wash',
  'granulating',
  'cobalt',
  'ochre',
  'indigo',
  'sepia',
  'cotton',
  'paper',
  'salt',
  'wind',
  'wet',
  'bloom',
  'glaze',
  'horizon',
  'limestone',
  'saltbush',
  'quokka',
  'pelican',
  'osprey',
  'spinifex',
  'jarrah',
  'marri',
  'tuart',
]

/** A deterministic random source, so every run searches the same catalogue. */
function random(seed: number) {
  let state = seed
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

/** A catalogue of generated products: names of place and subject, a paragraph of studio words. */
export function generateProducts(count: number): SearchDocument[] {
  const rnd = random(42)
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${pick(places)} ${pick(subjects)} ${i % 7 === 0 ? 'Print' : 'Original'} ${i}`,
    text: Array.from({ length: 60 }, () => pick(words)).join(' '),
  }))
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Builds the index over `count` products and times a mix of queries as a visitor types them. */
export function benchSearch(count = 10_000) {
  const docs = generateProducts(count)
  const started = performance.now()
  const index = buildSearchIndex(docs)
  const buildMs = performance.now() - started
  const queries = [
    'co',
    'cott',
    'cottesloe',
    'cottesloe mor',
    'banksia',
    'ka',
    'karri light',
    'ochre',
    'glaze horizon',
    'quokka pel',
    'print',
    'rottnest dusk original',
    'zz',
  ]
  for (const q of queries) search(index, q)
  const times: number[] = []
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      const t = performance.now()
      search(index, q)
      times.push(performance.now() - t)
    }
  }
  return {
    products: count,
    buildMs: Math.round(buildMs),
    queries: times.length,
    medianMs: Math.round(median(times) * 1000) / 1000,
    maxMs: Math.round(Math.max(...times) * 100) / 100,
  }
}
