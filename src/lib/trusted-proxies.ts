import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

/**
 * The proxies in front of the site whose `X-Forwarded-*` headers are believed: a number of hops
 * (each appends the address it received the request from), or the proxies' own addresses.
 */
export type TrustedProxies = { hops: number } | { ranges: string[] }

/** Names proxy-addr knows for common private ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const MAX_HOPS = 10

function isRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  // Four-part IPv4 only: ipaddr.js also reads `10.0.0` or `167772161` as addresses, which in a
  // list of proxies is far more likely a typo than meant.
  const valid = address && (ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address))
  if (rest.length || !valid) return false
  if (bits === undefined) return true
  if (!/^\d{1,3}$/.test(bits)) return false
  return Number(bits) <= (ipaddr.parse(address).kind() === 'ipv4' ? 32 : 128)
}

/**
 * Reads TRUST_PROXY: off (unset, 0, false), a number of proxies (1–10), or a comma-separated list
 * of their addresses and CIDR ranges. `true` is refused: "trust every hop" would let a visitor
 * name their own address, and "trust one" is better said as 1. Throws a message for the operator.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | false {
  const text = (value ?? '').trim()
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > MAX_HOPS) throw new Error(`must be at most ${MAX_HOPS} proxies`)
    return { hops }
  }
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.filter((entry) => !isRange(entry))
  if (bad.length)
    throw new Error(
      `must be the number of proxies in front of the site (1, 2 …), or their addresses and CIDR ranges separated by commas (10.0.0.0/8,::1); not understood: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    )
  return { ranges: entries }
}

const compiled = new WeakMap<TrustedProxies, (address: string, hop: number) => boolean>()

function trustOf(proxies: TrustedProxies) {
  let trust = compiled.get(proxies)
  if (!trust) {
    if ('hops' in proxies) {
      const { hops } = proxies
      trust = (_address, hop) => hop < hops
    } else trust = proxyaddr.compile(proxies.ranges)
    compiled.set(proxies, trust)
  }
  return trust
}

/**
 * The address the request came from: walking `X-Forwarded-For` from the right (the socket's peer
 * first, then each address a trusted proxy appended), the first hop that is not a trusted proxy.
 * Entries to the left of it were written by the client and are never believed. Without trusted
 * proxies it is the socket's peer.
 */
export function clientAddressOf(
  proxies: TrustedProxies | false,
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
): string {
  const peer = socketAddress ?? 'unknown'
  if (!proxies) return peer
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor
  const request = { headers: header ? { 'x-forwarded-for': header } : {}, connection: { remoteAddress: peer } }
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trustOf(proxies))
}

/** Whether the socket's peer is a proxy we trust (so its `X-Forwarded-Proto` and `-Host` count). */
export function isTrustedPeer(proxies: TrustedProxies | false, socketAddress: string | undefined): boolean {
  if (!proxies || !socketAddress) return false
  return trustOf(proxies)(socketAddress, 0)
}

/**
 * Whether a proxy TRUST_PROXY names says the visitor came over https: its `X-Forwarded-Proto`,
 * read on the visitor's side (the first entry when several proxies appended theirs).
 */
export function forwardedHttps(
  proxies: TrustedProxies | false,
  socketAddress: string | undefined,
  forwardedProto: string | string[] | undefined,
): boolean {
  if (!isTrustedPeer(proxies, socketAddress)) return false
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',', 1)[0]
  return first?.trim().toLowerCase() === 'https'
}

/**
 * The key a rate limit counts an address under: IPv4 as it is (also when written IPv4-mapped),
 * IPv6 by its /64, which one household or server usually holds whole, so rotating addresses
 * within it does not buy more attempts.
 */
export function limitKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`
}
