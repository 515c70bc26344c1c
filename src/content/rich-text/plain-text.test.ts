import { describe, expect, it } from 'vitest'

import { plainTextOfHtml, plainTextOfRichText } from '@/content/rich-text/plain-text'

describe('plainTextOfHtml', () => {
  it('keeps the words, one space between blocks, and drops scripts and styles with their content', () => {
    expect(
      plainTextOfHtml(
        '<p>Boats at <b>rest</b>.</p><p>Fremantle,\n 2024</p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('Boats at rest. Fremantle, 2024')
  })

  it('decodes every entity once, named or numbered', () => {
    expect(
      plainTextOfHtml('<p>Light &amp; shade &ndash; the artist&rsquo;s &#8220;wash&#8221;&nbsp;&lt;1&gt;</p>'),
    ).toBe('Light & shade – the artist’s “wash” <1>')
    // Written-out entity text stays as the author wrote it.
    expect(plainTextOfHtml('<code>&amp;lt;br&amp;gt;</code> and &quot;quotes&quot; and &#39;')).toBe(
      '&lt;br&gt; and "quotes" and \'',
    )
  })
})

describe('plainTextOfRichText', () => {
  it('joins the text of the editor’s nodes, blocks separated by a space', () => {
    const state = {
      root: {
        children: [
          { children: [{ text: 'Cottesloe' }, { text: ' morning' }] },
          { children: [{ text: 'Wet into wet' }] },
        ],
      },
    }
    expect(plainTextOfRichText(state)).toBe('Cottesloe morning Wet into wet')
    expect(plainTextOfRichText(null)).toBe('')
  })
})
