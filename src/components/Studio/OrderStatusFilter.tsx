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
  // The list's address holds its filter as `where[status][equals]=paid`, parsed or not.
  const params = (searchParams ?? {}) as Record<string, unknown>
  const where = params.where as { status?: { equals?: unknown } } | undefined
  const current = where?.status?.equals ?? params['where[status][equals]']
  const filters = Object.keys(params).filter((key) => key.startsWith('where'))
  const onlyStatus = where ? Object.keys(where).length === 1 : filters.length <= 1
  return (
    <nav className="studio-order-filter" aria-label="Orders by status" data-testid="order-status-filter">
      {FILTERS.map(({ label, status }) => {
        const active = onlyStatus && (current ?? undefined) === status
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
