import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { POST as payloadGraphql } from '@/app/(payload)/api/graphql/route'
import { resetLimits } from '@/accounts/rate-limit'
import { changeCredit, creditBalance } from '@/commerce/credit/store-credit'
import { deliverDueVouchers } from '@/commerce/vouchers/deliver-voucher'
import { addDays, studioToday } from '@/commerce/vouchers/studio-day'
import { inTransaction, query, sql } from '@/lib/database/sql'
import { deliverOwedMail } from '@/mail/outbox/deliver-owed-mail'
import { composeOwedMail } from '@/jobs/owed-mail-kinds'

import { postJson, request } from './helpers/api'
import { solvedCaptcha } from './helpers/captcha'
import { tokenOf, type Auth } from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { twoToneImage, uploadImage } from './helpers/fixtures'
import { mailServerForFile } from './helpers/mail-server'
import {
  balanceOf,
  buyPaidVoucher,
  payNow as payNowFor,
  payOnTestPage,
  redeem,
  voucherOfBuyer,
} from './helpers/voucher-flow'

const mail = mailServerForFile()
let payload: Payload
let theme: number
let retired: number

const payNow = (auth: Auth, body: Record<string, unknown>) => payNowFor(auth, theme, body)
const pay = payOnTestPage
const countVouchers = async () => (await payload.count({ collection: 'gift-vouchers', overrideAccess: true })).totalDocs
/** A paid voucher of `amount` bought by a fresh customer, as its buyer sees it. */
const paidVoucher = async (email: string, amount = 50) => (await buyPaidVoucher(theme, email, amount)).voucher

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.updateGlobal({
    slug: 'checkout-settings',
    data: { orders_email: 'studio@vouchers.test' },
    overrideAccess: true,
  })
  const image = await uploadImage(await twoToneImage(1600, 900, 7), { alt: 'Wildflowers in spring' })
  theme = (
    await payload.create({
      collection: 'voucher-themes',
      data: { name: 'Wildflowers', image: image.id },
      overrideAccess: true,
    })
  ).id
  retired = (
    await payload.create({
      collection: 'voucher-themes',
      data: { name: 'Old design', image: image.id, active: false },
      overrideAccess: true,
    })
  ).id
})

