import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { socialNetworks } from '@/content/social-networks'
import { isAdmin } from '@/access/is-admin'
import { invalidateSiteOnGlobalChange } from '@/hooks/invalidate-site'
import { validateEmail } from '@/fields/validate-email'

const text = (name: string, maxLength = 300): Field => ({ name, type: 'text', maxLength })
const colour = (name: string): Field => ({
  name,
  type: 'text',
  validate: (value: unknown) =>
    value == null || value === '' || /^#[0-9a-fA-F]{3,8}$/.test(String(value)) || 'Use a hex colour such as #1f2a44.',
})

/** The spec's domain/site settings: identity, SEO, analytics keys, organisation and social links. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [invalidateSiteOnGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Site',
          fields: [
            { ...text('name', 120), required: true } as Field,
            { name: 'favicon', type: 'upload', relationTo: 'media' },
            { name: 'favicon_dark', type: 'upload', relationTo: 'media' },
            { type: 'row', fields: [colour('theme_colour'), colour('dark_theme_colour')] },
            { type: 'row', fields: [text('seo_title_prefix', 80), text('seo_title_suffix', 80)] },
            { name: 'meta_description', type: 'textarea', localized: true, maxLength: 320 },
          ],
        },
        {
          label: 'Organisation',
          fields: [
            text('organisation_name', 200),
            {
              name: 'organisation_abn',
              type: 'text',
              validate: (value: unknown) =>
                value == null ||
                value === '' ||
                /^\d{2} ?\d{3} ?\d{3} ?\d{3}$/.test(String(value)) ||
                'An ABN has 11 digits.',
            },
            { name: 'organisation_logo', type: 'upload', relationTo: 'media' },
            { name: 'organisation_logo_dark', type: 'upload', relationTo: 'media' },
            { name: 'organisation_address', type: 'textarea', maxLength: 500 },
            { name: 'organisation_email', type: 'email', validate: validateEmail },
            text('organisation_phone', 40),
          ],
        },
        {
          label: 'Social',
          fields: socialNetworks.map((network) => text(network)),
        },
        {
          label: 'Analytics and verification',
          fields: [
            text('google_analytics_key', 60),
            text('google_tag_manager', 60),
            text('google_site_verification', 120),
            text('bing_site_verification', 120),
            text('facebook_pixel', 60),
            text('matomo_site_url'),
            text('matomo_site_id', 20),
          ],
        },
      ],
    },
  ],
}
