export type ResolvedLink = { href: string; external: boolean; newTab: boolean }

/**
 * The spec's link rule: an address starting with http is external and opens in a new tab
 * unless told not to; any other non-empty value is an internal link.
 */
export function resolveLink(
  address: string | null | undefined,
  options: { newTab?: boolean | null } = {},
): ResolvedLink | null {
  const href = address?.trim()
  if (!href) return null
  const external = /^https?:\/\//i.test(href)
  if (external) return { href, external, newTab: options.newTab ?? true }
  return { href: href.startsWith('/') ? href : `/${href}`, external, newTab: Boolean(options.newTab) }
}
