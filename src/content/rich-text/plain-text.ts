import sanitizeHtml from 'sanitize-html'

/** The words of an editor state (Lexical JSON), paragraphs separated by a space, without markup. */
export function plainTextOfRichText(state: unknown): string {
  const words: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') words.push(text)
    if (Array.isArray(children)) for (const child of children) walk(child)
    // Block-level nodes end a word even when the text runs on.
    words.push(' ')
  }
  walk((state as { root?: unknown } | null)?.root)
  return words.join('').replace(/\s+/g, ' ').trim()
}

/** Where a block of text ends, and with it a word, however the HTML runs on. */
const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|td|th|tr|figcaption|section|article)\s*>|<br\s*\/?>/gi

/**
 * The words of stored HTML without its tags and entities, blocks and lines apart, for counting and
 * summaries. The parser of `sanitize-html` reads the markup (scripts and styles are dropped with
 * their content) and decodes every entity, named or numbered; it writes `&`, `<`, `>` and `"` back
 * as entities, which one pass turns into characters again.
 */
export function plainTextOfHtml(html: string): string {
  return sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim()
}
