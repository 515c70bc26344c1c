/** What the worker is asked to keep of the page on screen: its address, and its files already loaded. */
export function filesOfThisPage(): string[] {
  const origin = window.location.origin
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/_next/static/`) || url.startsWith(`${origin}/assets/i/`))
  return [window.location.href, ...new Set(files)]
}
