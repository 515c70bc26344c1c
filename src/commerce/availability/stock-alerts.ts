import { changedIds, inTransaction, query, sql, valueList, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { normalizeEmailAddress } from '@/lib/email-address'
import type { Locale } from '@/i18n/locales'
import { oweMail } from '@/mail/outbox/owed-mail'

import { reservations } from '@/commerce/availability/availability'

/**
 * Keeps an address to tell once whether a reserved piece becomes available. Refused unless a
 * checkout holds the last of the SKU now. The SKU's row is taken first (a write that changes
 * nothing), so a hold ending at the same moment either comes after this entry and finds it, or
 * before, and then the piece is not reserved any more: no entry is left waiting for nothing.
 */
export async function askForAlert(db: Db, alert: { sku: number; email: string; locale: Locale }): Promise<void> {
  const email = normalizeEmailAddress(alert.email)
  await inTransaction(db, async (tx) => {
    const [sku] = await query<{ stock: unknown }>(
      tx,
      sql`UPDATE "skus" SET "stock" = "stock" WHERE "id" = ${alert.sku} RETURNING "stock"`,
    )
    if (!sku) throw new DomainError('product_not_found')
    if (Number(sku.stock) > 0 || !(await reservations(tx, [alert.sku])).has(alert.sku))
      throw new DomainError('alert_not_reserved')
    const at = new Date().toISOString()
    await query(
      tx,
      sql`INSERT INTO "stock_alerts" ("sku_id", "email", "locale", "key", "updated_at", "created_at")
          VALUES (${alert.sku}, ${email}, ${alert.locale}, ${`${alert.sku}:${email}`}, ${at}, ${at})
          ON CONFLICT ("key") DO NOTHING`,
    )
  })
}

/**
 * In the transaction that gave stock back (a hold that lapsed, a payment declined, an order
 * cancelled or refunded): each address waiting for one of these SKUs, now in stock, is owed its
 * one mail, and its entry goes. The address then lives only in that owed mail until it is sent.
 */
export async function oweAlertMails(db: Required<Db>, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return
  const due = await query<{ id: unknown; sku: unknown; email: string; locale: string }>(
    db,
    sql`SELECT "stock_alerts"."id" AS "id", "stock_alerts"."sku_id" AS "sku", "stock_alerts"."email" AS "email",
          "stock_alerts"."locale" AS "locale" FROM "stock_alerts"
        JOIN "skus" ON "skus"."id" = "stock_alerts"."sku_id"
        WHERE "stock_alerts"."sku_id" IN (${valueList(skuIds)}) AND "skus"."stock" > 0 ORDER BY "stock_alerts"."id"`,
  )
  for (const alert of due) {
    await oweMail(db, 'stock_available', Number(alert.sku), {
      occasion: `alert-${String(alert.id)}`,
      data: { email: alert.email, locale: alert.locale },
      recipient: { kind: 'stock_available', address: alert.email },
    })
  }
  if (due.length > 0)
    await changedIds(
      db,
      sql`DELETE FROM "stock_alerts" WHERE "id" IN (${valueList(due.map((a) => Number(a.id)))}) RETURNING "id"`,
    )
}

/**
 * In a payment's transaction: the entries for SKUs now sold out with no hold left go without a
 * mail, since nothing will come back to tell them about.
 */
export async function forgetSoldAlerts(db: Required<Db>, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return
  const held = await reservations(db, skuIds)
  const sold = skuIds.filter((id) => !held.has(id))
  if (sold.length === 0) return
  await changedIds(
    db,
    sql`DELETE FROM "stock_alerts" WHERE "sku_id" IN (${valueList(sold)})
        AND "sku_id" IN (SELECT "id" FROM "skus" WHERE "stock" <= 0) RETURNING "id"`,
  )
}
