'use client'

import { useCallback, useEffect, useState, type FormEvent } from 'react'

import { api } from '@/lib/api-client'
import type { Address, Endpoints } from '@/lib/api-endpoints'

import { FormMessage } from '@/components/Account/FormMessage'
import { inputClass, labelClass } from '@/components/Account/styles'

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

/** The customer's address book: enabled addresses, a form to add one, and removal (disable). */
export function AddressBook() {
  const [addresses, setAddresses] = useState<Address[]>([])
  const [form, setForm] = useState(empty)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(async () => {
    const result = await api.call('/sell/address')
    if (result.ok) setAddresses(result.data.data)
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  const add = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    // Empty fields are left out rather than sent blank; the server names any required one missing.
    const body = Object.fromEntries(
      Object.entries(form).filter(([, v]) => v !== ''),
    ) as Endpoints['/sell/address/create']['body']
    const result = await api.call('/sell/address/create', { body })
    if (!result.ok)
      return setError(
        result.error.issues?.map((i) => `${i.path.replace(/_/g, ' ')}: ${i.message}`).join(' ') || result.error.message,
      )
    setForm(empty)
    await load()
  }
  const remove = async (id: number | string) => {
    await api.call('/sell/address/disable', { body: { id: Number(id) } })
    await load()
  }
  const input = (key: keyof typeof empty, label: string, required = false) => (
    <label className={labelClass}>
      {label}
      <input
        className={inputClass}
        name={key}
        required={required}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </label>
  )

  return (
    <section
      aria-labelledby="addresses-heading"
      className="border-t border-ink/10 pt-8 dark:border-mist/10"
      data-testid="address-book"
    >
      <h2 id="addresses-heading" className="text-2xl">
        Addresses
      </h2>
      <ul className="mt-4 space-y-3">
        {addresses.map((a) => (
          <li
            key={a.id}
            className="flex items-start justify-between gap-4 rounded-xl border border-ink/10 p-4 dark:border-mist/10"
          >
            <div className="text-sm leading-relaxed">
              <p className="font-medium">{[a.first_name, a.last_name].filter(Boolean).join(' ') || a.display_name}</p>
              <p className="text-soft">
                {[a.street_address, a.street_address_1, a.city, a.state, a.postcode, a.country]
                  .filter(Boolean)
                  .join(', ')}
              </p>
            </div>
            <button
              type="button"
              className="text-sm text-ink-soft underline hover:text-danger dark:text-mist/70"
              onClick={() => void remove(a.id)}
            >
              Remove
            </button>
          </li>
        ))}
        {addresses.length === 0 ? <li className="text-sm text-soft">No addresses yet.</li> : null}
      </ul>
      <form onSubmit={add} className="mt-6 grid gap-4 sm:grid-cols-2">
        {input('first_name', 'First name')}
        {input('last_name', 'Last name')}
        {input('street_address', 'Street address', true)}
        {input('street_address_1', 'Apartment, unit (optional)')}
        {input('city', 'Suburb or city', true)}
        {input('state', 'State')}
        {input('postcode', 'Postcode', true)}
        {input('country', 'Country')}
        <div className="sm:col-span-2 space-y-4">
          <FormMessage error={error} />
          <button className="button-quiet">Add address</button>
        </div>
      </form>
    </section>
  )
}
