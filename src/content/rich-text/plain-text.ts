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

/** The words of stored HTML without its tags and entities, for counting and summaries. */
export function plainTextOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? ' ',
    )
    .replace(/\s+/g, ' ')
    .trim()
}
