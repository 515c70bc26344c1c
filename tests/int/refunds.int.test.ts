import { getPayload, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { changeCredit } from '@/commerce/credit/store-credit'
import { inTransaction, query, sql } from '@/lib/database/sql'

import { postJson, request } from './helpers/api'
import { testCallback, tokenOf, type Auth } from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { twoToneImage, uploadImage } from './helpers/fixtures'
import { mailServerForFile, textOf } from './helpers/mail-server'
import { balanceOf, buyPaidVoucher, redeem, voucherOfBuyer } from './helpers/voucher-flow'

const mail = mailServerForFile()
let payload: Payload
let theme: number

const paymentOf = async (where: Where) =>
  (await payload.find({ collection: 'payments', where, overrideAccess: true })).docs[0]
const testPaymentOf = async (token: string) =>
  (await payload.find({ collection: 'test-payments', where: { token: { equals: token } }, overrideAccess: true }))
    .docs[0]
const ledgerOf = async (userId: number) =>
  (await payload.find({ collection: 'credit-entries', where: { user: { equals: userId } }, sort: 'id' })).docs
const mailsTo = (email: string, subject: RegExp) =>
  mail.received.filter((m) => m.to.includes(email) && subject.test(m.text))
const refundVoucher = (id: number) =>
  payload.update({ collection: 'gift-vouchers', id, data: { status: 'refunded' }, overrideAccess: true })

const paidVoucher = (email: string, amount = 50) => buyPaidVoucher(theme, email, amount)

/** A customer who redeemed `voucher` into store credit. */
async function redeemedBy(email: string, code: string): Promise<{ id: number; auth: Auth }> {
  resetLimits()
  const customer = await makeCustomer(email)
  expect((await redeem(customer.auth, code)).status).toBe(200)
  return { id: customer.user.id, auth: customer.auth }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.updateGlobal({
    slug: 'checkout-settings',
    data: { orders_email: 'studio@refunds.test' },
    overrideAccess: true,
  })
  const image = await uploadImage(await twoToneImage(1600, 900, 3), { alt: 'Salt flats' })
  theme = (await payload.create({ collection: 'voucher-themes', data: { name: 'Salt', image: image.id } })).id
})