describe('POST /api/v1/cognito/giftVoucher/payNow', () => {
  it('buys a voucher through the payment page; once paid, the buyer gets the receipt and the voucher with its PDF', async () => {
    const buyer = await makeCustomer('self@vouchers.test')
    const bought = await payNow(buyer.auth, { amount: 75.5 })
    expect(bought.status).toBe(200)
    expect(bought.body).toMatchObject({ success: true, message: '' })
    expect(bought.body.payment).toMatch(/\/pay\/test\/tp_/)
    const waiting = await voucherOfBuyer('self@vouchers.test')
    expect(waiting).toMatchObject({
      status: 'awaiting_payment',
      amount_cents: 7550,
      reference: `GV-${String(waiting!.id).padStart(5, '0')}`,
    })
    expect(waiting!.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{16}$/)

    const receipt = mail.next('self@vouchers.test')
    const checked = await pay(bought.body.payment, buyer.auth)
    expect(checked.status).toBe(200)
    expect(checked.body).toMatchObject({
      success: true,
      payment: { status: 'paid', kind: 'voucher', reference: waiting!.reference },
    })
    const first = await receipt
    const second = await mail.next('self@vouchers.test').catch(() => null)
    const mails = [first, second].filter(Boolean).map((m) => m!.text)
    const voucherMail = mails.find((text) => text.includes('Redeem your voucher'))!
    expect(voucherMail).toContain(waiting!.code.match(/.{4}/g)!.join('-'))
    expect(voucherMail).toContain('application/pdf')
    expect(voucherMail).toContain(`gift-voucher-${waiting!.reference}.pdf`)
    expect(mails.find((text) => text.includes('Receipt for your gift voucher'))).toContain('$75.50')
    const paid = await voucherOfBuyer('self@vouchers.test')
    expect(paid!.status).toBe('paid')
    expect(paid!.sent_at).toBeTruthy()
    // The return page asked again changes nothing.
    expect(
      (
        await request(`/api/v1/cognito/payment/checkPaid?payum_token=${tokenOf(bought.body.payment)}`, {
          headers: buyer.auth,
        })
      ).status,
    ).toBe(200)
    expect((await voucherOfBuyer('self@vouchers.test'))!.status).toBe('paid')
  })

  it('refuses a zero, negative, odd or absurd amount, an unknown or retired design and a bad recipient, and stores nothing', async () => {
    resetLimits()
    const { auth } = await makeCustomer('refused@vouchers.test')
    const before = await countVouchers()
    for (const amount of [0, -50, 9.99, 12.345, 2000.01, 1e12])
      expect([amount, (await payNow(auth, { amount })).status]).toEqual([amount, 400])
    expect((await payNow(auth, { amount: '50' })).status).toBe(400)
    expect((await payNow(auth, { theme_id: 999_999 })).status).toBe(404)
    expect((await payNow(auth, { theme_id: retired })).status).toBe(404)
    expect((await payNow(auth, { recipient_name: 'Ben' })).status).toBe(400)
    expect((await payNow(auth, { recipient_email: 'not-an-address' })).status).toBe(400)
    expect(
      (await payNow(auth, { send_on: addDays(studioToday(), -1), recipient_email: 'ben@vouchers.test' })).status,
    ).toBe(400)
    expect((await payNow(auth, { send_on: addDays(studioToday(), 400) })).status).toBe(400)
    expect((await payNow(auth, { send_on: '2026-02-30' })).status).toBe(400)
    expect((await payNow(auth, { price: 1 })).status).toBe(400)
    expect((await payNow({}, {})).status).toBe(401)
    expect(await countVouchers()).toBe(before)
  })

  it('sends a voucher for someone else on its day, once, and tells the buyer when', async () => {
    const buyer = await makeCustomer('giver@vouchers.test', { first_name: 'Grace', last_name: 'Hopper' })
    const day = addDays(studioToday(), 3)
    const receipt = mail.next('giver@vouchers.test')
    const bought = await payNow(buyer.auth, {
      amount: 120,
      recipient_name: 'Ben',
      recipient_email: 'ben@vouchers.test',
      message: 'Happy birthday!',
      send_on: day,
    })
    expect(bought.status).toBe(200)
    await pay(bought.body.payment, buyer.auth)
    expect((await receipt).text).toContain('We will e-mail the voucher to Ben (ben@vouchers.test) on')
    expect(await deliverDueVouchers(payload)).toBe(0)
    expect(mail.received.some((m) => m.to.includes('ben@vouchers.test'))).toBe(false)

    const arrived = mail.next('ben@vouchers.test')
    expect(await deliverDueVouchers(payload, new Date(`${day}T02:00:00Z`))).toBe(1)
    const voucherMail = await arrived
    expect(voucherMail.text).toContain('Grace Hopper sent you a gift voucher')
    expect(voucherMail.text).toContain('Happy birthday!')
    expect(voucherMail.text).toContain('$120.00')
    expect(await deliverDueVouchers(payload, new Date(`${day}T02:00:00Z`))).toBe(0)
    expect(mail.received.filter((m) => m.to.includes('ben@vouchers.test'))).toHaveLength(1)
  })
})

