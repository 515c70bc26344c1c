import { requestKind } from '@/offline/requests'

/** What the worker is asked to keep of the page on screen: its address, and the files it keeps that are loaded already. */
export function filesOfThisPage(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => {
      const kind = requestKind(url, { sameOrigin: url.origin === window.location.origin, rsc: false })
      return kind === 'static' || kind === 'picture'
    })
    .map((url) => url.href)
  return [window.location.href, ...new Set(files)]
}
