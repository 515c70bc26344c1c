import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { unsubscribeKey } from '@/forms/newsletter'

import { postJson, request } from './helpers/api'
import { solvedCaptcha } from './helpers/captcha'
import { mailServerForFile } from './helpers/mail-server'

const mail = mailServerForFile()

const entry = async (email: string) => {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })
  return docs
}
const confirmTokenOf = (text: string) => /[?&]confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? ''

describe('the newsletter', () => {
  it('signs up with double opt-in: pending until the mailed link confirms, then a welcome with one-click unsubscribe', async () => {
    resetLimits()
    const email = `reader-${Date.now()}@example.test`
    // The captcha first: the wait for the mail starts with the sign-up, not with the puzzle.
    const captcha = await solvedCaptcha()
    const confirmation = mail.next(email)
    const response = await postJson('/api/v1/newsletter/subscribe', { email, captcha })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { message: string }).message).toMatch(/check your e-mail/i)
    expect((await entry(email)).map((e) => e.status)).toEqual(['pending'])

    const sent = await confirmation
    const token = confirmTokenOf(sent.text)
    expect(token).not.toBe('')
    expect(sent.text).toContain('/newsletter?confirm=')

    const welcome = mail.next(email)
    const confirmed = await postJson('/api/v1/newsletter/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect(((await confirmed.json()) as { message: string }).message).toBe('Thank you, you are now subscribed.')
    expect((await entry(email))[0]).toMatchObject({ status: 'subscribed', source: 'newsletter' })
    // A second click on the same link changes nothing.
    expect((await postJson('/api/v1/newsletter/confirm', { token })).status).toBe(200)

    const hello = await welcome
    expect(hello.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im)
    // Long headers are folded onto several lines (RFC 5322): unfold before reading.
    const headers = hello.raw.replace(/\r?\n[ \t]+/g, ' ')
    const header = /^List-Unsubscribe: <([^>]+)>/im.exec(headers)?.[1] ?? ''
    expect(header).toMatch(/\/api\/v1\/newsletter\/unsubscribe\?s=\d+&t=/)

    // RFC 8058: the mail program POSTs "List-Unsubscribe=One-Click" to the address of the header.
    const url = new URL(header)
    const oneClick = await request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await entry(email))[0]).toMatchObject({ status: 'unsubscribed' })
  })

  it('answers the same for an address already subscribed, and sends it nothing', async () => {
    resetLimits()
    const payload = await getPayload({ config })
    const email = `already-${Date.now()}@example.test`
    await payload.create({
      collection: 'subscribers',
      data: { email, list_key: 'main', status: 'subscribed', source: 'newsletter' },
      overrideAccess: true,
    })
    const response = await postJson('/api/v1/newsletter/subscribe', { email, captcha: await solvedCaptcha() })
    expect(response.status).toBe(200)
    await expect(mail.next(email, 1500)).rejects.toThrow(/No mail/)
    expect(await entry(email)).toHaveLength(1)
  })

  it('refuses a bad address, a missing or replayed captcha, a wrong or expired link, and a forged unsubscribe', async () => {
    resetLimits()
    expect(
      (await postJson('/api/v1/newsletter/subscribe', { email: 'not-an-address', captcha: await solvedCaptcha() }))
        .status,
    ).toBe(400)
    expect((await postJson('/api/v1/newsletter/subscribe', { email: 'x@example.test' })).status).toBe(400)
    const captcha = await solvedCaptcha()
    expect(
      (await postJson('/api/v1/newsletter/subscribe', { email: `one-${Date.now()}@example.test`, captcha })).status,
    ).toBe(200)
    expect(
      (await postJson('/api/v1/newsletter/subscribe', { email: `two-${Date.now()}@example.test`, captcha })).status,
    ).toBe(409)
    expect((await postJson('/api/v1/newsletter/confirm', { token: 'a'.repeat(43) })).status).toBe(400)
    expect((await postJson('/api/v1/newsletter/confirm', { token: '<script>' })).status).toBe(400)

    const payload = await getPayload({ config })
    const victim = await payload.create({
      collection: 'subscribers',
      data: {
        email: `victim-${Date.now()}@example.test`,
        list_key: 'main',
        status: 'subscribed',
        source: 'newsletter',
      },
      overrideAccess: true,
    })
    const forged = await request(`/api/v1/newsletter/unsubscribe?s=${victim.id}&t=${unsubscribeKey(victim.id + 1)}`, {
      method: 'POST',
    })
    expect(forged.status).toBe(400)
    expect((await payload.findByID({ collection: 'subscribers', id: victim.id })).status).toBe('subscribed')
  })

  it('a waiting address gets one confirmation a day however often it is typed, and every answer is the same', async () => {
    resetLimits()
    const email = `typed-often-${Date.now()}@example.test`
    const captcha = await solvedCaptcha()
    const first = mail.next(email)
    const answer = await postJson('/api/v1/newsletter/subscribe', { email, captcha })
    expect(answer.status).toBe(200)
    const expected = await answer.text()
    const token = confirmTokenOf((await first).text)

    const captchas = await Promise.all(Array.from({ length: 10 }, () => solvedCaptcha()))
    const answers = await Promise.all(
      captchas.map(async (captcha, i) => {
        const response = await postJson('/api/v1/newsletter/subscribe', {
          email: i % 2 ? email.toUpperCase() : email,
          captcha,
        })
        return { status: response.status, body: await response.text() }
      }),
    )
    resetLimits()
    expect(answers.every((a) => a.status === 200 && a.body === expected)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(mail.received.filter((m) => m.to.includes(email))).toHaveLength(1)
    // The link already sent still confirms.
    expect((await postJson('/api/v1/newsletter/confirm', { token })).status).toBe(200)
    expect((await entry(email))[0]).toMatchObject({ status: 'subscribed' })
    // Eleven captchas solved by proof of work, as browsers solve them: 12 s on a quiet two-core
    // machine, over 30 s beside the other integration files.
  }, 90_000)

  it('takes an internationalised address, and refuses one no mail server takes with its captcha unspent', async () => {
    resetLimits()
    const captcha = await solvedCaptcha()
    for (const email of ['a@b.c', 'ada@localhost', 'ada@exa_mple.com']) {
      const refused = await postJson('/api/v1/newsletter/subscribe', { email, captcha })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['email'])
    }
    const email = `jörg-${Date.now()}@bücher.example`
    // nodemailer sends the domain as punycode; the listener, like a mail store, reads it back.
    const confirmation = mail.next(email)
    const taken = await postJson('/api/v1/newsletter/subscribe', { email: email.toUpperCase(), captcha })
    expect(taken.status).toBe(200)
    expect((await entry(email)).map((e) => e.status)).toEqual(['pending'])
    expect(confirmTokenOf((await confirmation).text)).not.toBe('')
  })

  it('twenty sign-ups of one new address at once leave one entry', async () => {
    resetLimits()
    const email = `crowd-${Date.now()}@example.test`
    const captchas = await Promise.all(Array.from({ length: 20 }, () => solvedCaptcha()))
    const statuses = await Promise.all(
      captchas.map((captcha) => postJson('/api/v1/newsletter/subscribe', { email, captcha }).then((r) => r.status)),
    )
    resetLimits()
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(await entry(email)).toHaveLength(1)
    // Twenty proofs of work solved first: seconds of CPU each when the other worker is busy too.
  }, 90_000)

  it('lists the subscribers as CSV for a signed-in admin only', async () => {
    const payload = await getPayload({ config })
    expect((await request('/api/v1/studio/subscribers.csv')).status).toBe(404)
    const password = 'csv-Newsletter-password-2026'
    const admin = `studio-news-${Date.now()}@example.test`
    await payload.create({
      collection: 'users',
      data: { email: admin, password, roles: ['admin'] },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email: admin, password } })
    const response = await request('/api/v1/studio/subscribers.csv', {
      headers: { Cookie: `${payload.config.cookiePrefix}-token=${token}` },
    })
    expect(response.status).toBe(200)
    const csv = await response.text()
    expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'E-mail,Status,List,Source,Language,Subscribed at,Unsubscribed at',
    )
    expect(csv).toMatch(/crowd-\d+@example\.test,pending,main,newsletter,en/)
  })
})
