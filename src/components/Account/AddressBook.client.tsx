'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { api } from '@/client/api-client'
import type { Address } from '@/client/api-endpoints'

import { AddressForm } from '@/components/Account/AddressForm.client'

/** The customer's address book: enabled addresses, a form to add one, and removal (disable). */
export function AddressBook() {
  const t = useTranslations('account')
  const [addresses, setAddresses] = useState<Address[]>([])
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

  const remove = async (id: number | string) => {
    await api.call('/sell/address/disable', { body: { id: Number(id) } })
    reload()
  }
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
                <p className="font-medium">
                  <bdi>{name}</bdi>
                </p>
                <p className="text-soft">
                  <bdi>{place}</bdi>
                </p>
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
      <div className="mt-6">
        <AddressForm onAdded={reload} />
      </div>
    </section>
  )
}
