import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  addToIndex,
  buildSearchIndex,
  emptySearchIndex,
  fileInIndex,
  removeFromIndex,
  search,
  words,
  type SearchDocument,
  type SearchIndex,
} from '@/commerce/search-index'

const index = buildSearchIndex([
  {
    id: 1,
    name: 'Cottesloe Morning',
    text: '<p>Early light over the <b>Indian Ocean</b>, watercolour on cotton paper.</p>',
  },
  { id: 2, name: 'Karri Light', text: 'Tall trees near Pemberton after rain, painted at Cottesloe studio.' },
  { id: 3, name: 'Rottnest Dusk', text: 'The ferry home, café lights across the Sound.' },
  { id: 4, name: 'Morning Tide', text: 'Fremantle harbour at low tide.' },
])

describe('product search', () => {
  it('splits text into plain lower-case words without markup or accents', () => {
    expect(words('Café <b>Noir</b> &amp; 56×38')).toEqual(['cafe', 'noir', '56', '38'])
  })

  it('ranks a match in the name above a match in the text', () => {
    expect(search(index, 'cottesloe')).toEqual([1, 2])
  })

  it('matches the beginning of a word as the visitor types', () => {
    expect(search(index, 'mor')).toEqual([1, 4])
    expect(search(index, 'pemb')).toEqual([2])
  })

  it('needs every word of the query to match', () => {
    expect(search(index, 'morning ocean')).toEqual([1])
    expect(search(index, 'morning pemberton')).toEqual([])
  })

  it('ignores accents and case, and finds nothing for an empty query', () => {
    expect(search(index, 'CAFE')).toEqual([3])
    expect(search(index, '  ')).toEqual([])
  })

  it('does not treat one letter as a prefix of everything', () => {
    expect(search(index, 't')).toEqual([])
  })
})

describe('changing the search index one product at a time', () => {
  const docs: SearchDocument[] = [
    { id: 1, name: 'Cottesloe Morning', text: 'Early light over the Indian Ocean.' },
    { id: 2, name: 'Karri Light', text: 'Tall trees near Pemberton.' },
    { id: 3, name: 'Rottnest Dusk', text: 'The ferry home.' },
  ]
  const queries = ['cottesloe', 'light', 'mor', 'pemberton', 'ferry', 'dusk', 'ka', 'rot']
  const answers = (index: SearchIndex) => queries.map((q) => search(index, q))

  it('finds a product added, and what it says after a change, not before', () => {
    const index = buildSearchIndex(docs.slice(0, 2))
    addToIndex(index, docs[2])
    expect(answers(index)).toEqual(answers(buildSearchIndex(docs)))
    addToIndex(index, { id: 2, name: 'Karri Shade', text: 'Tall trees near Walpole.' })
    expect(search(index, 'pemberton')).toEqual([])
    expect(search(index, 'walp')).toEqual([2])
    expect(search(index, 'light')).toEqual([1])
  })

  it('filed a slice at a time, answers as the index built at once', () => {
    const index = emptySearchIndex()
    fileInIndex(index, docs.slice(0, 1))
    fileInIndex(index, docs.slice(1))
    expect(index.words).toEqual([...new Set(docs.flatMap((d) => words(`${d.name} ${d.text}`)))].sort())
    expect(answers(index)).toEqual(answers(buildSearchIndex(docs)))
  })

  it('forgets a product taken out, with the words only it had', () => {
    const index = buildSearchIndex(docs)
    removeFromIndex(index, 3)
    removeFromIndex(index, 99)
    expect(answers(index)).toEqual(answers(buildSearchIndex(docs.slice(0, 2))))
    expect(index.words).not.toContain('ferry')
    expect(index.words).toContain('light')
  })

  it('ends as the index built at once, whatever the order of additions, slices and removals', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'alps', 'bet', 'gam']
    const doc = fc.record({
      id: fc.integer({ min: 1, max: 8 }),
      name: fc.array(fc.constantFrom(...words), { maxLength: 3 }).map((w) => w.join(' ')),
      text: fc.array(fc.constantFrom(...words), { maxLength: 4 }).map((w) => w.join(' ')),
    })
    const step = fc.oneof(
      doc.map((d) => ({ add: d })),
      fc.integer({ min: 1, max: 8 }).map((id) => ({ remove: id })),
      // A slice of a whole read, where the same product may come twice.
      fc.array(doc, { maxLength: 4 }).map((batch) => ({ batch })),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const index = emptySearchIndex()
        const held = new Map<number, SearchDocument>()
        for (const s of steps) {
          if ('add' in s) {
            addToIndex(index, s.add)
            held.set(s.add.id, s.add)
          } else if ('batch' in s) {
            fileInIndex(index, s.batch)
            for (const d of s.batch) held.set(d.id, d)
          } else {
            removeFromIndex(index, s.remove)
            held.delete(s.remove)
          }
        }
        const built = buildSearchIndex([...held.values()])
        expect(index.words).toEqual(built.words)
        for (const q of [...words, 'al', 'ga', 'be alp']) expect(search(index, q)).toEqual(search(built, q))
      }),
    )
  })
})
