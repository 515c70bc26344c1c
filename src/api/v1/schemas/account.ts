import { z } from '@hono/zod-openapi'

import { FINGERPRINT_PATTERN } from '@/accounts/constants'
import { LOCALES } from '@/i18n/locales'

import { emailAddress } from '@/api/v1/schemas/email'
import { ImageSchema } from '@/api/v1/schemas/image'
import { optionalField } from '@/api/v1/schemas/query'

const email = emailAddress
export const fingerprint = z.string().regex(FINGERPRINT_PATTERN, 'A fingerprint is 8 to 64 letters, digits, - or _.')
/** A 6-digit code or the link token of an e-mail. */
const code = z.string().regex(/^(\d{6}|[A-Za-z0-9_-]{43})$/, 'The code is 6 digits.')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.')
const pastDate = isoDate.refine(
  (d) => !Number.isNaN(Date.parse(d)) && Date.parse(d) < Date.now() && Date.parse(d) > Date.parse('1900-01-01'),
  'Not a date of birth.',
)

export const LoginBody = z.object({ username: email, password: z.string().min(1).max(200), fingerprint }).strict()
export const RefreshBody = z.object({ refresh_token: optionalField(z.string().max(200)), fingerprint }).strict()
export const SendLoginLinkBody = z
  .object({
    email,
    fingerprint: optionalField(fingerprint),
    code_only: optionalField(z.boolean()),
    sign_up: optionalField(
      z
        .boolean()
        .openapi({ description: 'An address without an account gets a sign-up code (the checkout’s sign-in).' }),
    ),
  })
  .strict()
export const RegisterLinkBody = z
  .object({
    email,
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    date_of_birth: optionalField(pastDate),
    fingerprint: optionalField(fingerprint),
  })
  .strict()
export const EmailQuery = z.object({ email }).strict()
export const RecoverCheck = z
  .object({ email, code, newpassword: z.string().max(200), fingerprint: optionalField(fingerprint) })
  .strict()
export const CodeLogin = z.object({ email, code, fingerprint }).strict()
export const AdoptTokensBody = z
  .object({ access_token: z.string().max(2000), refresh_token: z.string().max(200), fingerprint })
  .strict()

export const TokensSchema = z
  .object({
    success: z.literal(true),
    access_token: z.string().optional(),
    refresh_token: z.string().optional(),
    expires_at: z.number().int(),
  })
  .openapi('Tokens')
export const DoneSchema = z.object({ success: z.literal(true), message: z.string().optional() }).openapi('Done')

const nullableText = z.string().trim().max(300).nullable()
/** The profile fields a customer may send; each is still subject to the site's switches. */
export const ProfileUpdate = z
  .object({
    first_name: z.string().trim().max(100),
    last_name: z.string().trim().max(100),
    mobile_phone: z.string().trim().max(40),
    date_of_birth: pastDate.nullable(),
    current_address_id: z.number().int().positive().nullable(),
    newpassword: z.string().max(200),
    // Proof for a new password: the current one, or a password-reset code mailed to the account.
    password: z.string().max(200),
    code,
    company_name: z.string().trim().max(200),
    company_phone: z.string().trim().max(40),
    trading_name: z.string().trim().max(200),
    abn: z
      .string()
      .trim()
      .regex(/^[\d ]{0,20}$/, 'An ABN is 11 digits.')
      .nullable(),
    website: nullableText,
    facebook_link: nullableText,
    drivers_licence_number: z.string().trim().max(40),
    drivers_licence_expiry: isoDate.nullable(),
    drivers_licence_state_of_issue_id: z.number().int().positive().nullable(),
    emergency_contact_name: z.string().trim().max(200),
    emergency_contact_phone: z.string().trim().max(40),
    club_additional_member: z.string().trim().max(200),
    // Not in the spec's User: the language of the customer's e-mails (one of the interface's 18).
    locale: z.enum(LOCALES),
  })
  .partial()
  .strict()

export const UserSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    first_name: z.string(),
    last_name: z.string(),
    is_admin: z.boolean(),
    email: z.string(),
    mobile_phone: z.string(),
    date_of_birth: z.string().nullable(),
    current_address_id: z.number().nullable(),
    image: ImageSchema.nullable(),
    thumbnail: ImageSchema.nullable(),
    newpassword: z.string(),
    company_name: z.string(),
    company_phone: z.string(),
    trading_name: z.string(),
    abn: z.string().nullable(),
    website: z.string().nullable(),
    facebook_link: z.string().nullable(),
    drivers_licence_number: z.string(),
    drivers_licence_expiry: z.string().nullable(),
    drivers_licence_state_of_issue_id: z.number().nullable(),
    emergency_contact_name: z.string(),
    emergency_contact_phone: z.string(),
    club_additional_member: z.string(),
    locale: z
      .enum(LOCALES)
      .openapi({ description: 'The language of the customer’s e-mails: the one they signed up in, unless changed.' }),
  })
  .openapi('User')

export const addressFields = {
  display_name: z.string().trim().max(200),
  first_name: z.string().trim().max(100),
  last_name: z.string().trim().max(100),
  email: z.union([email, z.literal('')]),
  phone: z.string().trim().max(40),
  company: z.string().trim().max(200),
  street_address: z.string().trim().max(200),
  street_address_1: z.string().trim().max(200),
  postcode: z.string().trim().max(20),
  city: z.string().trim().max(100),
  state: z.string().trim().max(100),
  country: z.string().trim().max(100),
}
export const AddressCreate = z
  .object({
    ...addressFields,
    street_address: addressFields.street_address.min(1),
    city: addressFields.city.min(1),
    postcode: addressFields.postcode.min(1),
  })
  .partial({
    display_name: true,
    first_name: true,
    last_name: true,
    email: true,
    phone: true,
    company: true,
    street_address_1: true,
    state: true,
    country: true,
  })
  .strict()
export const AddressUpdate = z
  .object({ id: z.coerce.number().int().positive(), ...addressFields })
  .partial()
  .required({ id: true })
  .strict()
export const IdBody = z.object({ id: z.coerce.number().int().positive() }).strict()
export const AddressSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    enabled: z.boolean(),
    ...Object.fromEntries(Object.keys(addressFields).map((k) => [k, z.string()])),
  })
  .openapi('Address')
