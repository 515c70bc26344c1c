'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { api } from '@/client/api-client'
import type { ProfileChanges, User } from '@/client/api-endpoints'
import { LOCALE_NAMES, LOCALES, isLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

import { Field, FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { AddressBook } from '@/components/Account/AddressBook.client'
import { FormMessage } from '@/components/Account/FormMessage'
import { labelClass, selectClass } from '@/components/Account/styles'
import { DateField } from '@/components/Account/DateField.client'
import {
  NewPasswordFields,
  noPasswordChange,
  passwordChanges,
  type PasswordChange,
} from '@/components/Account/NewPasswordFields.client'

export type ProfileSwitches = Record<string, boolean> & { club_additional_member_label?: never }

type ProfileField = {
  name: keyof User
  label: keyof Messages['account']['profile']['fields']
  toggle: string | null
  type?: string
  autoComplete?: string
}

const fields: ProfileField[] = [
  { name: 'first_name', label: 'firstName', toggle: 'edit_name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'lastName', toggle: 'edit_name', autoComplete: 'family-name' },
  { name: 'mobile_phone', label: 'mobilePhone', toggle: null, type: 'tel', autoComplete: 'tel' },
  { name: 'date_of_birth', label: 'dateOfBirth', toggle: 'edit_date_of_birth', type: 'date', autoComplete: 'bday' },
  { name: 'company_name', label: 'companyName', toggle: 'edit_company_name', autoComplete: 'organization' },
  { name: 'company_phone', label: 'companyPhone', toggle: 'edit_company_phone', type: 'tel' },
  { name: 'trading_name', label: 'tradingName', toggle: 'edit_trading_name' },
  { name: 'abn', label: 'abn', toggle: 'edit_abn' },
  { name: 'website', label: 'website', toggle: 'edit_website', type: 'url' },
  { name: 'facebook_link', label: 'facebook', toggle: 'edit_facebook', type: 'url' },
  { name: 'drivers_licence_number', label: 'driversLicenceNumber', toggle: 'edit_drivers_licence' },
  { name: 'drivers_licence_expiry', label: 'driversLicenceExpiry', toggle: 'edit_drivers_licence', type: 'date' },
  { name: 'emergency_contact_name', label: 'emergencyContact', toggle: 'edit_emergency_contact' },
  {
    name: 'emergency_contact_phone',
    label: 'emergencyContactPhone',
    toggle: 'edit_emergency_contact',
    type: 'tel',
  },
  { name: 'club_additional_member', label: 'partnerName', toggle: 'edit_club_additional_member' },
]

/** Whether the site lets the customer change this field now (the spec's switches and date-of-birth rule). */
function editable(field: ProfileField, switches: ProfileSwitches, user: User) {
  if (field.toggle && !switches[field.toggle]) return false
  if (field.name === 'date_of_birth' && user.date_of_birth && !switches.change_date_of_birth) return false
  return true
}

export function ProfileForm({
  user,
  switches,
  partnerLabel,
  onSaved,
}: {
  user: User
  switches: ProfileSwitches
  partnerLabel: string
  onSaved: () => void
}) {
  const t = useTranslations('account')
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, user[f.name] == null ? '' : String(user[f.name])])),
  )
  const [passwordChange, setPasswordChange] = useState<PasswordChange>(noPasswordChange)
  const [photo, setPhoto] = useState(user.image)
  const [locale, setLocale] = useState(user.locale)
  const localeId = useId()
  const [busy, setBusy] = useState(false)
  const form = useAccountForm()
  const shown = fields.filter((f) => editable(f, switches, user) || (user[f.name] != null && user[f.name] !== ''))

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check(event.currentTarget)) return
    setBusy(true)
    form.reset()
    const changes: Record<string, unknown> = {}
    for (const f of fields) {
      if (!editable(f, switches, user)) continue
      const before = user[f.name] == null ? '' : String(user[f.name])
      if (values[f.name] === before) continue
      const nullable = ['date_of_birth', 'drivers_licence_expiry', 'abn', 'website', 'facebook_link'].includes(f.name)
      changes[f.name] = values[f.name] === '' && nullable ? null : values[f.name]
    }
    // The fields above are the text fields of ProfileUpdate; the server checks each value against it.
    const body = { ...(changes as ProfileChanges), ...(locale !== user.locale ? { locale } : {}) }
    const password = passwordChanges(passwordChange)
    const othersChanged = Object.keys(body).length > 0
    // Everything else is saved on its own, so a password without its proof never loses the other changes.
    if (othersChanged || !password.newpassword) {
      const saved = await api.call('/cognito/user/update', { body })
      if (!saved.ok) {
        setBusy(false)
        return form.fail(saved)
      }
    }
    if (password.newpassword) {
      // A new password needs a proof: the current one, or (an account that never had one) the mailed code.
      const proved = 'password' in password || Boolean(password.code)
      const changed = proved ? await api.call('/cognito/user/update', { body: password }) : null
      setBusy(false)
      onSaved()
      if (!changed?.ok) {
        if (changed) form.fail(changed)
        else form.failField('password', t('newPassword.proofNeeded'))
        if (othersChanged) form.setNotice(t('profile.savedNotPassword'))
        return
      }
      setPasswordChange(noPasswordChange)
      form.setNotice(t('profile.savedWithPassword'))
      return
    }
    setBusy(false)
    form.setNotice(t('profile.saved'))
    onSaved()
  }

  const upload = async (file: File | undefined) => {
    if (!file) return
    const data = new FormData()
    data.append('image', file)
    form.reset()
    const result = await api.call('/cognito/user/uploadImage', { form: data })
    if (!result.ok) return form.fail(result)
    setPhoto(result.data.image)
    form.setNotice(t('profile.photoUpdated'))
  }

  return (
    <div className="space-y-10">
      <FormScope form={form}>
        <form onSubmit={save} noValidate className="space-y-6" data-testid="profile-form">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <div className="aspect-[4/3] w-full max-w-[300px] overflow-hidden rounded-xl bg-paper-deep dark:bg-night">
              {photo ? (
                <img
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  alt={t('profile.photoAlt')}
                  className="size-full object-cover"
                  data-testid="profile-photo"
                />
              ) : (
                <div className="grid size-full place-items-center font-display text-5xl text-ink-soft/60 dark:text-mist/40">
                  {(user.first_name[0] ?? user.email[0] ?? '?').toUpperCase()}
                </div>
              )}
            </div>
            <label className="button-quiet cursor-pointer self-start">
              {photo ? t('profile.changePhoto') : t('profile.addPhoto')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                onChange={(e) => void upload(e.target.files?.[0])}
                data-testid="photo-input"
              />
            </label>
          </div>

          <Field label={t('fields.email')} name="email" value={user.email} disabled readOnly />

          <div className="grid gap-5 sm:grid-cols-2">
            {shown.map((f) => {
              const open = editable(f, switches, user)
              if (f.type === 'date')
                return (
                  <DateField
                    key={f.name}
                    label={t(`profile.fields.${f.label}`)}
                    hint={
                      f.name === 'date_of_birth' && open && !user.date_of_birth && !switches.change_date_of_birth
                        ? t('profile.dateOfBirthHint')
                        : undefined
                    }
                    name={f.name}
                    autoComplete={f.autoComplete === 'bday' ? 'bday' : undefined}
                    disabled={!open}
                    value={values[f.name]}
                    onChange={(date) => setValues((v) => ({ ...v, [f.name]: date }))}
                  />
                )
              return (
                <Field
                  key={f.name}
                  label={f.name === 'club_additional_member' ? partnerLabel : t(`profile.fields.${f.label}`)}
                  hint={
                    f.name === 'date_of_birth' && open && !user.date_of_birth && !switches.change_date_of_birth
                      ? t('profile.dateOfBirthHint')
                      : undefined
                  }
                  name={f.name}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  disabled={!open}
                  readOnly={!open}
                  value={values[f.name]}
                  max={f.name === 'date_of_birth' ? new Date().toISOString().slice(0, 10) : undefined}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
              )
            })}
          </div>

          <div>
            <label htmlFor={localeId} className={labelClass}>
              {t('profile.fields.emailLanguage')}
            </label>
            <select
              id={localeId}
              name="locale"
              value={locale}
              onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
              className={selectClass}
              data-testid="profile-locale"
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>

          <NewPasswordFields email={user.email} value={passwordChange} onChange={setPasswordChange} />

          <FormMessage error={form.error} notice={form.notice} />
          <button className="button-primary" disabled={busy}>
            {busy ? t('profile.saving') : t('profile.save')}
          </button>
        </form>
      </FormScope>

      {switches.manage_addresses ? <AddressBook /> : null}
    </div>
  )
}
