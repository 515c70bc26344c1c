/** Words a reader takes in a minute of an essay: the usual figure for adults reading English prose. */
export const WORDS_PER_MINUTE = 230

/** Minutes to read a text, rounded up, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
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
