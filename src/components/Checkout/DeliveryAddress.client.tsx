'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { Address } from '@/client/api-endpoints'

import { AddressForm } from '@/components/Account/AddressForm.client'

const describe = (a: Address) => [
  [a.first_name, a.last_name].filter(Boolean).join(' '),
  [a.street_address, a.street_address_1, a.city, a.state, a.postcode, a.country].filter(Boolean).join(', '),
]

/** The delivery address: one of the customer's book, or a new one added here and chosen at once. */
export function DeliveryAddress({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: Address[]
  chosen: number | null
  onChoose: (id: number) => void
}) {
  const t = useTranslations('checkout.address')
  const [adding, setAdding] = useState(addresses.length === 0)
  return (
    <div className="space-y-4">
      {addresses.length ? (
        <div role="radiogroup" aria-label={t('choose')} className="space-y-2" data-testid="address-choices">
          {addresses.map((a) => {
            const [name, place] = describe(a)
            return (
              <label
                key={a.id}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-ink/15 p-3 has-checked:border-ink dark:border-mist/20 dark:has-checked:border-mist"
              >
                <input
                  type="radio"
                  name="address"
                  className="mt-1"
                  checked={Number(a.id) === chosen}
                  onChange={() => onChoose(Number(a.id))}
                />
                <span className="text-sm leading-relaxed">
                  {/* Each in its own direction: "22 Marine Parade, …" keeps its number first in Arabic. */}
                  <span className="block font-medium">
                    <bdi>{name || a.display_name}</bdi>
                  </span>
                  <span className="block text-soft" data-testid="address-place">
                    <bdi>{place}</bdi>
                  </span>
                </span>
              </label>
            )
          })}
        </div>
      ) : (
        <p className="text-sm text-soft">{t('none')}</p>
      )}
      {adding ? (
        <div className="space-y-3 rounded-md border border-ink/10 p-4 dark:border-mist/10">
          <AddressForm
            onAdded={(address) => {
              setAdding(false)
              onChoose(Number(address.id))
            }}
          />
          {addresses.length ? (
            <button type="button" className="text-sm underline" onClick={() => setAdding(false)}>
              {t('cancel')}
            </button>
          ) : null}
        </div>
      ) : (
        <button type="button" className="button-quiet" onClick={() => setAdding(true)} data-testid="add-address">
          {t('add')}
        </button>
      )}
    </div>
  )
}
