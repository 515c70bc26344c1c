import { describe, expect, it } from 'vitest'

import { cleanHtml } from '@/content/rich-text/clean-html'

describe('cleanHtml', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Title</h2><p style="text-align: center">A <strong>bold</strong>, <em>soft</em> and <span style="text-decoration: underline">underlined</span> line.</p><ul class="list-bullet"><li value="1">One</li></ul><blockquote>Said</blockquote><hr />'
    expect(cleanHtml(html)).toBe(
      '<h2>Title</h2><p style="text-align:center">A <strong>bold</strong>, <em>soft</em> and <span style="text-decoration:underline">underlined</span> line.</p><ul><li value="1">One</li></ul><blockquote>Said</blockquote><hr />',
    )
  })

  it('drops scripts, event attributes, frames and javascript: addresses', () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script></p><iframe src="https://x.test"></iframe><a href="javascript:steal()">x</a><p style="background:url(javascript:steal())">y</p>'
    expect(cleanHtml(html)).toBe('<p>Hi</p><a>x</a><p>y</p>')
  })

  it('keeps pictures from the site’s own image route only', () => {
    expect(cleanHtml('<img src="/assets/i/abc/1x1/300.jpg" alt="A" onerror="x()" />')).toBe(
      '<img src="/assets/i/abc/1x1/300.jpg" alt="A" />',
    )
    expect(cleanHtml('<img src="https://tracker.test/p.gif" alt="" />')).toBe('')
  })

  it('gives a link that opens a new tab no handle on this page', () => {
    expect(cleanHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(cleanHtml('<a href="/about" target="_self" rel="opener">x</a>')).toBe('<a href="/about">x</a>')
  })
})
