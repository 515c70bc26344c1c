import { loadBuyer } from '@/accounts/account-user'
import { query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'

import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

import { toCents } from '@/commerce/money'
import { openSimplePayment } from '@/commerce/payments/simple-payments'
import { isVoucherAmount } from '@/commerce/vouchers/voucher-amounts'
import { newVoucherCode } from '@/commerce/vouchers/voucher-code'
import { addDays, isCalendarDay, studioToday } from '@/commerce/vouchers/studio-day'
import { voucherPayable } from '@/commerce/vouchers/voucher-payment'

/** A voucher can be sent up to a year ahead. */
const SEND_AHEAD_DAYS = 366

type BuyVoucherInput = {
  userId: number | string
  themeId: number
  amount: number
  recipientName: string
  recipientEmail: string
  message: string
  /** `YYYY-MM-DD` in the studio's time zone; empty for at once. */
  sendOn: string
  locale: Locale
  /** The gift voucher page's path, where the buyer comes back to. */
  returnPath: string
}

/** `GV-00012`, the voucher's number on its receipt and in the back-office. */
export const voucherReference = (id: number) => `GV-${String(id).padStart(5, '0')}`

async function checkTheme(db: Db, themeId: number) {
  const [theme] = await query<{ id: unknown }>(
    db,
    sql`SELECT "id" FROM "voucher_themes" WHERE "id" = ${themeId} AND "active" = ${true}`,
  )
  if (!theme) throw new DomainError('voucher_theme_not_found')
}

function checkSendDay(sendOn: string): string | null {
  if (!sendOn) return null
  const today = studioToday()
  if (!isCalendarDay(sendOn) || sendOn < today || sendOn > addDays(today, SEND_AHEAD_DAYS))
    throw new DomainError('voucher_send_date_invalid')
  return sendOn === today ? null : sendOn
}

/**
 * payNow: a voucher of the chosen design and amount, waiting for payment, and its payment page.
 * Its code is made now and kept unseen until it is paid. The amount is checked against the
 * voucher limits (the widget's list is a convenience, not a rule), a recipient needs an address
 * when named, and a sending day must lie between today and a year ahead.
 */
export async function buyVoucher(db: Db, input: BuyVoucherInput): Promise<{ voucherId: number; paymentUrl: string }> {
  const user = await loadBuyer(db, input.userId)
  if (!isVoucherAmount(input.amount)) throw new DomainError('voucher_amount_invalid')
  await checkTheme(db, input.themeId)
  const sendOn = checkSendDay(input.sendOn)
  if (input.recipientName && !input.recipientEmail) throw new DomainError('voucher_recipient_email_required')
  const amountCents = toCents(input.amount)
  const voucher = await db.payload.create({
    collection: 'gift-vouchers',
    data: {
      status: 'awaiting_payment',
      code: newVoucherCode(),
      amount_cents: amountCents,
      theme: input.themeId,
      user: user.id,
      email: user.email,
      customer_name: user.name,
      recipient_name: input.recipientName,
      recipient_email: input.recipientEmail || undefined,
      message: input.message,
      send_on: sendOn ? `${sendOn}T00:00:00.000Z` : undefined,
      locale: input.locale,
    },
    overrideAccess: true,
    depth: 0,
    req: db.req,
  })
  // What the payment page says is being paid for, in the buyer's language.
  const t = await serverTranslator(input.locale, 'orders')
  const paymentUrl = await openSimplePayment(db, voucherPayable, voucher.id, {
    userId: user.id,
    reference: voucherReference(voucher.id),
    amountCents,
    description: t('paymentFor.voucher', { reference: voucherReference(voucher.id) }),
    email: user.email,
    locale: input.locale,
    returnPath: input.returnPath,
  })
  return { voucherId: voucher.id, paymentUrl }
}
