import type { Payload, Where } from 'payload'

import { relationId } from '@/lib/relation-id'

/** A print with this many or fewer left is low on stock. */
export const LOW_STOCK = 3

type Held = { orderId: number; reference: string; names: string[]; until: string }
type Scheduled = { collection: string; id: number; title: string; at: string; action: 'publish' | 'unpublish' }

/** Filters of the lists each count links to, so a count and its list always agree. */
export const attentionFilters = {
  toSend: { status: { in: ['paid', 'packed'] } },
  // Prints in a checkout hold stock too, but only a one-of-a-kind piece is out of reach while held.
  held: { status: { equals: 'awaiting_payment' }, stock_held: { equals: true }, 'lines.is_original': { equals: true } },
  // A SKU saved before "original" existed has no value there: it is not an original.
  lowStock: {
    stock: { less_than_equal: LOW_STOCK },
    or: [{ is_original: { equals: false } }, { is_original: { exists: false } }],
  },
  quotes: { status: { equals: 'requested' } },
} satisfies Record<string, Where>

/** Form answers, newsletter sign-ups and gift vouchers sold count as new for a week. */
export const RECENT_DAYS = 7
export const recentFilters = (now: Date) => {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString()
  const answers: Where = { createdAt: { greater_than: since } }
  const subscribers: Where = { status: { equals: 'subscribed' }, subscribed_at: { greater_than: since } }
  const vouchers: Where = { status: { in: ['paid', 'redeemed'] }, paid_at: { greater_than: since } }
  return { answers, subscribers, vouchers }
}

const count = async (
  payload: Payload,
  collection: 'orders' | 'skus' | 'shipping-quotes' | 'form-submissions' | 'subscribers' | 'gift-vouchers',
  where: Where,
) => (await payload.count({ collection, where, overrideAccess: true })).totalDocs

/** Originals in someone's checkout right now: orders waiting for payment that hold an original. */
async function heldOriginals(payload: Payload, now: Date): Promise<Held[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [attentionFilters.held, { hold_until: { greater_than: now.toISOString() } }] },
    sort: 'hold_until',
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  return docs.map((order) => ({
    orderId: order.id,
    reference: order.reference ?? String(order.id),
    names: (order.lines ?? []).filter((line) => line.is_original).map((line) => line.name),
    until: order.hold_until ?? '',
  }))
}

/** Pages and products due to be published or taken down by the schedule. */
async function scheduled(payload: Payload): Promise<Scheduled[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  const jobs = docs.flatMap((job) => {
    const input = job.input as { doc?: { relationTo: string; value: unknown }; type?: string } | null
    const id = relationId(input?.doc?.value as number)
    if (!input?.doc || id == null || !job.waitUntil) return []
    return [
      {
        collection: input.doc.relationTo,
        id,
        at: job.waitUntil,
        action: input.type === 'unpublish' ? 'unpublish' : 'publish',
      } as const,
    ]
  })
  return Promise.all(
    jobs.map(async (job) => {
      const doc = await payload
        .findByID({
          collection: job.collection as 'pages' | 'products',
          id: job.id,
          depth: 0,
          draft: true,
          overrideAccess: true,
          disableErrors: true,
        })
        .catch(() => null)
      return { ...job, title: doc?.name ?? `#${job.id}` }
    }),
  )
}

/** What needs the studio today, for the back-office's first screen. */
export async function whatNeedsAttention(payload: Payload, now = new Date()) {
  const recent = recentFilters(now)
  const [toSend, held, lowStock, quotes, upcoming, answers, subscribers, vouchers] = await Promise.all([
    count(payload, 'orders', attentionFilters.toSend),
    heldOriginals(payload, now),
    count(payload, 'skus', attentionFilters.lowStock),
    count(payload, 'shipping-quotes', attentionFilters.quotes),
    scheduled(payload),
    count(payload, 'form-submissions', recent.answers),
    count(payload, 'subscribers', recent.subscribers),
    count(payload, 'gift-vouchers', recent.vouchers),
  ])
  return { toSend, held, lowStock, quotes, scheduled: upcoming, answers, subscribers, vouchers }
}
