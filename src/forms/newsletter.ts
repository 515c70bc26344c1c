import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { inTransaction, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { isEmailAddress, normalizeEmailAddress } from '@/lib/email-address'
import { siteUrl } from '@/lib/env'
import { oweMail } from '@/mail/outbox/owed-mail'
import { DAY_MS, lockRecipient, releaseTime } from '@/mail/outbox/recipient-limits'
import { loadSecret } from '@/lib/secret'
import { localizedPath } from '@/i18n/localized-path'
import type { Locale } from '@/i18n/locales'
import type { Subscriber } from '@/payload-types'

import { checkCaptcha, spendCaptcha } from '@/forms/captcha'

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const listKey = (group: number | null) => (group ? `group:${group}` : 'main')

async function findEntry({ payload, req }: Db, email: string, group: number | null): Promise<Subscriber | null> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { and: [{ email: { equals: email } }, { list_key: { equals: listKey(group) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * A subscriber's unsubscribe key: an HMAC of its id under the site's secret. Nothing is stored, it
 * never expires, and one cannot be made for another subscriber without the secret.
 */
export const unsubscribeKey = (id: number) =>
  createHmac('sha256', loadSecret()).update(`newsletter-unsubscribe:${id}`).digest('base64url').slice(0, 32)

/** The one-click address of RFC 8058 (POST) and of the mails' footer link (the newsletter page). */
export const unsubscribeUrls = (id: number, locale: Locale) => {
  const query = `s=${id}&t=${unsubscribeKey(id)}`
  return {
    oneClick: `${siteUrl}/api/v1/newsletter/unsubscribe?${query}`,
    page: `${siteUrl}${localizedPath(locale, '/newsletter')}?unsubscribe=${id}.${unsubscribeKey(id)}`,
  }
}

type SubscribeRequest = { email: string; group: number | null; locale: Locale; captcha: unknown }

/**
 * A visitor asks for the newsletter: a confirmation link goes to the address (double opt-in).
 * The answer is the same whether the address was new, waiting or already on the list, and whether
 * a mail went or not, so the call tells no one who subscribes. Someone already subscribed gets no
 * mail; a waiting entry gets at most one confirmation a day (a sign-up repeated within it changes
 * nothing, and the link already sent keeps working), and none once the address had its share of
 * the day's mail typed by others (src/mail/outbox/recipient-limits.ts). The captcha's use, the entry
 * and its owed confirmation commit together, after the address passed the rule the database applies.
 */
export async function subscribe(db: Db, request: SubscribeRequest): Promise<void> {
  const email = normalizeEmailAddress(request.email)
  if (!isEmailAddress(email))
    throw new DomainError('form_answers_invalid', {}, [{ path: 'email', code: 'answer_invalid_email' }])
  const captcha = await checkCaptcha(request.captcha)
  await inTransaction(db, async (tx) => {
    await spendCaptcha(tx, captcha)
    const owed = await requestConfirmation(tx, email, request)
    // The link's token travels in the owed mail only until it is sent; the entry keeps its hash.
    if (owed) await oweMail(tx, 'newsletter_confirm', owed.id, { occasion: owed.sentAt, data: { token: owed.token } })
  })
}

/**
 * Writes the sign-up and answers the new confirmation token to mail with the entry's id, or null
 * when nothing is to be sent: already subscribed, a confirmation sent in the last day, or the
 * address's share spent.
 */
async function requestConfirmation(tx: Required<Db>, email: string, request: SubscribeRequest) {
  const now = new Date()
  // Sign-ups of one address wait for each other here, so each finds what the one before wrote.
  await lockRecipient(tx, email)
  const existing = await findEntry(tx, email, request.group)
  if (existing?.status === 'subscribed') return null
  const lastSent = existing?.confirm_sent_at ? new Date(existing.confirm_sent_at).getTime() : 0
  const sendable =
    now.getTime() - lastSent >= DAY_MS && (await releaseTime(tx, 'newsletter_confirm', email, now)) <= now
  const token = sendable ? randomBytes(32).toString('base64url') : null
  const data = {
    status: 'pending' as const,
    locale: request.locale,
    ...(token
      ? {
          confirm_token_hash: hashToken(token),
          confirm_expires_at: new Date(now.getTime() + CONFIRM_DAYS * DAY_MS).toISOString(),
          confirm_sent_at: now.toISOString(),
        }
      : {}),
  }
  const entry = existing
    ? await tx.payload.update({ collection: 'subscribers', id: existing.id, data, overrideAccess: true, req: tx.req })
    : await createEntry(tx, { email, group: request.group, source: 'newsletter', ...data })
  return token ? { id: entry.id, token, sentAt: now.toISOString() } : null
}

/** Two requests for one new address at once: the second finds the first's entry. */
async function createEntry(
  { payload, req }: Db,
  data: { email: string; group: number | null; source: Subscriber['source']; status: Subscriber['status'] } & Partial<
    Omit<Subscriber, 'group' | 'id' | 'list_key' | 'createdAt' | 'updatedAt'>
  >,
): Promise<Subscriber> {
  try {
    return await payload.create({
      collection: 'subscribers',
      data: { ...data, list_key: listKey(data.group ?? null), group: data.group ?? undefined },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    const again = await findEntry({ payload, req }, data.email, data.group ?? null)
    if (!again) throw error
    // The list is the one it was found in; the rest of the request is its new state.
    const changes = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'group')) as Partial<Subscriber>
    return payload.update({ collection: 'subscribers', id: again.id, data: changes, overrideAccess: true, req })
  }
}

/**
 * The confirmation link: the entry becomes subscribed and is owed a welcome carrying the
 * unsubscribe link, in one transaction. Clicking it again changes nothing.
 */
export async function confirmSubscription(db: Db, token: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new DomainError('newsletter_link_invalid')
  const { docs } = await db.payload.find({
    collection: 'subscribers',
    where: { confirm_token_hash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: db.req,
  })
  const entry = docs[0]
  if (!entry) throw new DomainError('newsletter_link_invalid')
  if (entry.status === 'subscribed') return
  if (!entry.confirm_expires_at || new Date(entry.confirm_expires_at) < new Date())
    throw new DomainError('newsletter_link_invalid')
  // Only a waiting entry moves: an address that unsubscribed since needs a new sign-up.
  if (entry.status !== 'pending') throw new DomainError('newsletter_link_invalid')
  await inTransaction(db, async (tx) => {
    await tx.payload.update({
      collection: 'subscribers',
      id: entry.id,
      data: { status: 'subscribed', subscribed_at: new Date().toISOString(), unsubscribed_at: null },
      overrideAccess: true,
      req: tx.req,
    })
    // One welcome per confirmation link, however often it is clicked.
    await oweMail(tx, 'newsletter_welcome', entry.id, {
      occasion: entry.confirm_sent_at ?? entry.confirm_token_hash ?? '',
    })
  })
}

/**
 * The checkout's opt-in: the customer's own address joins the main list at once (no second
 * confirmation). Runs in the order's transaction, so the opt-in and the order stand or fall together.
 */
export async function subscribeFromCheckout(tx: Required<Db>, email: string, locale: Locale): Promise<void> {
  const address = email.trim().toLowerCase()
  // Two checkouts of one address wait for each other, so the second finds the first's entry.
  await lockRecipient(tx, address)
  const existing = await findEntry(tx, address, null)
  if (existing?.status === 'subscribed') return
  const data = { status: 'subscribed' as const, locale, subscribed_at: new Date().toISOString(), unsubscribed_at: null }
  if (existing)
    await tx.payload.update({ collection: 'subscribers', id: existing.id, data, overrideAccess: true, req: tx.req })
  else await createEntry(tx, { email: address, group: null, source: 'checkout', ...data })
}

/** One click from a mail (or its page): the entry leaves the list; a wrong key changes nothing. */
export async function unsubscribe({ payload, req }: Db, id: number, key: string): Promise<void> {
  const expected = Buffer.from(unsubscribeKey(id))
  const given = Buffer.from(key)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new DomainError('newsletter_link_invalid')
  const entry = await payload.findByID({
    collection: 'subscribers',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!entry) throw new DomainError('newsletter_link_invalid')
  if (entry.status === 'unsubscribed') return
  await payload.update({
    collection: 'subscribers',
    id,
    data: { status: 'unsubscribed', unsubscribed_at: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}
