import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { inTransaction, query, sql } from '@/lib/database/sql'
import { setEnvForTests } from '@/lib/env'
import { deliverOwedMail } from '@/mail/outbox/deliver-owed-mail'
import { oweMail } from '@/mail/outbox/owed-mail'
import { composeOwedMail } from '@/jobs/owed-mail-kinds'
import { recoverAtStart } from '@/jobs/recover-at-start'

import { makeCustomer } from './helpers/customers'
import { pdfAttachment, startMailServer, textOf } from './helpers/mail-server'

const run = promisify(execFile)
const studio = 'studio@outbox.test'
let payload: Payload
let restoreEnv = () => {}

/** The site started afresh on the same database: a new process, a new Payload, delivering as of `minutes` from now. */
async function deliverInNewProcess(minutes: number, smtpUrl: string): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'tests/int/helpers/deliver-owed-mail-process.ts', String(minutes)], {
    env: { ...process.env, SMTP_URL: smtpUrl, NODE_OPTIONS: '--no-deprecation' },
  })
  // Payload's logger may write after the answer: the answer is the line that says what was sent.
  return (
    stdout
      .split('\n')
      .find((line) => /^sent \d+$/.test(line.trim()))
      ?.trim() ?? stdout
  )
}

/** The outbox's rows of a mail, with their attempts as numbers (PostgreSQL answers numeric columns as text). */
const rowsOf = async (kind: string, subject: number) =>
  (
    await query<{ status: string; attempts: unknown; last_error: string | null }>(
      { payload },
      sql`SELECT "status", "attempts", "last_error" FROM "owed_mails" WHERE "kind" = ${kind} AND "subject" = ${subject}`,
    )
  ).map((row) => ({ ...row, attempts: Number(row.attempts) }))

async function paidOrder(email: string, reference: string) {
  const { user } = await makeCustomer(email)
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      reference,
      status: 'paid',
      user: user.id,
      email,
      locale: 'en',
      lines: [{ name: 'Salt Lake', qty: 1, unit_cents: 48_000, total_cents: 48_000, is_original: true }],
      subtotal_cents: 48_000,
      total_cents: 48_000,
      gst_cents: 4_364,
      is_pick_up: true,
      paid_at: new Date().toISOString(),
    },
  })
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.updateGlobal({ slug: 'checkout-settings', data: { orders_email: studio }, overrideAccess: true })
  // Mail that earlier files still owe (a newsletter confirmation whose mail server has closed) would
  // be sent first, oldest first, and take this file's refusals: the file counts its own rows only.
  await query({ payload }, sql`UPDATE "owed_mails" SET "status" = 'dropped' WHERE "status" = 'pending'`)
})
afterAll(() => restoreEnv())

