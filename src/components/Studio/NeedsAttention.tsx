import type { WidgetServerProps } from 'payload'

import { LocalTime } from '@/components/Studio/LocalTime.client'
import { editLink, listLink } from '@/studio/admin-links'
import { attentionFilters, LOW_STOCK, RECENT_DAYS, recentFilters, whatNeedsAttention } from '@/studio/needs-attention'

type Tile = { label: string; count: number; href: string; empty: string; testId: string }

/** The back-office's first screen: what needs the studio today, each a link to its list. */
export async function NeedsAttention({ req }: WidgetServerProps) {
  const today = await whatNeedsAttention(req.payload)
  const tiles: Tile[] = [
    {
      label: 'Orders to pack and send',
      count: today.toSend,
      href: listLink('orders', attentionFilters.toSend),
      empty: 'Nothing waiting to go out.',
      testId: 'attention-to-send',
    },
    {
      label: 'Originals held in a checkout',
      count: today.held.length,
      href: listLink('orders', attentionFilters.held),
      empty: 'No painting is being paid for right now.',
      testId: 'attention-held',
    },
    {
      label: `Prints with ${LOW_STOCK} or fewer left`,
      count: today.lowStock,
      href: listLink('skus', attentionFilters.lowStock),
      empty: 'Every print is well stocked.',
      testId: 'attention-low-stock',
    },
    {
      label: 'Shipping quotes waiting for your price',
      count: today.quotes,
      href: listLink('shipping-quotes', attentionFilters.quotes),
      empty: 'No quote requests.',
      testId: 'attention-quotes',
    },
    {
      label: `Messages from forms in the last ${RECENT_DAYS} days`,
      count: today.answers,
      href: listLink('form-submissions', recentFilters(new Date()).answers),
      empty: 'No new messages.',
      testId: 'attention-answers',
    },
    {
      label: `New newsletter subscribers in the last ${RECENT_DAYS} days`,
      count: today.subscribers,
      href: listLink('subscribers', recentFilters(new Date()).subscribers),
      empty: 'No new subscribers this week.',
      testId: 'attention-subscribers',
    },
    {
      label: `Gift vouchers sold in the last ${RECENT_DAYS} days`,
      count: today.vouchers,
      href: listLink('gift-vouchers', recentFilters(new Date()).vouchers),
      empty: 'No gift vouchers sold this week.',
      testId: 'attention-vouchers',
    },
  ]
  return (
    <section className="studio-attention" aria-labelledby="studio-attention-heading">
      <h2 id="studio-attention-heading">Today in the studio</h2>
      <ul className="studio-attention__tiles">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <a href={tile.href} className="studio-attention__tile" data-testid={tile.testId} data-count={tile.count}>
              <span className="studio-attention__count">{tile.count}</span>
              <span className="studio-attention__label">{tile.label}</span>
              {tile.count === 0 ? <span className="studio-attention__note">{tile.empty}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      {today.held.length ? (
        <div className="studio-attention__list">
          <h3>Held right now</h3>
          <ul>
            {today.held.map((hold) => (
              <li key={hold.orderId}>
                <a href={editLink('orders', hold.orderId)}>{hold.names.join(', ') || hold.reference}</a> · order{' '}
                {hold.reference} · held until <LocalTime iso={hold.until} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="studio-attention__list" data-testid="attention-scheduled">
        <h3>Scheduled</h3>
        {today.scheduled.length ? (
          <ul>
            {today.scheduled.map((job) => (
              <li key={`${job.collection}-${job.id}-${job.at}`}>
                <a href={editLink(job.collection, job.id)}>{job.title}</a> ·{' '}
                {job.action === 'publish' ? 'goes live' : 'comes down'} <LocalTime iso={job.at} />
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing is scheduled. A page or product can be published later from its Publish menu.</p>
        )}
      </div>
    </section>
  )
}
