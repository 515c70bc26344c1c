/** Words a reader takes in a minute of an essay: the usual figure for adults reading English prose. */
export const WORDS_PER_MINUTE = 230

/**
 * Characters a reader takes in a minute in the scripts written without spaces between words
 * (Chinese, Japanese): the usual figure for adults reading prose.
 */
export const CHARACTERS_PER_MINUTE = 500

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu

/** Minutes to read a text in any of the site's languages, rounded up, at least 1. */
export function readingMinutes(text: string): number {
  const characters = text.match(unspaced)?.length ?? 0
  const words = text
    .replace(unspaced, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + characters / CHARACTERS_PER_MINUTE))
}

/**
 * The words an artist put in page-builder rows: every text setting of every widget, wherever it
 * sits in the rows' JSON (headings, rich-text HTML, quotes).
 */
export function textOfRows(rows: unknown): string {
  const parts: string[] = []
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (/^(content|html|heading|sub_heading|quote|text|title)$/.test(key)) parts.push(value)
    } else if (Array.isArray(value)) value.forEach((v) => walk(v))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k)
  }
  walk(rows)
  return parts.join(' ')
}
