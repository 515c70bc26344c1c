/**
 * Countries as the address book stores them (free text, "Australia") turned into ISO 3166 codes,
 * which shipping zones are written in. English names come from Intl, so no list is kept here.
 */
const HOME_COUNTRY = 'AU'

const ALIASES: Record<string, string> = {
  aus: 'AU',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  nz: 'NZ',
  holland: 'NL',
  'south korea': 'KR',
  korea: 'KR',
}

let byName: Map<string, string> | undefined

function names(): Map<string, string> {
  if (byName) return byName
  const english = new Intl.DisplayNames(['en'], { type: 'region' })
  byName = new Map()
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      const name = english.of(code)
      if (name && name !== code) byName.set(name.toLowerCase(), code)
    }
  return byName
}

/** The ISO code of a country as typed ("Australia", "au", "New Zealand", "UK"), or null when unknown. */
export function countryCode(input: string | null | undefined): string | null {
  const text = (input ?? '').trim().replace(/\.$/, '')
  if (!text) return null
  const lower = text.toLowerCase()
  if (ALIASES[lower]) return ALIASES[lower]
  if (/^[a-z]{2}$/i.test(text)) {
    const code = text.toUpperCase()
    return names().has(new Intl.DisplayNames(['en'], { type: 'region' }).of(code)?.toLowerCase() ?? '') ? code : null
  }
  return names().get(lower) ?? null
}

/** Delivery within Australia: GST applies and free shipping is offered. An empty country is the home one. */
export const isDomestic = (input: string | null | undefined): boolean =>
  !(input ?? '').trim() || countryCode(input) === HOME_COUNTRY
