import { createRoute, z } from '@hono/zod-openapi'

import { getGroups } from '@/content/groups'
import { getNavigation, getSiteConfiguration, getSiteSettings } from '@/content/site-data'
import { getPayloadClient } from '@/lib/payload'

import { contentLocale } from '@/api/v1/request-language'
import { locale } from '@/api/v1/schemas/query'

import { InitialDataSchema, SiteSettingsSchema } from '@/api/v1/schemas/site'
import { json } from '@/api/v1/openapi'
import { createRouter } from '@/api/v1/router'

const currentDomain = createRoute({
  method: 'get',
  path: '/cognito/domain/currentDomain',
  tags: ['Site'],
  summary: 'The site settings: name, organisation, SEO and social links.',
  request: { query: z.object({ locale }) },
  responses: { 200: json(SiteSettingsSchema, 'Site settings') },
})

const initialData = createRoute({
  method: 'get',
  path: '/cognito/domain/initialData',
  tags: ['Site'],
  summary: 'Everything a page needs before it renders: settings, configuration, navigation and groups.',
  request: { query: z.object({ locale }) },
  responses: { 200: json(InitialDataSchema, 'Initial site data') },
})

export const domainRoutes = createRouter()
  .openapi(currentDomain, async (c) => c.json(await getSiteSettings(await getPayloadClient(), contentLocale(c)), 200))
  .openapi(initialData, async (c) => {
    const payload = await getPayloadClient()
    const [domain, configuration, navigation, groups] = await Promise.all([
      getSiteSettings(payload, contentLocale(c)),
      getSiteConfiguration(payload),
      getNavigation(payload, contentLocale(c)),
      getGroups(payload),
    ])
    return c.json({ domain, configuration, navigation, groups }, 200)
  })
