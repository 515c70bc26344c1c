import type { BeforeListTableServerProps } from 'payload'

import { listLink } from '@/studio/admin-links'

const FILTERS: { label: string; status?: string }[] = [
  { label: 'All' },
  { label: 'To pack', status: 'paid' },
  { label: 'Packed', status: 'packed' },
  { label: 'Dispatched', status: 'dispatched' },
  { label: 'Collected', status: 'collected' },
  { label: 'Waiting for payment', status: 'awaiting_payment' },
  { label: 'Refunded', status: 'refunded' },
  { label: 'Cancelled', status: 'cancelled' },
]

/** Above the orders list: one link per status, the list filtered to it. */
export function OrderStatusFilter({ searchParams }: BeforeListTableServerProps) {
  const where = searchParams?.where as { status?: { equals?: string } } | undefined
  const current = where?.status?.equals
  const onlyStatus = !where || (Object.keys(where).length === 1 && typeof current === 'string')
  return (
    <nav className="studio-order-filter" aria-label="Orders by status" data-testid="order-status-filter">
      {FILTERS.map(({ label, status }) => {
        const active = onlyStatus && current === status
        return (
          <a
            key={label}
            href={listLink('orders', status ? { status: { equals: status } } : undefined)}
            aria-current={active ? 'page' : undefined}
            className={status ? `studio-status studio-status--${status}` : 'studio-status'}
          >
            {label}
          </a>
        )
      })}
    </nav>
  )
}
