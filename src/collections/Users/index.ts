import type { CollectionConfig, FieldAccess } from 'payload'

import { hasAdminRole, isAdmin, isAdminField } from '@/access/is-admin'
import { nobodyField } from '@/access/nobody'
import { formatCents } from '@/commerce/money'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/i18n/locales'
import { studioAccess } from '@/collections/content-access'
import { authOperations, keepCommittedUser } from '@/collections/Users/auth-operations'
import { validateEmail } from '@/fields/validate-email'

const roles = ['admin', 'customer'] as const

/** The customer's own record, or the studio. */
const selfOrStudio: FieldAccess = ({ req, id, doc }) =>
  hasAdminRole(req.user as { roles?: string[] }) ||
  (req.user != null && String(req.user.id) === String(id ?? (doc as { id?: unknown } | undefined)?.id))

/** The spec's User entity; e-mail and password come from Payload's auth. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 2,
    // Off: anyone could lock an account by sending wrong passwords. Tries are limited by address
    // and IP in front of every password door instead (src/accounts/password-limits.ts).
    maxLoginAttempts: 0,
  },
  hooks: { beforeOperation: [authOperations], beforeLogin: [keepCommittedUser] },
  admin: {
    useAsTitle: 'email',
    listSearchableFields: ['email', 'first_name', 'last_name'],
    defaultColumns: ['email', 'first_name', 'last_name', 'roles'],
    group: 'Orders',
    description: 'Customers with an account, and the studio’s own sign-in.',
  },
  // Customers read and change their account through the v1 API only, under the site's profile
  // rules (locked fields, e-mail, proof for a new password); Payload's doors are the studio's.
  access: { ...studioAccess(isAdmin), admin: ({ req }) => hasAdminRole(req.user as { roles?: string[] }) },
  fields: [
    // Payload's own e-mail field (merged with this), checked by the site's one address rule.
    { name: 'email', type: 'email', validate: validateEmail },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['customer'],
      options: roles.map((role) => ({ label: role === 'admin' ? 'Admin' : 'Customer', value: role })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
    {
      name: 'is_admin',
      type: 'checkbox',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ data }) => hasAdminRole(data as { roles?: string[] })] },
    },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', maxLength: 100 },
        { name: 'last_name', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'mobile_phone', type: 'text', maxLength: 40 },
        { name: 'date_of_birth', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      // The language of the customer's e-mails: set at sign-up from the page they signed up on,
      // changed in their profile. Not required: accounts made before it, or by the studio without
      // one, are English (the default), as the mail code reads an empty value.
      name: 'locale',
      label: 'Language',
      type: 'select',
      defaultValue: DEFAULT_LOCALE,
      options: LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] })),
      access: { read: selfOrStudio, create: isAdminField, update: selfOrStudio },
      admin: { position: 'sidebar', description: 'The language of this customer’s e-mails.' },
    },
    { name: 'current_address_id', type: 'number', admin: { description: 'Default address in the address book.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      // Changed only with an entry of the store-credit ledger (src/commerce/credit/store-credit.ts).
      name: 'credit_cents',
      type: 'number',
      defaultValue: 0,
      access: { read: selfOrStudio, create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    {
      name: 'store_credit',
      type: 'text',
      virtual: true,
      access: { read: selfOrStudio },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'From redeemed gift vouchers; see Store credit to change it.',
      },
      hooks: { afterRead: [({ siblingData }) => formatCents(Number(siblingData?.credit_cents ?? 0))] },
    },
    {
      type: 'collapsible',
      label: 'Business',
      admin: { initCollapsed: true },
      fields: [
        { name: 'company_name', type: 'text', maxLength: 200 },
        { name: 'company_phone', type: 'text', maxLength: 40 },
        { name: 'trading_name', type: 'text', maxLength: 200 },
        { name: 'abn', type: 'text', maxLength: 20 },
        { name: 'website', type: 'text', maxLength: 300 },
        { name: 'facebook_link', type: 'text', maxLength: 300 },
      ],
    },
    {
      type: 'collapsible',
      label: 'Licence and emergency contact',
      admin: { initCollapsed: true },
      fields: [
        { name: 'drivers_licence_number', type: 'text', maxLength: 40 },
        { name: 'drivers_licence_expiry', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'drivers_licence_state_of_issue_id', type: 'number' },
        { name: 'emergency_contact_name', type: 'text', maxLength: 200 },
        { name: 'emergency_contact_phone', type: 'text', maxLength: 40 },
        { name: 'club_additional_member', type: 'text', maxLength: 200 },
      ],
    },
  ],
}
