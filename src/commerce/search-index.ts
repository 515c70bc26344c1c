/**
 * Product search in memory: the same ranking on SQLite and PostgreSQL, and fast enough to answer
 * as the visitor types. Every word of the query must match a word of the product, the whole
 * word or (from two letters) its beginning; a match in the name counts more than one in the text.
 */
export type SearchDocument = { id: number; name: string; text: string }
/**
 * Postings by product id, so one product can be taken out and put back when it is saved without
 * building the index again. `words` holds every indexed word, sorted, for the prefix search.
 */
export type SearchIndex = {
  docs: Map<number, SearchDocument>
  name: Map<string, Set<number>>
  text: Map<string, Set<number>>
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

/** The position of `word` in the sorted list, or where it would go. */
function positionOf(sorted: string[], word: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

const isIndexed = (index: SearchIndex, word: string) => index.name.has(word) || index.text.has(word)

/**
 * Files `id` under `word`. A word new to the index goes into the sorted list at its place, or
 * into `fresh` when given, for the caller to merge in with the others at once.
 */
function post(index: SearchIndex, map: Map<string, Set<number>>, word: string, id: number, fresh?: Set<string>) {
  const list = map.get(word)
  if (list) return void list.add(id)
  if (!isIndexed(index, word)) {
    if (fresh) fresh.add(word)
    else index.words.splice(positionOf(index.words, word), 0, word)
  }
  map.set(word, new Set([id]))
}

function unpost(index: SearchIndex, map: Map<string, Set<number>>, word: string, id: number) {
  const list = map.get(word)
  if (!list?.delete(id) || list.size) return
  map.delete(word)
  if (isIndexed(index, word)) return
  const at = positionOf(index.words, word)
  if (index.words[at] === word) index.words.splice(at, 1)
}

function put(index: SearchIndex, doc: SearchDocument, fresh?: Set<string>) {
  removeFromIndex(index, doc.id)
  index.docs.set(doc.id, doc)
  for (const w of words(doc.name)) post(index, index.name, w, doc.id, fresh)
  for (const w of words(doc.text)) post(index, index.text, w, doc.id, fresh)
}

/** Two sorted lists of words as one sorted list. */
function merged(a: string[], b: string[]): string[] {
  const all: string[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) all.push(a[i] < b[j] ? a[i++] : b[j++])
  while (i < a.length) all.push(a[i++])
  while (j < b.length) all.push(b[j++])
  return all
}

export const emptySearchIndex = (): SearchIndex => ({ docs: new Map(), name: new Map(), text: new Map(), words: [] })

/**
 * Indexes products read together (a slice of a whole read): the words new to the index are
 * sorted among themselves and merged into the sorted list once, instead of each being put in its
 * place as it comes, so no slice costs more than its own products and one pass over the list.
 */
export function fileInIndex(index: SearchIndex, docs: SearchDocument[]): void {
  const fresh = new Set<string>()
  for (const doc of docs) put(index, doc, fresh)
  index.words = merged(index.words, [...fresh].filter((word) => isIndexed(index, word)).sort())
}

export function buildSearchIndex(docs: SearchDocument[]): SearchIndex {
  const index = emptySearchIndex()
  fileInIndex(index, docs)
  return index
}

/** Indexes one product, in place of what was indexed for it before. */
export function addToIndex(index: SearchIndex, doc: SearchDocument): void {
  put(index, doc)
}

/** Takes a product out of the index; a product it does not hold is no change. */
export function removeFromIndex(index: SearchIndex, id: number): void {
  const doc = index.docs.get(id)
  if (!doc) return
  index.docs.delete(id)
  for (const w of words(doc.name)) unpost(index, index.name, w, id)
  for (const w of words(doc.text)) unpost(index, index.text, w, id)
}

/** The indexed words that start with this prefix, found by binary search in the sorted list. */
function wordsStartingWith(sorted: string[], prefix: string): string[] {
  const found: string[] = []
  for (let i = positionOf(sorted, prefix); i < sorted.length && sorted[i].startsWith(prefix); i++) found.push(sorted[i])
  return found
}

function scoreTerm(index: SearchIndex, term: string): Map<number, number> {
  const scores = new Map<number, number>()
  const give = (docs: Set<number> | undefined, weight: number) => {
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

const nameOf = (index: SearchIndex, id: number) => index.docs.get(id)?.name ?? ''

/** Ids of the matching products, best first (then by name, then by id), at most `limit`. */
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
    .sort((a, b) => b[1] - a[1] || nameOf(index, a[0]).localeCompare(nameOf(index, b[0])) || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id)
}
