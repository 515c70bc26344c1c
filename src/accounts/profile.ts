import { inTransaction, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { getSiteConfiguration, type SiteConfig } from '@/content/site-data'
import { toImage } from '@/media/image'

import { loadAccountUser } from '@/accounts/account-user'
import { MIN_PASSWORD_LENGTH } from '@/lib/password-length'
import { localeOf, passwordTooShort } from '@/accounts/login-flows'
import { provePasswordChange, type PasswordProof } from '@/accounts/password-proof'
import { revokeUserSessions } from '@/accounts/sessions'
import type { User } from '@/payload-types'

/** The spec's User as the API answers it; `newpassword` is never filled. */
export function presentUser(user: User) {
  return {
    id: user.id,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    is_admin: Boolean(user.roles?.includes('admin')),
    email: user.email,
    mobile_phone: user.mobile_phone ?? '',
    date_of_birth: user.date_of_birth ? user.date_of_birth.slice(0, 10) : null,
    current_address_id: user.current_address_id ?? null,
    image: toImage(user.image as never, { aspect: '4x3', width: 300 }),
    thumbnail: toImage(user.image as never, { aspect: '1x1', width: 100 }),
    newpassword: '',
    company_name: user.company_name ?? '',
    company_phone: user.company_phone ?? '',
    trading_name: user.trading_name ?? '',
    abn: user.abn ?? null,
    website: user.website ?? null,
    facebook_link: user.facebook_link ?? null,
    drivers_licence_number: user.drivers_licence_number ?? '',
    drivers_licence_expiry: user.drivers_licence_expiry ? user.drivers_licence_expiry.slice(0, 10) : null,
    drivers_licence_state_of_issue_id: user.drivers_licence_state_of_issue_id ?? null,
    emergency_contact_name: user.emergency_contact_name ?? '',
    emergency_contact_phone: user.emergency_contact_phone ?? '',
    club_additional_member: user.club_additional_member ?? '',
    locale: localeOf(user),
  }
}

/** Which configuration switch opens each profile field (spec section 3); fields not listed are always editable. */
const profileFieldSwitch: Record<string, string | null> = {
  first_name: 'edit_name',
  last_name: 'edit_name',
  date_of_birth: 'edit_date_of_birth',
  drivers_licence_number: 'edit_drivers_licence',
  drivers_licence_expiry: 'edit_drivers_licence',
  drivers_licence_state_of_issue_id: 'edit_drivers_licence',
  emergency_contact_name: 'edit_emergency_contact',
  emergency_contact_phone: 'edit_emergency_contact',
  company_name: 'edit_company_name',
  company_phone: 'edit_company_phone',
  trading_name: 'edit_trading_name',
  abn: 'edit_abn',
  website: 'edit_website',
  facebook_link: 'edit_facebook',
  club_additional_member: 'edit_club_additional_member',
  mobile_phone: null,
  current_address_id: null,
  // The language of the customer's e-mails is always theirs to choose.
  locale: null,
}

/** Whether the configuration lets this user change a field now (with the date-of-birth rule). */
function canEdit(field: string, configuration: SiteConfig, user: Pick<User, 'date_of_birth'>): boolean {
  if (!(field in profileFieldSwitch)) return false
  const toggle = profileFieldSwitch[field]
  if (toggle && !configuration[toggle]) return false
  if (field === 'date_of_birth' && user.date_of_birth && !configuration.change_date_of_birth) return false
  return true
}

/**
 * Checks a profile change against the switches. Any field the configuration keeps closed makes
 * the whole change fail (403), naming the fields, so nothing is half-saved.
 */
async function updateProfile(
  { payload, req }: Required<Db>,
  user: User,
  changes: Record<string, unknown>,
  configuration: SiteConfig,
) {
  const closed = Object.keys(changes).filter((field) => field !== 'newpassword' && !canEdit(field, configuration, user))
  if (closed.length) {
    throw new DomainError(
      'profile_fields_locked',
      {},
      closed.map((path) => ({
        path,
        code: path === 'date_of_birth' && user.date_of_birth ? 'date_of_birth_set' : 'field_locked',
      })),
    )
  }
  if (changes.current_address_id !== undefined && changes.current_address_id !== null) {
    const owned = await payload.find({
      collection: 'addresses',
      where: { and: [{ id: { equals: changes.current_address_id } }, { owner: { equals: user.id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (owned.docs.length === 0) throw new DomainError('address_not_found')
  }
  const data: Record<string, unknown> = { ...changes }
  delete data.newpassword
  if (typeof changes.newpassword === 'string' && changes.newpassword) data.password = changes.newpassword
  return (await payload.update({ collection: 'users', id: user.id, data, overrideAccess: true, depth: 1, req })) as User
}

/**
 * The profile call: checks the change, saves it and, with a new password, ends the user's other
 * sessions, all in one transaction, so a password never changes while the old sessions live on.
 * A new password also needs proof (the current password or an e-mailed code), checked first.
 */
export async function changeProfile(
  db: Db,
  userId: number | string,
  { password, code, ...changes }: Record<string, unknown> & PasswordProof,
  keepSessionId: string,
): Promise<User> {
  const user = await loadAccountUser(db, userId)
  const configuration = await getSiteConfiguration(db.payload)
  const newPassword = typeof changes.newpassword === 'string' ? changes.newpassword : ''
  if (newPassword && newPassword.length < MIN_PASSWORD_LENGTH) throw passwordTooShort()
  if (newPassword) await provePasswordChange(db, user, { password, code }, keepSessionId)
  return inTransaction(db, async (tx) => {
    const updated = await updateProfile(tx, user, changes, configuration)
    if (newPassword) await revokeUserSessions(tx, user.id, keepSessionId)
    return updated
  })
}
