import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { invalidateSiteOnGlobalChange } from '@/hooks/invalidate-site'

import { linkFields } from '@/globals/link-fields'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer links',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [invalidateSiteOnGlobalChange] },
  fields: [{ name: 'navItems', type: 'array', maxRows: 20, fields: linkFields }],
}
