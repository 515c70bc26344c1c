import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { escapeHtml } from '@/lib/escape-html'
import { toImage } from '@/media/image'

/** The back-office's accent when the studio has chosen no colour: the site's ink blue. */
const DEFAULT_ACCENT = '#2f4b7c'
const HEX = /^#[0-9a-fA-F]{3,8}$/

type Settings = Awaited<ReturnType<typeof getSiteSettings>>

const accentOf = (settings: Settings) =>
  settings.theme_colour && HEX.test(settings.theme_colour) ? settings.theme_colour : DEFAULT_ACCENT

/** The studio's name, logo and colour, as the back-office shows them. */
export async function studioBrand(payload: Payload) {
  const settings = await getSiteSettings(payload)
  return { name: settings.name, logo: settings.organisation_logo, accent: accentOf(settings) }
}

/** The back-office's favicon: the studio's favicon or logo as a square, else its initial on its colour. */
export async function studioIcon(payload: Payload): Promise<{ redirect: string } | { svg: string }> {
  const settings = await getSiteSettings(payload)
  const square = settings.favicon ?? toImage(settings.organisation_logo, { aspect: '1x1', width: 100 })
  if (square) return { redirect: square.webp_url }
  const initial = escapeHtml([...(settings.name.trim() || 'A')][0].toUpperCase())
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${accentOf(settings)}"/><text x="32" y="43" font-family="Georgia,serif" font-size="34" text-anchor="middle" fill="#fff">${initial}</text></svg>`,
  }
}
