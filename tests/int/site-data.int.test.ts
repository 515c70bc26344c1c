import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { profileSwitches } from '@/globals/SiteConfiguration'

import { getJson } from './helpers/api'

describe('GET /api/v1/cognito/domain/currentDomain', () => {
  it('answers the seeded site settings with images as rendition addresses', async () => {
    const { status, body } = await getJson('/api/v1/cognito/domain/currentDomain')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      name: 'Isla Moreton Watercolours',
      organisation_name: 'Isla Moreton Art Pty Ltd',
      organisation_abn: '51 824 753 281',
      organisation_email: 'studio@atelier.test',
      instagram: 'https://www.instagram.com/islamoreton.art',
      twitter: '',
    })
    const logo = body.organisation_logo as Record<string, string>
    expect(logo.url).toMatch(/^\/assets\/i\/[0-9a-f]{32}\/raw\/400\.jpg$/)
    expect(logo.webp_url).toMatch(/\/400\.webp$/)
    expect(logo.avif_url).toMatch(/\/400\.avif$/)
    expect(logo.placeholder).toMatch(/^data:image\/webp;base64,/)
  })

  it('shows a saved change on the next request', async () => {
    const payload = await getPayload({ config })
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({ slug: 'site-settings', data: { organisation_phone: '+61 8 9000 1111' } })
    try {
      const { body } = await getJson('/api/v1/cognito/domain/currentDomain')
      expect(body.organisation_phone).toBe('+61 8 9000 1111')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { organisation_phone: before.organisation_phone } })
    }
  })
})

describe('GET /api/v1/cognito/domain/initialData', () => {
  it('carries settings, the configuration with its defaults, and navigation', async () => {
    const { status, body } = await getJson<{
      domain: Record<string, unknown>
      configuration: Record<string, unknown>
      navigation: { header: { label: string; href: string; external: boolean }[]; footer: { href: string }[] }
    }>('/api/v1/cognito/domain/initialData')
    expect(status).toBe(200)
    expect(body.domain.name).toBe('Isla Moreton Watercolours')
    expect(body.configuration).toMatchObject({
      payment_to_user_id: 1,
      club_additional_member_label: 'Partner Name',
      code_only: false,
      google: false,
      ask_date_of_birth: false,
      show_back_to_top: true,
      listPageContentFeature: false,
      siteSpecificTemplates: [],
      racers: { clientApiId: '', eventManager: '' },
    })
    for (const name of profileSwitches) expect(body.configuration[name], name).toBe(false)
    expect(body.navigation.header.map((l) => l.href)).toEqual([
      '/shop',
      '/gallery',
      '/blog',
      '/podcast',
      '/feed',
      '/about',
      '/contact',
    ])
    expect(body.navigation.header.every((l) => !l.external)).toBe(true)
    expect(body.navigation.footer.map((l) => l.href)).toContain('/shipping-and-returns')
  })

  it('follows a configuration switch the artist turns on', async () => {
    const payload = await getPayload({ config })
    await payload.updateGlobal({
      slug: 'site-configuration',
      data: { show_back_to_top: false, profile: { edit_name: true } },
    })
    try {
      const { body } = await getJson<{ configuration: Record<string, unknown> }>('/api/v1/cognito/domain/initialData')
      expect(body.configuration.show_back_to_top).toBe(false)
      expect(body.configuration.edit_name).toBe(true)
    } finally {
      await payload.updateGlobal({
        slug: 'site-configuration',
        data: { show_back_to_top: true, profile: { edit_name: false } },
      })
    }
  })
})
