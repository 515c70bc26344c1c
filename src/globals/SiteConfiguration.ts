import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { invalidateSiteOnGlobalChange } from '@/hooks/invalidate-site'

/** Which profile fields a customer may edit; all off until the artist turns them on. */
export const profileSwitches = [
  'edit_name',
  'edit_date_of_birth',
  'change_date_of_birth',
  'edit_drivers_licence',
  'edit_emergency_contact',
  'edit_company_name',
  'edit_company_phone',
  'edit_trading_name',
  'edit_abn',
  'edit_website',
  'edit_facebook',
  'edit_club_additional_member',
  'manage_addresses',
] as const

const toggle = (name: string, defaultValue: boolean, description?: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue,
  admin: description ? { description } : undefined,
})

/** The spec's site configuration: switches that change what the site offers. */
export const SiteConfiguration: GlobalConfig = {
  slug: 'site-configuration',
  label: 'Site configuration',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [invalidateSiteOnGlobalChange] },
  fields: [
    toggle('is_ecommerce', true, 'The site sells online: cart, checkout and shop pages are on.'),
    {
      name: 'payment_to_user_id',
      type: 'number',
      defaultValue: 1,
      min: 1,
      required: true,
      admin: { description: 'The account that receives payments.' },
    },
    {
      name: 'profile',
      type: 'group',
      label: 'Profile editing',
      fields: profileSwitches.map((name) => toggle(name, false)),
    },
    {
      name: 'club_additional_member_label',
      type: 'text',
      defaultValue: 'Partner Name',
      required: true,
      maxLength: 60,
    },
    {
      name: 'login',
      type: 'group',
      label: 'Login options',
      fields: [
        toggle('code_only', false, 'Login e-mails carry a code only, not a link.'),
        toggle('google', false, 'Offer login with the configured OAuth2 provider.'),
      ],
    },
    {
      name: 'signup',
      type: 'group',
      label: 'Sign-up options',
      fields: [toggle('ask_date_of_birth', false)],
    },
    {
      name: 'racers',
      type: 'group',
      fields: [
        { name: 'clientApiId', type: 'text', defaultValue: '' },
        { name: 'eventManager', type: 'text', defaultValue: '' },
      ],
    },
    toggle('show_back_to_top', true, 'Show a back-to-top button once a visitor scrolls down.'),
    toggle('listPageContentFeature', false, 'Render pages from their list of content blocks.'),
    {
      name: 'siteSpecificTemplates',
      type: 'array',
      fields: [{ name: 'template', type: 'text', required: true }],
    },
  ],
}
