import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { studioAccess } from '@/collections/content-access'

/**
 * Captcha answers already taken, by their challenge's signature: an answer counts once. Kept
 * until the challenge would have expired anyway. Written only by src/forms/captcha.ts.
 */
export const CaptchaUses: CollectionConfig = {
  slug: 'captcha-uses',
  admin: { hidden: true },
  access: { ...studioAccess(isAdmin), create: nobody, update: nobody },
  fields: [
    { name: 'signature', type: 'text', required: true, unique: true, index: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
