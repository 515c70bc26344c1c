import { describe, expect, it } from 'vitest'

import { allInEnglish } from '@/content/widget-language'

describe('a widget wholly in English on a page in another language', () => {
  it('is one whose every written text is untranslated', () => {
    expect(allInEnglish({ blockType: 'faq', heading: 'Before you come', in_english: ['heading'] } as never)).toBe(true)
    // A text she left empty in English too does not count: the widget says nothing else.
    expect(
      allInEnglish({
        blockType: 'callToAction',
        heading: 'Visit',
        sub_heading: null,
        html: '<p>Ring the bell.</p>',
        button: { text: 'Book', url: '/contact' },
        in_english: ['heading', 'html', 'button.text'],
      } as never),
    ).toBe(true)
  })

  it('is not one with any text translated, nor one with nothing in English', () => {
    expect(
      allInEnglish({
        blockType: 'callToAction',
        heading: 'Besuchen Sie das Atelier',
        html: '<p>Ring the bell.</p>',
        in_english: ['html'],
      } as never),
    ).toBe(false)
    expect(allInEnglish({ blockType: 'heading', text: 'Öffnungszeiten' } as never)).toBe(false)
    expect(allInEnglish({ blockType: 'googleMap', location: 'Fremantle' } as never)).toBe(false)
  })
})
