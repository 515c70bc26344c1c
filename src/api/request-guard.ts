/**
 * Whether a raw request path tries to climb out of where it points: `..` segments, plain or
 * percent-encoded (also with encoded slashes or backslashes), which no address of this site needs.
 */
export function isTraversal(rawPath: string): boolean {
  let decoded = rawPath
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded)
      if (next === decoded) break
      decoded = next
    } catch {
      return true
    }
  }
  return /(^|[\\/])\.\.([\\/]|$)/.test(decoded)
}
