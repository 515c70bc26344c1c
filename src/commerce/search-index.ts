/**
 * Product search in memory: the same ranking on SQLite and PostgreSQL, and fast enough to answer
 * as the visitor types. Every word of the query must match a word of the product, the whole
 * word or (from two letters) its beginning; a match in the name counts more than one in the text.
 */
export type SearchDocument = { id: number; name: string; text: string }
export type SearchIndex = {
  docs: SearchDocument[]
  name: Map<string, number[]>
  text: Map<string, number[]>
  words: string[]
}

const WEIGHT = { nameWord: 10, namePrefix: 6, textWord: 2, textPrefix: 1 } as const

/** Lower-case words without accents or markup: "Café <b>Noir</b>" → ["cafe", "noir"]. */
export function words(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

function post(map: Map<string, number[]>, word: string, doc: number) {
  const list = map.get(word)
  if (!list) map.set(word, [doc])
  else if (list[list.length - 1] !== doc) list.push(doc)
}

export function buildSearchIndex(docs: SearchDocument[]): SearchIndex {
  const name = new Map<string, number[]>()
  const text = new Map<string, number[]>()
  docs.forEach((doc, i) => {
    for (const w of words(doc.name)) post(name, w, i)
    for (const w of words(doc.text)) post(text, w, i)
  })
  const words_ = [...new Set([...name.keys(), ...text.keys()])].sort()
  return { docs, name, text, words: words_ }
}

/** The indexed words that start with this prefix, found by binary search in the sorted list. */
function wordsStartingWith(sorted: string[], prefix: string): string[] {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < prefix) lo = mid + 1
    else hi = mid
  }
  const found: string[] = []
  for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) found.push(sorted[i])
  return found
}

function scoreTerm(index: SearchIndex, term: string): Map<number, number> {
  const scores = new Map<number, number>()
  const give = (docs: number[] | undefined, weight: number) => {
    for (const d of docs ?? []) if ((scores.get(d) ?? 0) < weight) scores.set(d, weight)
  }
  give(index.text.get(term), WEIGHT.textWord)
  give(index.name.get(term), WEIGHT.nameWord)
  if (term.length >= 2) {
    for (const w of wordsStartingWith(index.words, term)) {
      if (w === term) continue
      give(index.text.get(w), WEIGHT.textPrefix)
      give(index.name.get(w), WEIGHT.namePrefix)
    }
  }
  return scores
}

/** Ids of the matching products, best first (then by name), at most `limit`. */
export function search(index: SearchIndex, query: string, limit = 48): number[] {
  const terms = [...new Set(words(query))].slice(0, 8)
  if (!terms.length) return []
  let total: Map<number, number> | null = null
  for (const term of terms) {
    const scores = scoreTerm(index, term)
    if (total === null) total = scores
    else {
      const next = new Map<number, number>()
      for (const [doc, score] of total) {
        const s = scores.get(doc)
        if (s !== undefined) next.set(doc, score + s)
      }
      total = next
    }
    if (!total.size) return []
  }
  return [...(total ?? new Map<number, number>())]
    .sort((a, b) => b[1] - a[1] || index.docs[a[0]].name.localeCompare(index.docs[b[0]].name))
    .slice(0, limit)
    .map(([doc]) => index.docs[doc].id)
}
