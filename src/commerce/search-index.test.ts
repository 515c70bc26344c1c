import { describe, expect, it } from 'vitest'

import { buildSearchIndex, search, words } from '@/commerce/search-index'

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
