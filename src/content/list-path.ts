/** A list page's address after its prefix: a group or tag, a page number, both or neither. */
export type ListPath = { name: string | null; page: number }

const PAGE = /^[1-9][0-9]{0,3}$/
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Reads `/{prefix}`, `/{prefix}/{page}`, `/{prefix}/{name}` and `/{prefix}/{name}/{page}` (the
 * spec's pagination paths). A number alone is a page; page 1 has no number of its own, so
 * `/{prefix}/1` is not an address. Anything else is null (not found).
 */
export function parseListPath(segments: string[] = []): ListPath | null {
  if (segments.length > 2) return null
  const [first, second] = segments
  if (first === undefined) return { name: null, page: 1 }
  if (second === undefined) {
    // Digits alone are always a page number: a group or tag made only of digits has no list of its own.
    if (/^\d+$/.test(first)) return PAGE.test(first) && first !== '1' ? { name: null, page: Number(first) } : null
    return NAME.test(first) && first.length <= 160 ? { name: first, page: 1 } : null
  }
  if (/^\d+$/.test(first) || !NAME.test(first) || first.length > 160 || !PAGE.test(second) || second === '1')
    return null
  return { name: first, page: Number(second) }
}

/**
 * `/{prefix}/1` and `/{prefix}/{name}/1`: the first page spelt with its number, which is answered
 * with a permanent redirect to the page's own address. Null for every other path.
 */
export function firstPageAlias(segments: string[] = []): ListPath | null {
  if (segments.at(-1) !== '1') return null
  const rest = parseListPath(segments.slice(0, -1))
  return rest && rest.page === 1 ? rest : null
}

/** The address of a list page: the inverse of parseListPath. */
export function listPathHref(prefix: string, name: string | null, page: number): string {
  return `${prefix}${name ? `/${name}` : ''}${page > 1 ? `/${page}` : ''}`
}