describe('mail to an address the buyer typed', () => {
  const mailsTo = (address: string) => mail.received.filter((m) => m.to.includes(address)).length
  /** Long enough for a mail sent after the answer to have arrived. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500))

  it('sends one recipient three vouchers a day: the fourth is held, not lost, and goes once the day has passed', async () => {
    resetLimits()
    const buyerEmail = `generous-${Date.now()}@vouchers.test`
    const buyer = await makeCustomer(buyerEmail)
    const recipient = `popular-${Date.now()}@vouchers.test`
    const vouchers: number[] = []
    for (let i = 0; i < 4; i++) {
      const arrived = i < 3 ? mail.next(recipient) : null
      const bought = await payNow(buyer.auth, { recipient_name: 'Pat', recipient_email: recipient })
      expect(bought.status).toBe(200)
      expect((await pay(bought.body.payment, buyer.auth)).body.success).toBe(true)
      vouchers.push((await voucherOfBuyer(buyerEmail))!.id)
      if (arrived) expect((await arrived).text).toContain('Redeem your voucher')
    }
    await settle()
    expect(mailsTo(recipient)).toBe(3)
    // Every voucher is paid and its mail owed; the fourth waits a day after the first went.
    const owed = await query<{ subject: unknown; status: unknown; held_until: unknown; recipient: unknown }>(
      { payload },
      sql`SELECT "subject", "status", "held_until", "recipient" FROM "owed_mails"
          WHERE "kind" = 'voucher_code' AND "recipient" = ${recipient} ORDER BY "id"`,
    )
    expect(owed.map((row) => Number(row.subject))).toEqual(vouchers)
    expect(owed.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'pending'])
    const heldUntil = new Date(
      String(owed[3].held_until instanceof Date ? owed[3].held_until.toISOString() : owed[3].held_until),
    )
    expect(heldUntil.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000)

    const held = mail.next(recipient)
    expect(await deliverOwedMail(payload, composeOwedMail, new Date(heldUntil.getTime() + 60_000))).toBe(1)
    expect((await held).text).toContain('Redeem your voucher')
  })

  it('counts newsletter confirmations and vouchers to one address together: five a day in all', async () => {
    resetLimits()
    const buyer = await makeCustomer(`fan-${Date.now()}@vouchers.test`)
    const recipient = `crowded-${Date.now()}@vouchers.test`
    for (let i = 0; i < 3; i++) {
      const arrived = mail.next(recipient)
      const bought = await payNow(buyer.auth, { recipient_name: 'Sam', recipient_email: recipient })
      expect((await pay(bought.body.payment, buyer.auth)).body.success).toBe(true)
      await arrived
    }
    const groups = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const slug = `letters-${name}-${Date.now()}`
        return (await payload.create({ collection: 'groups', data: { name: slug, slug, model: 'photo' } })).id
      }),
    )
    // The lists are this test's own: the group tree's tests count every photo group.
    try {
      const answers: string[] = []
      for (const [i, group] of [null, ...groups].entries()) {
        const arrived = i < 2 ? mail.next(recipient) : null
        const response = await postJson('/api/v1/newsletter/subscribe', {
          email: recipient,
          group,
          captcha: await solvedCaptcha(),
        })
        expect(response.status).toBe(200)
        answers.push(await response.text())
        if (arrived) expect((await arrived).text).toContain('/newsletter?confirm=')
      }
      await settle()
      expect(mailsTo(recipient)).toBe(5)
      // The third list's sign-up is written and answered alike; only its mail waits for another day.
      expect(new Set(answers).size).toBe(1)
      const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: recipient } } })
      expect(docs.map((d) => d.status)).toEqual(['pending', 'pending', 'pending'])
    } finally {
      for (const id of groups) await payload.delete({ collection: 'groups', id })
    }
  })
})

describe('the studio’s gift vouchers', () => {
  it('corrects a mistyped recipient and sends the voucher again; a redeemed one cannot be', async () => {
    const buyer = await makeCustomer('typo@vouchers.test')
    const bought = await payNow(buyer.auth, {
      amount: 60,
      recipient_name: 'Cleo',
      recipient_email: 'cleo@vouchres.test',
    })
    await pay(bought.body.payment, buyer.auth)
    const voucher = (await voucherOfBuyer('typo@vouchers.test'))!
    await expect
      .poll(async () => (await payload.findByID({ collection: 'gift-vouchers', id: voucher.id })).sent_at)
      .toBeTruthy()
    const arrived = mail.next('cleo@vouchers.test')
    const saved = await payload.update({
      collection: 'gift-vouchers',
      id: voucher.id,
      data: { recipient_email: 'cleo@vouchers.test', send_again: true },
    })
    expect(saved.send_again).toBe(false)
    expect((await arrived).text).toContain(voucher.code.match(/.{4}/g)!.join('-'))

    const { auth } = await makeCustomer('cleo@vouchers.test')
    expect((await redeem(auth, voucher.code)).status).toBe(200)
    await expect(
      payload.update({ collection: 'gift-vouchers', id: voucher.id, data: { send_again: true } }),
    ).rejects.toThrow(/Only a paid voucher/)
  })
})

describe('POST /api/v1/cognito/giftVoucher/redeem', () => {
  it('adds a paid voucher to the customer’s store credit once, whatever case and spacing the code is typed in', async () => {
    resetLimits()
    const voucher = await paidVoucher('redeem-buyer@vouchers.test', 80)
    const { auth } = await makeCustomer('redeemer@vouchers.test')
    expect(await balanceOf(auth)).toBe(0)
    const typed = ` ${voucher.code.slice(0, 4).toLowerCase()} ${voucher.code.slice(4, 8)}-${voucher.code.slice(8).toLowerCase()} `
    const redeemed = await redeem(auth, typed)
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toMatchObject({ success: true, amount: 80, balance: 80 })
    expect(redeemed.body.message).toBe('$80.00 has been added to your store credit. Your balance is now $80.00.')
    expect(await balanceOf(auth)).toBe(80)
    const account = await request('/api/v1/cognito/user/myAccount', { headers: auth })
    expect(((await account.json()) as { credit_balance: number }).credit_balance).toBe(80)

    const again = await redeem(auth, voucher.code)
    expect([again.status, (again.body as unknown as { text_code: string }).text_code]).toEqual([409, 'CONFLICT'])
    const someoneElse = await makeCustomer('late@vouchers.test')
    expect((await redeem(someoneElse.auth, voucher.code)).status).toBe(409)
    expect(await balanceOf(someoneElse.auth)).toBe(0)
    expect((await redeem({}, voucher.code)).status).toBe(401)
    expect(await balanceOf(auth)).toBe(80)
  })

  it('knows no unpaid voucher’s code, nor a made-up one', async () => {
    resetLimits()
    const buyer = await makeCustomer('unpaid@vouchers.test')
    await payNow(buyer.auth, { amount: 30 })
    const unpaid = await voucherOfBuyer('unpaid@vouchers.test')
    expect((await redeem(buyer.auth, unpaid!.code)).status).toBe(404)
    expect((await redeem(buyer.auth, 'AAAA-AAAA-AAAA-AAAA')).status).toBe(404)
    expect((await redeem(buyer.auth, 'short')).status).toBe(404)
    expect((await redeem(buyer.auth, 'x'.repeat(41))).status).toBe(400)
    expect(await balanceOf(buyer.auth)).toBe(0)
  })

  it('credits 20 parallel redemptions of one voucher exactly once', async () => {
    resetLimits()
    const voucher = await paidVoucher('parallel-buyer@vouchers.test', 100)
    const racers = await Promise.all(Array.from({ length: 4 }, (_, i) => makeCustomer(`racer${i}@vouchers.test`)))
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(racers[i % 4].auth, voucher.code)))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const balances = await Promise.all(racers.map((r) => balanceOf(r.auth)))
    expect(balances.reduce((a, b) => a + b, 0)).toBe(100)
    const entries = await payload.find({
      collection: 'credit-entries',
      where: { voucher: { equals: voucher.id } },
      overrideAccess: true,
    })
    expect(entries.docs.map((e) => e.amount_cents)).toEqual([10_000])
  })

  it('limits codes tried and not found: the eleventh miss in a quarter hour is refused', async () => {
    resetLimits()
    const { auth } = await makeCustomer('guesser@vouchers.test')
    for (let i = 0; i < 10; i++) expect((await redeem(auth, `ACDE-FGHJ-KMNP-QR${'TUVWXY34679'[i]}A`)).status).toBe(404)
    expect((await redeem(auth, 'ACDE-FGHJ-KMNP-QRTT')).status).toBe(429)
    resetLimits()
  })
})

describe('store credit', () => {
  it('never goes below zero when 20 spends of one balance run in parallel', async () => {
    const { user } = await makeCustomer('spender@vouchers.test')
    await inTransaction({ payload }, (tx) => changeCredit(tx, { userId: user.id, cents: 3_000, reason: 'adjustment' }))
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction({ payload }, (tx) => changeCredit(tx, { userId: user.id, cents: -1_000, reason: 'order' })),
      ),
    )
    expect(outcomes.filter((balance) => balance !== null)).toHaveLength(3)
    expect(await creditBalance({ payload }, user.id)).toBe(0)
    const entries = await payload.find({
      collection: 'credit-entries',
      where: { user: { equals: user.id } },
      overrideAccess: true,
      limit: 50,
    })
    expect(entries.docs.reduce((sum, e) => sum + (e.amount_cents ?? 0), 0)).toBe(0)
  })

  it('takes the studio’s adjustments, and refuses one that would take the balance below zero', async () => {
    const { user, auth } = await makeCustomer('adjusted@vouchers.test')
    await payload.create({
      collection: 'credit-entries',
      data: { user: user.id, reason: 'adjustment', amount_dollars: 25, note: 'A print arrived damaged' },
      overrideAccess: true,
    })
    expect(await balanceOf(auth)).toBe(25)
    await expect(
      payload.create({
        collection: 'credit-entries',
        data: { user: user.id, reason: 'adjustment', amount_dollars: -30 },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/does not have that much store credit/)
    expect(await balanceOf(auth)).toBe(25)
    const entries = await payload.find({
      collection: 'credit-entries',
      where: { user: { equals: user.id } },
      overrideAccess: true,
    })
    expect(entries.docs.map((e) => [e.reason, e.amount_cents, e.balance_after_cents])).toEqual([
      ['adjustment', 2500, 2500],
    ])
  })
})

describe('GraphQL cognitoGiftVoucherThemes', () => {
  it('lists the designs on offer with their picture at 400 wide, 16:9', async () => {
    const response = await payloadGraphql(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ cognitoGiftVoucherThemes { id name image { url width height } } }' }),
      }),
    )
    const { data } = (await response.json()) as {
      data: {
        cognitoGiftVoucherThemes: { id: number; name: string; image: { url: string; width: number; height: number } }[]
      }
    }
    const names = data.cognitoGiftVoucherThemes.map((t) => t.name)
    expect(names).toContain('Wildflowers')
    expect(names).not.toContain('Old design')
    const wildflowers = data.cognitoGiftVoucherThemes.find((t) => t.id === theme)!
    expect(wildflowers.image).toMatchObject({ width: 400, height: 225 })
    expect(wildflowers.image.url).toMatch(/\/assets\/i\/[^/]+\/16x9\/400\.jpg$/)
  })
})
