'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, type FormEvent } from 'react'

import { api } from '@/lib/api-client'
import type { Address, Endpoints } from '@/lib/api-endpoints'
import type { Messages } from '@/i18n/messages'

import { Field, FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { FormMessage } from '@/components/Account/FormMessage'

// The country is a value stored with the address, not a word of the interface: it stays as the studio ships.
const empty = {
  first_name: '',
  last_name: '',
  street_address: '',
  street_address_1: '',
  city: '',
  state: '',
  postcode: '',
  country: 'Australia',
  phone: '',
}

type Label = keyof Messages['account']['addresses']['fields']

/** The customer's address book: enabled addresses, a form to add one, and removal (disable). */
export function AddressBook() {
  const t = useTranslations('account')
  const [addresses, setAddresses] = useState<Address[]>([])
  const [values, setValues] = useState(empty)
  const form = useAccountForm()
  // Bumped to read the list again after a change.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    void api.call('/sell/address').then((result) => {
      if (live && result.ok) setAddresses(result.data.data)
    })
    return () => {
      live = false
    }
  }, [version])
  const reload = () => setVersion((v) => v + 1)

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check(event.currentTarget)) return
    form.reset()
    // Empty fields are left out rather than sent blank; the server names any required one missing.
    const body = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== ''),
    ) as Endpoints['/sell/address/create']['body']
    const result = await api.call('/sell/address/create', { body })
    if (!result.ok) return form.fail(result)
    setValues(empty)
    reload()
  }
  const remove = async (id: number | string) => {
    await api.call('/sell/address/disable', { body: { id: Number(id) } })
    reload()
  }
  const input = (key: keyof typeof empty, label: Label, required = false) => (
    <Field
      label={t(`addresses.fields.${label}`)}
      name={key}
      required={required}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
    />
  )

  return (
    <section
      aria-labelledby="addresses-heading"
      className="border-t border-ink/10 pt-8 dark:border-mist/10"
      data-testid="address-book"
    >
      <h2 id="addresses-heading" className="text-2xl">
        {t('addresses.heading')}
      </h2>
      <ul className="mt-4 space-y-3">
        {addresses.map((a) => {
          const name = [a.first_name, a.last_name].filter(Boolean).join(' ') || a.display_name
          const place = [a.street_address, a.street_address_1, a.city, a.state, a.postcode, a.country]
            .filter(Boolean)
            .join(', ')
          return (
            <li
              key={a.id}
              className="flex items-start justify-between gap-4 rounded-xl border border-ink/10 p-4 dark:border-mist/10"
            >
              <div className="text-sm leading-relaxed">
                <p className="font-medium">{name}</p>
                <p className="text-soft">{place}</p>
              </div>
              <button
                type="button"
                className="text-sm text-ink-soft underline hover:text-danger dark:text-mist/70"
                aria-label={t('addresses.removeNamed', { address: place || name })}
                onClick={() => void remove(a.id)}
              >
                {t('addresses.remove')}
              </button>
            </li>
          )
        })}
        {addresses.length === 0 ? <li className="text-sm text-soft">{t('addresses.empty')}</li> : null}
      </ul>
      <FormScope form={form}>
        <form onSubmit={add} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
          {input('first_name', 'firstName')}
          {input('last_name', 'lastName')}
          {input('street_address', 'streetAddress', true)}
          {input('street_address_1', 'streetAddress1')}
          {input('city', 'city', true)}
          {input('state', 'state')}
          {input('postcode', 'postcode', true)}
          {input('country', 'country')}
          <div className="sm:col-span-2 space-y-4">
            <FormMessage error={form.error} />
            <button className="button-quiet">{t('addresses.add')}</button>
          </div>
        </form>
      </FormScope>
    </section>
  )
}
