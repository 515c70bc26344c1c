import { describe, expect, it } from 'vitest'

import { allInEnglish, textsInEnglish } from '@/content/widget-language'

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

describe('texts kept per language in JSON that a visitor reads in English', () => {
  const questions = [
    { blockType: 'text', name: 'name', label: { en: 'Your name', de: 'Ihr Name' } },
    {
      blockType: 'select',
      name: 'topic',
      label: { en: 'About?', de: '' },
      options: [
        { label: { en: 'An order', de: 'Eine Bestellung' }, value: 'order' },
        { label: { en: 'A visit' }, value: 'visit' },
      ],
    },
    { blockType: 'header', text: { en: '', de: 'Über Sie' } },
  ]

  it('counts each text written in English and not in the language, at any depth', () => {
    expect(textsInEnglish(questions, 'de')).toBe(2)
    expect(textsInEnglish(questions, 'ja')).toBe(4)
  })

  it('counts nothing that is not a text per language (a value, a setting)', () => {
    expect(textsInEnglish([{ value: 'order', en: 'not a language map', other: 1 }], 'de')).toBe(0)
    expect(textsInEnglish(null, 'de')).toBe(0)
  })
})
