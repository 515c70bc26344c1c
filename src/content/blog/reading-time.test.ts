import { describe, expect, it } from 'vitest'

import { CHARACTERS_PER_MINUTE, readingMinutes, textOfRows, WORDS_PER_MINUTE } from '@/content/blog/reading-time'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('readingMinutes', () => {
  it('is at least one minute, also for an empty text', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('Hello')).toBe(1)
  })

  it('rounds a started minute up', () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1)
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2)
    expect(readingMinutes(words(WORDS_PER_MINUTE * 7))).toBe(7)
  })

  it('counts words, not punctuation or runs of spaces', () => {
    expect(readingMinutes(`${'— '.repeat(1000)} a`)).toBe(1)
    expect(readingMinutes(`${words(WORDS_PER_MINUTE)}\n\n\t  ${'– '.repeat(500)}`)).toBe(1)
  })

  it('counts the characters of Japanese and Chinese, written without spaces between words', () => {
    const japanese = '水彩は紙と顔料です。'.repeat(CHARACTERS_PER_MINUTE / 10)
    expect(readingMinutes(japanese)).toBe(1)
    expect(readingMinutes(`${japanese}${japanese}。`)).toBe(2)
    expect(readingMinutes('光と水と紙。'.repeat(CHARACTERS_PER_MINUTE))).toBe(5)
    // Korean is written with spaces: its words count as words.
    expect(readingMinutes('수채화는 종이와 안료입니다 '.repeat(WORDS_PER_MINUTE))).toBe(3)
    // A text mixing both counts each at its own pace.
    expect(readingMinutes(`${japanese} ${words(WORDS_PER_MINUTE)}`)).toBe(2)
  })
})

describe('textOfRows', () => {
  it('collects the text settings of widgets at any depth, and nothing else', () => {
    const rows = [
      {
        blocks: [
          {
            title: 'Tab',
            block_class: 'ignored-class',
            widgets: [
              { blockType: 'heading', heading: 'The coast' },
              { blockType: 'headingAndContent', content: '<p>Salt and light</p>', style: { padding: 'large' } },
            ],
          },
        ],
      },
    ]
    const text = textOfRows(rows)
    expect(text).toContain('The coast')
    expect(text).toContain('Salt and light')
    expect(text).toContain('Tab')
    expect(text).not.toContain('ignored-class')
    expect(text).not.toContain('large')
  })

  it('is empty for no rows', () => {
    expect(textOfRows(null)).toBe('')
    expect(textOfRows([])).toBe('')
  })
})
