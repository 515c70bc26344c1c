'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { api } from '@/client/api-client'
import type { Address, Endpoints } from '@/client/api-endpoints'
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

/** A new address for the customer's book; `onAdded` hears of it (the book lists it, the checkout chooses it). */
export function AddressForm({ onAdded }: { onAdded: (address: Address) => void }) {
  const t = useTranslations('account')
  const [values, setValues] = useState(empty)
  const form = useAccountForm()

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
    onAdded(result.data)
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
    <FormScope form={form}>
      <form onSubmit={add} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="address-form">
        {input('first_name', 'firstName')}
        {input('last_name', 'lastName')}
        {input('street_address', 'streetAddress', true)}
        {input('street_address_1', 'streetAddress1')}
        {input('city', 'city', true)}
        {input('state', 'state')}
        {input('postcode', 'postcode', true)}
        {input('country', 'country')}
        <div className="space-y-4 sm:col-span-2">
          <FormMessage error={form.error} />
          <button className="button-quiet">{t('addresses.add')}</button>
        </div>
      </form>
    </FormScope>
  )
}