describe('the outbox', () => {
  it('delivers a committed order’s mails exactly once, through two refusals and a restart', async () => {
    const mail = await startMailServer({ refuse: 2 })
    restoreEnv = setEnvForTests({ smtpUrl: mail.url })
    try {
      const order = await paidOrder('ines@outbox.test', 'IM-70001')
      // The change and what it owes commit together; the commit asks for delivery at once.
      await inTransaction({ payload }, async (tx) => {
        await query(tx, sql`UPDATE "orders" SET "tracking_number" = 'HELD' WHERE "id" = ${order.id}`)
        await oweMail(tx, 'order_paid', order.id)
        await oweMail(tx, 'order_new', order.id)
      })
      // The first try at once after the commit: both refused (451), put back for later.
      await expect.poll(async () => (await rowsOf('order_paid', order.id))[0]?.attempts, { timeout: 10_000 }).toBe(1)
      await expect.poll(async () => (await rowsOf('order_new', order.id))[0]?.attempts, { timeout: 10_000 }).toBe(1)
      expect((await rowsOf('order_paid', order.id))[0]).toMatchObject({ status: 'pending' })
      expect((await rowsOf('order_paid', order.id))[0]?.last_error).toMatch(/451|try again/i)
      expect(mail.received).toHaveLength(0)

      // Not due again before its delay: a run now sends nothing.
      expect(await deliverOwedMail(payload, composeOwedMail)).toBe(0)

      // "Restart": a new process on the same database, five minutes on; the server takes them now.
      expect(await deliverInNewProcess(5, mail.url)).toBe('sent 2')
      // Another restart, and this process again: nothing is sent twice.
      expect(await deliverInNewProcess(60, mail.url)).toBe('sent 0')
      expect(await deliverOwedMail(payload, composeOwedMail, new Date(Date.now() + 3_600_000))).toBe(0)

      const toCustomer = mail.received.filter((m) => m.to.includes('ines@outbox.test'))
      const toStudio = mail.received.filter((m) => m.to.includes(studio))
      expect(toCustomer).toHaveLength(1)
      expect(toStudio).toHaveLength(1)
      expect(textOf(toCustomer[0])).toContain('Thank you for your order IM-70001')
      expect(pdfAttachment(toCustomer[0])?.bytes.subarray(0, 4).toString()).toBe('%PDF')
      expect(toStudio[0].text).toContain('New order IM-70001')
      expect((await rowsOf('order_paid', order.id))[0]).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      restoreEnv()
      await mail.close()
    }
    // Two restarts: each starts Payload in a new process, which alone can take most of the usual
    // 30 s when the other test worker is busy on the same two cores.
  }, 120_000)

  it('sends a mail a runner died sending once its lease runs out, when the site starts again', async () => {
    const mail = await startMailServer()
    restoreEnv = setEnvForTests({ smtpUrl: mail.url })
    try {
      const order = await paidOrder('lou@outbox.test', 'IM-70004')
      // The row as a killed runner leaves it: claimed, its attempt counted, held for two seconds more.
      await inTransaction({ payload }, async (tx) => {
        await oweMail(tx, 'order_paid', order.id)
        const until = new Date(Date.now() + 2_000).toISOString()
        await query(
          tx,
          sql`UPDATE "owed_mails" SET "claimed_until" = ${until}, "attempts" = 1
              WHERE "kind" = 'order_paid' AND "subject" = ${order.id}`,
        )
      })
      const arrived = mail.next('lou@outbox.test')
      await recoverAtStart(payload, new Date())
      // Held: the start's own delivery leaves it to the lease.
      expect(mail.received.filter((m) => m.to.includes('lou@outbox.test'))).toHaveLength(0)
      await arrived
      await expect
        .poll(async () => (await rowsOf('order_paid', order.id))[0], { timeout: 10_000 })
        .toMatchObject({
          status: 'sent',
          attempts: 2,
        })
    } finally {
      restoreEnv()
      await mail.close()
    }
  })

  it('owes nothing for a change that rolls back, and one mail for a change written twice', async () => {
    const mail = await startMailServer()
    restoreEnv = setEnvForTests({ smtpUrl: mail.url })
    try {
      const order = await paidOrder('jo@outbox.test', 'IM-70002')
      await expect(
        inTransaction({ payload }, async (tx) => {
          await oweMail(tx, 'order_paid', order.id)
          throw new Error('the change failed')
        }),
      ).rejects.toThrow('the change failed')
      expect(await rowsOf('order_paid', order.id)).toHaveLength(0)

      const arrived = mail.next('jo@outbox.test')
      await Promise.all(
        Array.from({ length: 10 }, () => inTransaction({ payload }, (tx) => oweMail(tx, 'order_paid', order.id))),
      )
      await arrived
      expect(await rowsOf('order_paid', order.id)).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(mail.received.filter((m) => m.to.includes('jo@outbox.test'))).toHaveLength(1)
    } finally {
      restoreEnv()
      await mail.close()
    }
  })

  it('marks a mail about something deleted as dropped, and one the server never takes as failed', async () => {
    const order = await paidOrder('kit@outbox.test', 'IM-70003')
    await oweMail({ payload }, 'order_dispatched', 999_999)
    const restore = setEnvForTests({ smtpUrl: 'smtp://127.0.0.1:9' })
    try {
      await oweMail({ payload }, 'order_paid', order.id)
      let at = Date.now()
      for (let i = 0; i < 25; i++) {
        at += 3 * 60 * 60_000
        await deliverOwedMail(payload, composeOwedMail, new Date(at))
      }
    } finally {
      restore()
    }
    expect((await rowsOf('order_dispatched', 999_999))[0]).toMatchObject({ status: 'dropped' })
    expect((await rowsOf('order_paid', order.id))[0]).toMatchObject({ status: 'failed', attempts: 20 })
  })
})
