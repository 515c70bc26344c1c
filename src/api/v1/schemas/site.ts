import { z } from '@hono/zod-openapi'

import { socialNetworks } from '@/content/social-networks'
import { profileSwitches } from '@/globals/SiteConfiguration'

import { GroupSchema } from '@/api/v1/schemas/group'
import { ImageSchema } from '@/api/v1/schemas/image'

const text = z.string()
const image = ImageSchema.nullable()

export const SiteSettingsSchema = z
  .object({
    name: text,
    favicon: image,
    favicon_dark: image,
    theme_colour: text.nullable(),
    dark_theme_colour: text.nullable(),
    seo_title_prefix: text,
    seo_title_suffix: text,
    meta_description: text,
    google_analytics_key: text,
    google_tag_manager: text,
    google_site_verification: text,
    bing_site_verification: text,
    facebook_pixel: text,
    matomo_site_url: text,
    matomo_site_id: text,
    organisation_name: text,
    organisation_abn: text,
    organisation_logo: image,
    organisation_logo_dark: image,
    organisation_address: text,
    organisation_email: text,
    organisation_phone: text,
    ...Object.fromEntries(socialNetworks.map((n) => [n, text])),
  })
  .openapi('SiteSettings')

const SiteConfigurationSchema = z
  .object({
    is_ecommerce: z.boolean(),
    payment_to_user_id: z.number().int(),
    ...Object.fromEntries(profileSwitches.map((s) => [s, z.boolean()])),
    club_additional_member_label: text,
    code_only: z.boolean(),
    google: z.boolean(),
    ask_date_of_birth: z.boolean(),
    racers: z.object({ clientApiId: text, eventManager: text }),
    show_back_to_top: z.boolean(),
    listPageContentFeature: z.boolean(),
    siteSpecificTemplates: z.array(text),
  })
  .openapi('SiteConfiguration')

const NavLinkSchema = z
  .object({
    label: text,
    href: text,
    external: z.boolean(),
    newTab: z.boolean(),
    lang: z.literal('en').optional().openapi({
      description: 'Set when the label is shown in English, not yet translated into the language asked for.',
    }),
  })
  .openapi('NavLink')

export const InitialDataSchema = z
  .object({
    domain: SiteSettingsSchema,
    configuration: SiteConfigurationSchema,
    navigation: z.object({ header: z.array(NavLinkSchema), footer: z.array(NavLinkSchema) }),
    groups: z.array(GroupSchema),
  })
  .openapi('InitialData')