describe('refunding a gift voucher from the back-office', () => {
  it('gives an unredeemed voucher’s money back whole, kills its code and tells the buyer', async () => {
    const { voucher, token, buyer } = await paidVoucher('whole@refunds.test', 60)
    const saved = await refundVoucher(voucher.id)
    expect(saved).toMatchObject({ status: 'refunded' })
    expect(saved.refunded_at).toBeTruthy()
    expect((await testPaymentOf(token))?.status).toBe('refunded')
    expect(await paymentOf({ voucher: { equals: voucher.id } })).toMatchObject({
      status: 'refunded',
      refunded_cents: 6_000,
    })
    await expect.poll(() => mailsTo('whole@refunds.test', /has been refunded/).length, { timeout: 10_000 }).toBe(1)
    expect(textOf(mailsTo('whole@refunds.test', /has been refunded/)[0])).toContain('code no longer works')
    // The code no longer turns into credit, for the buyer or anyone.
    resetLimits()
    expect((await redeem(buyer.auth, voucher.code)).status).toBe(404)
    // Refunded once: a second refund is refused and gives nothing back.
    await expect(refundVoucher(voucher.id)).resolves.toMatchObject({ status: 'refunded' })
    expect((await testPaymentOf(token))?.refunded_cents ?? 0).toBeLessThanOrEqual(6_000)
  })

  it('refunds a redeemed voucher by the credit still unspent, taking it back from the balance', async () => {
    const { voucher, token } = await paidVoucher('part@refunds.test', 50)
    const redeemer = await redeemedBy('part-redeemer@refunds.test', voucher.code)
    // $30 of the $50 is spent.
    await inTransaction({ payload }, (tx) =>
      changeCredit(tx, { userId: redeemer.id, cents: -3_000, reason: 'adjustment' }),
    )
    const saved = await refundVoucher(voucher.id)
    expect(saved).toMatchObject({ status: 'refunded', credit_taken_cents: 2_000, credit_owed_cents: 0 })
    expect(await balanceOf(redeemer.auth)).toBe(0)
    expect((await ledgerOf(redeemer.id)).map((e) => [e.reason, e.amount_cents])).toEqual([
      ['voucher', 5_000],
      ['adjustment', -3_000],
      ['voucher_refunded', -2_000],
    ])
    // The gateway gave back $20 of the $50.
    expect(await testPaymentOf(token)).toMatchObject({ status: 'paid', refunded_cents: 2_000 })
    await expect.poll(() => mailsTo('part@refunds.test', /has been refunded/).length, { timeout: 10_000 }).toBe(1)
    expect(textOf(mailsTo('part@refunds.test', /has been refunded/)[0])).toContain('$20.00 goes back')
  })

  it('refuses a redeemed voucher whose credit is all spent, and changes nothing', async () => {
    const { voucher, token } = await paidVoucher('spent@refunds.test', 40)
    const redeemer = await redeemedBy('spent-redeemer@refunds.test', voucher.code)
    await inTransaction({ payload }, (tx) =>
      changeCredit(tx, { userId: redeemer.id, cents: -4_000, reason: 'adjustment' }),
    )
    await expect(refundVoucher(voucher.id)).rejects.toMatchObject({
      data: { errors: [{ path: 'status', message: expect.stringMatching(/can be refunded/) }] },
    })
    expect((await voucherOfBuyer('spent@refunds.test'))?.status).toBe('redeemed')
    expect((await testPaymentOf(token))?.status).toBe('paid')
  })

  it('refuses any other status the studio picks', async () => {
    const { voucher } = await paidVoucher('other@refunds.test')
    await expect(
      payload.update({
        collection: 'gift-vouchers',
        id: voucher.id,
        data: { status: 'redeemed' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ data: { errors: [{ message: expect.stringMatching(/only Refunded/) }] } })
  })
})

describe('a voucher refunded at the gateway', () => {
  it('ends the voucher and takes back its credit, never below zero, showing the studio what is owed', async () => {
    const { voucher, token } = await paidVoucher('gateway@refunds.test', 50)
    const redeemer = await redeemedBy('gateway-redeemer@refunds.test', voucher.code)
    await inTransaction({ payload }, (tx) =>
      changeCredit(tx, { userId: redeemer.id, cents: -3_500, reason: 'adjustment' }),
    )
    // Refunded in the gateway's own dashboard; its callback names the payment.
    await query({ payload }, sql`UPDATE "test_payments" SET "status" = 'refunded' WHERE "token" = ${token}`)
    const answers = await Promise.all([testCallback(token), testCallback(token)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const ended = (await voucherOfBuyer('gateway@refunds.test'))!
    expect(ended).toMatchObject({ status: 'refunded', credit_taken_cents: 1_500, credit_owed_cents: 3_500 })
    expect(await balanceOf(redeemer.auth)).toBe(0)
    expect((await ledgerOf(redeemer.id)).filter((e) => e.reason === 'voucher_refunded')).toHaveLength(1)
    expect(await paymentOf({ voucher: { equals: voucher.id } })).toMatchObject({
      status: 'refunded',
      note: 'Refunded at the payment gateway.',
    })
  })
})

describe('refunding a paid form', () => {
  it('gives the fee back once and tells the sender', async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Plein air morning',
        url: 'plein-air-morning',
        use_captcha: false,
        cost: 35,
        fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }],
      },
    })
    resetLimits()
    const sent = await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: { email: 'paint@refunds.test' } })
    const answer = (await sent.json()) as { payment: string }
    expect(sent.status, JSON.stringify(answer)).toBe(200)
    const token = tokenOf(answer.payment)
    expect((await request(`/api/v1/cognito/payment/test/${token}/pay`, { method: 'POST' })).status).toBe(303)
    expect((await testCallback(token)).status).toBe(200)
    const submission = (
      await payload.find({ collection: 'form-submissions', where: { form: { equals: form.id } }, depth: 0 })
    ).docs[0]
    expect(submission.payment_status).toBe('paid')
    // Only Refunded is the studio's to choose.
    await expect(
      payload.update({ collection: 'form-submissions', id: submission.id, data: { payment_status: 'cancelled' } }),
    ).rejects.toMatchObject({ data: { errors: [{ message: expect.stringMatching(/only Refunded/) }] } })
    const saved = await payload.update({
      collection: 'form-submissions',
      id: submission.id,
      data: { payment_status: 'refunded' },
    })
    expect(saved.payment_status).toBe('refunded')
    expect((await testPaymentOf(token))?.status).toBe('refunded')
    await expect.poll(() => mailsTo('paint@refunds.test', /has been refunded/).length, { timeout: 10_000 }).toBe(1)
    expect(textOf(mailsTo('paint@refunds.test', /has been refunded/)[0])).toContain('$35.00')
  })

  it('keeps a deleted answer’s payment apart from the next answer’s, even when the next takes its id', async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Sketching walk',
        url: 'sketching-walk',
        use_captcha: false,
        cost: 20,
        fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }],
      },
    })
    const send = async (email: string) => {
      resetLimits()
      const sent = await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: { email } })
      expect(sent.status).toBe(200)
      return tokenOf(((await sent.json()) as { payment: string }).payment)
    }
    const first = await send('first-walker@refunds.test')
    expect((await request(`/api/v1/cognito/payment/test/${first}/pay`, { method: 'POST' })).status).toBe(303)
    expect((await testCallback(first)).status).toBe(200)
    const answer = (await payload.find({ collection: 'form-submissions', where: { form: { equals: form.id } } }))
      .docs[0]
    await payload.delete({ collection: 'form-submissions', id: answer.id })
    // The payment stays in the books, no longer anyone's.
    expect(await paymentOf({ token: { equals: first } })).toMatchObject({ status: 'paid', submission: null })
    const second = await send('second-walker@refunds.test')
    expect(second).not.toBe(first)
    expect((await request(`/api/v1/cognito/payment/test/${second}/pay`, { method: 'POST' })).status).toBe(303)
    expect((await testCallback(second)).status).toBe(200)
    const next = (await payload.find({ collection: 'form-submissions', where: { form: { equals: form.id } } })).docs[0]
    expect(next.payment_status).toBe('paid')
  })
})
