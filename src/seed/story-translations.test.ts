import { describe, expect, it } from 'vitest'

import { translateParagraphs } from '@/seed/story-translations'

const words = {
  'Stretch the paper.': 'Das Papier spannen.',
  '<strong>The pylon</strong> goes in last.': '<strong>Der Pylon</strong> kommt zuletzt.',
}

describe('a demo story in another language, paragraph by paragraph', () => {
  it('translates each paragraph, keeping its markup', () => {
    expect(translateParagraphs('<p>Stretch the paper.</p><p><strong>The pylon</strong> goes in last.</p>', words)).toBe(
      '<p>Das Papier spannen.</p><p><strong>Der Pylon</strong> kommt zuletzt.</p>',
    )
  })

  it('leaves a story in English when one of its paragraphs has no translation', () => {
    expect(translateParagraphs('<p>Stretch the paper.</p><p>Then wait.</p>', words)).toBeNull()
  })

  it('leaves text that is not paragraphs alone', () => {
    expect(translateParagraphs('Stretch the paper.', words)).toBeNull()
    expect(translateParagraphs('<p>Stretch the paper.</p><ul><li>Then wait.</li></ul>', words)).toBeNull()
  })
})
