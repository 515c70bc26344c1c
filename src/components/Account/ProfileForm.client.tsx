'use client'

import { useState, type FormEvent } from 'react'

import { api } from '@/lib/api-client'
import type { ProfileChanges, User } from '@/lib/api-endpoints'

import { AddressBook } from '@/components/Account/AddressBook.client'
import { FormMessage } from '@/components/Account/FormMessage'
import {
  NewPasswordFields,
  noPasswordChange,
  passwordChanges,
  type PasswordChange,
} from '@/components/Account/NewPasswordFields.client'
import { hintClass, inputClass, labelClass } from '@/components/Account/styles'

export type ProfileSwitches = Record<string, boolean> & { club_additional_member_label?: never }

type Field = { name: keyof User; label: string; toggle: string | null; type?: string; autoComplete?: string }

const fields: Field[] = [
  { name: 'first_name', label: 'First name', toggle: 'edit_name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', toggle: 'edit_name', autoComplete: 'family-name' },
  { name: 'mobile_phone', label: 'Mobile phone', toggle: null, type: 'tel', autoComplete: 'tel' },
  { name: 'date_of_birth', label: 'Date of birth', toggle: 'edit_date_of_birth', type: 'date', autoComplete: 'bday' },
  { name: 'company_name', label: 'Company name', toggle: 'edit_company_name', autoComplete: 'organization' },
  { name: 'company_phone', label: 'Company phone', toggle: 'edit_company_phone', type: 'tel' },
  { name: 'trading_name', label: 'Trading name', toggle: 'edit_trading_name' },
  { name: 'abn', label: 'ABN', toggle: 'edit_abn' },
  { name: 'website', label: 'Website', toggle: 'edit_website', type: 'url' },
  { name: 'facebook_link', label: 'Facebook', toggle: 'edit_facebook', type: 'url' },
  { name: 'drivers_licence_number', label: 'Driver’s licence number', toggle: 'edit_drivers_licence' },
  { name: 'drivers_licence_expiry', label: 'Licence expiry', toggle: 'edit_drivers_licence', type: 'date' },
  { name: 'emergency_contact_name', label: 'Emergency contact', toggle: 'edit_emergency_contact' },
  { name: 'emergency_contact_phone', label: 'Emergency contact phone', toggle: 'edit_emergency_contact', type: 'tel' },
  { name: 'club_additional_member', label: 'Partner name', toggle: 'edit_club_additional_member' },
]

/** Whether the site lets the customer change this field now (the spec's switches and date-of-birth rule). */
function editable(field: Field, switches: ProfileSwitches, user: User) {
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
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, user[f.name] == null ? '' : String(user[f.name])])),
  )
  const [password, setPassword] = useState<PasswordChange>(noPasswordChange)
  const [photo, setPhoto] = useState(user.image)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const shown = fields.filter((f) => editable(f, switches, user) || (user[f.name] != null && user[f.name] !== ''))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setNotice(null)
    const changes: Record<string, unknown> = {}
    for (const f of fields) {
      if (!editable(f, switches, user)) continue
      const before = user[f.name] == null ? '' : String(user[f.name])
      if (values[f.name] === before) continue
      const nullable = ['date_of_birth', 'drivers_licence_expiry', 'abn', 'website', 'facebook_link'].includes(f.name)
      changes[f.name] = values[f.name] === '' && nullable ? null : values[f.name]
    }
    // The fields above are the text fields of ProfileUpdate; the server checks each value against it.
    const body = { ...(changes as ProfileChanges), ...passwordChanges(password) }
    const result = await api.call('/cognito/user/update', { body })
    setBusy(false)
    if (!result.ok) return setError(result.error.issues?.map((i) => i.message).join(' ') || result.error.message)
    setPassword(noPasswordChange)
    setNotice(body.newpassword ? 'Saved. Your new password is set, and other devices are logged out.' : 'Saved.')
    onSaved()
  }

  const upload = async (file: File | undefined) => {
    if (!file) return
    const form = new FormData()
    form.append('image', file)
    setError(null)
    const result = await api.call('/cognito/user/uploadImage', { form })
    if (!result.ok) return setError(result.error.message)
    setPhoto(result.data.image)
    setNotice('Your photo is updated.')
  }

  return (
    <div className="space-y-10">
      <form onSubmit={save} className="space-y-6" data-testid="profile-form">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div className="aspect-[4/3] w-full max-w-[300px] overflow-hidden rounded-xl bg-paper-deep dark:bg-night">
            {photo ? (
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                alt="Your photo"
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
            {photo ? 'Change photo' : 'Add a photo'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => void upload(e.target.files?.[0])}
              data-testid="photo-input"
            />
          </label>
        </div>

        <label className={labelClass}>
          E-mail address
          <input className={inputClass} value={user.email} disabled readOnly />
        </label>

        <div className="grid gap-5 sm:grid-cols-2">
          {shown.map((f) => {
            const open = editable(f, switches, user)
            return (
              <label key={f.name} className={labelClass}>
                {f.name === 'club_additional_member' ? partnerLabel : f.label}
                <input
                  className={inputClass}
                  name={f.name}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  disabled={!open}
                  readOnly={!open}
                  value={values[f.name]}
                  max={f.name === 'date_of_birth' ? new Date().toISOString().slice(0, 10) : undefined}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
                {f.name === 'date_of_birth' && open && !user.date_of_birth && !switches.change_date_of_birth ? (
                  <span className={hintClass}>Once saved, it cannot be changed here.</span>
                ) : null}
              </label>
            )
          })}
        </div>

        <NewPasswordFields email={user.email} value={password} onChange={setPassword} />

        <FormMessage error={error} notice={notice} />
        <button className="button-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
      </form>

      {switches.manage_addresses ? <AddressBook /> : null}
    </div>
  )
}
