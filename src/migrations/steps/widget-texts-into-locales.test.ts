import { describe, expect, it } from 'vitest'

import { blockTexts, questionTexts } from '@/blocks/widget-texts'
import {
  intoEnglish,
  mapBlockTexts,
  outOfEnglish,
  questionTextsMoved,
  widgetTextsMoved,
} from '@/migrations/steps/widget-texts-into-locales'

const rich = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }] } }

/** A page's rows as a release before translations stored them: a tab title, a heading, a call to action. */
const rows = [
  {
    blockType: 'row',
    row_type: 'tabs',
    blocks: [
      {
        blockType: 'column',
        title: 'Originals',
        width: 12,
        widgets: [
          { blockType: 'heading', text: 'About the studio', level: 'h1' },
          {
            blockType: 'callToAction',
            heading: 'Light',
            sub_heading: null,
            html_rich: rich,
            html: '<p>Hi</p>',
            button: { text: 'Shop', url: '/shop', new_tab: false },
          },
          { blockType: 'googleMap', location: '12 Pakenham Street' },
        ],
      },
    ],
  },
]

describe('the widgets’ texts moved into languages', () => {
  it('are every translatable text of every block, so none is left as one value for all languages', () => {
    expect(blockTexts).toEqual(widgetTextsMoved)
  })

  it('and of every kind of a form’s question, the labels of a choice’s options among them', () => {
    expect(questionTexts).toEqual(questionTextsMoved)
    const questions = [
      { blockType: 'text', name: 'name', label: 'Your name', required: true },
      {
        blockType: 'select',
        name: 'topic',
        label: 'About?',
        options: [
          { label: 'A commission', value: 'commission' },
          { label: 'An order', value: 'order' },
        ],
      },
    ]
    const moved = mapBlockTexts(questions, intoEnglish, questionTextsMoved)
    expect(moved).toEqual([
      { blockType: 'text', name: 'name', label: { en: 'Your name' }, required: true },
      {
        blockType: 'select',
        name: 'topic',
        label: { en: 'About?' },
        options: [
          { label: { en: 'A commission' }, value: 'commission' },
          { label: { en: 'An order' }, value: 'order' },
        ],
      },
    ])
    expect(mapBlockTexts(moved, outOfEnglish, questionTextsMoved)).toEqual(questions)
  })

  it('become the English text, addresses and settings untouched, and come back when undone', () => {
    const moved = mapBlockTexts(rows, intoEnglish) as typeof rows
    const column = moved[0].blocks[0] as unknown as Record<string, unknown>
    expect(column.title).toEqual({ en: 'Originals' })
    expect(column.width).toBe(12)
    const [heading, action, map] = (column.widgets as Record<string, unknown>[]) ?? []
    expect(heading).toEqual({ blockType: 'heading', text: { en: 'About the studio' }, level: 'h1' })
    expect(action).toEqual({
      blockType: 'callToAction',
      heading: { en: 'Light' },
      sub_heading: null,
      html_rich: { en: rich },
      html: { en: '<p>Hi</p>' },
      button: { text: { en: 'Shop' }, url: '/shop', new_tab: false },
    })
    expect(map).toEqual({ blockType: 'googleMap', location: '12 Pakenham Street' })
    expect(mapBlockTexts(moved, outOfEnglish)).toEqual(rows)
  })

  it('undone, keeps the English of a text translated since and drops the rest', () => {
    const translated = [{ blockType: 'heading', text: { en: 'Contact', de: 'Kontakt' } }]
    expect(mapBlockTexts(translated, outOfEnglish)).toEqual([{ blockType: 'heading', text: 'Contact' }])
  })
})
