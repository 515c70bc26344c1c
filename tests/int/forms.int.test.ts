import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { formInvoiceMail, formRefundedMail } from '@/forms/form-mails'

import { getJson, postJson, request } from './helpers/api'
import { solvedCaptcha } from './helpers/captcha'
import { makeCustomer } from './helpers/customers'
import { payloadRest } from './helpers/payload-http'
import { mailServerForFile } from './helpers/mail-server'

const mail = mailServerForFile()

type Form = {
  id: number
  url: string
  use_captcha: boolean
  questions: { type: string; name: string; required: boolean }[]
}
type Issue = { path: string; message: string }

const contact = async () => (await getJson<Form>('/api/v1/cognito/form?id=contact')).body
const answers = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  topic: 'commission',
  message: 'Could you paint the jetty at Busselton, about 50 cm wide?',
}
const submissions = async (formId: number) =>
  (await (await getPayload({ config })).count({ collection: 'form-submissions', where: { form: { equals: formId } } }))
    .totalDocs

describe('GET /api/v1/cognito/form', () => {
  it('gives the contact form by url or id with its questions and the spec’s fields', async () => {
    const form = await contact()
    expect(form).toMatchObject({ url: 'contact', use_captcha: true, must_be_logged_on: false })
    expect(form.questions.map((q) => [q.type, q.name, q.required])).toEqual([
      ['text', 'name', true],
      ['email', 'email', true],
      ['phone', 'phone', false],
      ['select', 'topic', true],
      ['textarea', 'message', true],
    ])
    const byId = await getJson<Form & { data: { name: string; value: string }[] }>(`/api/v1/cognito/form?id=${form.id}`)
    expect(byId.body.data.map((d) => d.name)).toEqual(['name', 'email', 'phone', 'topic', 'message'])
    expect((await getJson('/api/v1/cognito/form?id=no-such-form')).status).toBe(404)
    expect((await getJson('/api/v1/cognito/form?id=Bad_Form')).status).toBe(400)
  })
})

describe('POST /api/v1/cognito/form/submit/{id}', () => {
  it('stores the answers, and e-mails them to the studio with the sender to reply to', async () => {
    resetLimits()
    const form = await contact()
    const before = await submissions(form.id)
    // The form's own address for answers (other tests change the studio's orders address).
    const payload = await getPayload({ config })
    await payload.update({ collection: 'forms', id: form.id, data: { notify_email: 'contact-inbox@forms.test' } })
    const arrived = mail.next('contact-inbox@forms.test')
    const response = await postJson(`/api/v1/cognito/form/submit/${form.id}`, {
      data: answers,
      url: Buffer.from('/contact').toString('base64'),
      captcha: await solvedCaptcha(),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, error: null, payment: null })
    expect(await submissions(form.id)).toBe(before + 1)
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1 })
    expect(docs[0]).toMatchObject({ email: 'ada@example.test', page: '/contact' })
    expect(docs[0].submissionData?.map((a) => [a.field, a.value])).toEqual([
      ['name', 'Ada Lovelace'],
      ['email', 'ada@example.test'],
      ['topic', 'commission'],
      ['message', answers.message],
    ])
    const sent = await arrived
    expect(sent.raw).toMatch(/^Reply-To: ada@example\.test/im)
    expect(sent.text).toContain('Could you paint the jetty at Busselton')
  })

  it('refuses a form without a captcha, with a forged one, and one used before; nothing is stored', async () => {
    resetLimits()
    const form = await contact()
    const before = await submissions(form.id)
    const missing = await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: answers })
    expect(missing.status).toBe(400)
    const forged = await postJson(`/api/v1/cognito/form/submit/${form.id}`, {
      data: answers,
      captcha: Buffer.from(
        JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1, derivedKey: 'ab' } }),
      ).toString('base64'),
    })
    expect(forged.status).toBe(400)
    const captcha = await solvedCaptcha()
    expect((await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: answers, captcha })).status).toBe(200)
    const replay = await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: answers, captcha })
    expect(replay.status).toBe(409)
    expect(await submissions(form.id)).toBe(before + 1)
  })

  it('takes one captcha answer once when it is sent 20 times at once', async () => {
    resetLimits()
    const form = await contact()
    const before = await submissions(form.id)
    const captcha = await solvedCaptcha()
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: answers, captcha }).then((r) => r.status),
      ),
    )
    resetLimits()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    expect(await submissions(form.id)).toBe(before + 1)
  })

  it('names each wrong answer and unknown field, keeps the captcha unspent, and stores nothing', async () => {
    resetLimits()
    const form = await contact()
    const before = await submissions(form.id)
    const captcha = await solvedCaptcha()
    const response = await postJson(`/api/v1/cognito/form/submit/${form.id}`, {
      data: { name: '', email: 'not-an-address', topic: 'a-car', message: 'Hello', colour: 'red' },
      captcha,
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { issues: Issue[] }
    expect(body.issues.map((i) => i.path).sort()).toEqual(['data.colour', 'data.email', 'data.name', 'data.topic'])
    expect(await submissions(form.id)).toBe(before)
    // The same captcha answer still works once the answers are right.
    expect((await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: answers, captcha })).status).toBe(200)
  })

  it('takes an internationalised address end to end, and refuses one no mail server takes with its captcha unspent', async () => {
    resetLimits()
    const form = await contact()
    const payload = await getPayload({ config })
    await payload.update({ collection: 'forms', id: form.id, data: { notify_email: 'contact-inbox@forms.test' } })
    const before = await submissions(form.id)
    const captcha = await solvedCaptcha()
    for (const email of ['a@b.c', 'ada@localhost', '"ada"@example.test']) {
      const refused = await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: { ...answers, email }, captcha })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { issues: Issue[] }).issues.map((i) => i.path)).toEqual(['data.email'])
    }
    expect(await submissions(form.id)).toBe(before)

    // The same captcha answer, never spent by the refusals, carries an address in German and one
    // with an internationalised domain: stored as typed and replied to through the studio's mail.
    const arrived = mail.next('contact-inbox@forms.test')
    const sent = await postJson(`/api/v1/cognito/form/submit/${form.id}`, {
      data: { ...answers, email: 'Jörg@Bücher.example' },
      captcha,
    })
    expect(sent.status).toBe(200)
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1 })
    expect(docs[0].email).toBe('jörg@bücher.example')
    expect((await arrived).raw).toMatch(/^Reply-To: jörg@xn--bcher-kva\.example/im)
  })

  it('refuses a megabyte answer, a body that is not the spec’s, and an unknown form', async () => {
    resetLimits()
    const form = await contact()
    const before = await submissions(form.id)
    const huge = await postJson(`/api/v1/cognito/form/submit/${form.id}`, {
      data: { ...answers, message: 'x'.repeat(1_000_000) },
    })
    expect([400, 413]).toContain(huge.status)
    expect((await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: answers, price: 0 })).status).toBe(400)
    expect((await postJson(`/api/v1/cognito/form/submit/${form.id}`, { data: { name: { $gt: '' } } })).status).toBe(400)
    expect((await postJson('/api/v1/cognito/form/submit/999999', { data: answers })).status).toBe(404)
    expect(await submissions(form.id)).toBe(before)
  })

  it('a form for signed-in customers refuses an anonymous sender and takes a customer’s answers', async () => {
    resetLimits()
    const payload = await getPayload({ config })
    const members = await payload.create({
      collection: 'forms',
      data: {
        title: 'Collectors’ preview',
        url: 'collectors-preview',
        use_captcha: false,
        must_be_logged_on: true,
        fields: [
          { blockType: 'checkbox', name: 'attending', label: 'I will come', required: true },
          { blockType: 'date', name: 'day', label: 'Which day', required: true },
          { blockType: 'number', name: 'guests', label: 'Guests', required: false, min: 0, max: 3 },
        ],
      },
    })
    try {
      const data = { attending: true, day: '2026-12-05', guests: 2 }
      const anonymous = await postJson(`/api/v1/cognito/form/submit/${members.id}`, { data })
      expect(anonymous.status).toBe(401)
      const { user, auth } = await makeCustomer(`collector-${Date.now()}@example.test`)
      expect(
        (await postJson(`/api/v1/cognito/form/submit/${members.id}`, { data: { ...data, guests: 9 } }, auth)).status,
      ).toBe(400)
      expect((await postJson(`/api/v1/cognito/form/submit/${members.id}`, { data }, auth)).status).toBe(200)
      const { docs } = await payload.find({
        collection: 'form-submissions',
        where: { form: { equals: members.id } },
        depth: 0,
      })
      expect(docs).toHaveLength(1)
      expect(docs[0].user).toBe(user.id)
      expect(docs[0].submissionData?.map((a) => [a.field, a.value])).toEqual([
        ['attending', '1'],
        ['day', '2026-12-05'],
        ['guests', '2'],
      ])
    } finally {
      await payload.delete({ collection: 'form-submissions', where: { form: { equals: members.id } } })
      await payload.delete({ collection: 'forms', id: members.id })
    }
  })

  it('Payload’s own doors do not take submissions or show them to anyone but the studio', async () => {
    const form = await contact()
    const before = await submissions(form.id)
    const created = await payloadRest('/api/form-submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form: form.id, submissionData: [{ field: 'name', value: 'x' }] }),
    })
    expect(created.status).toBe(403)
    const listed = await payloadRest('/api/form-submissions')
    expect(listed.status).toBe(403)
    expect(await submissions(form.id)).toBe(before)
  })
})

describe('the studio’s CSV of a form’s answers', () => {
  it('gives the answers, one column per question, to a signed-in admin only; a formula stays text', async () => {
    resetLimits()
    const payload = await getPayload({ config })
    const form = await contact()
    const sent = await postJson(`/api/v1/cognito/form/submit/${form.id}`, {
      data: { ...answers, name: '=HYPERLINK("http://evil.test")', message: 'Line one\nline, two' },
      captcha: await solvedCaptcha(),
    })
    expect(sent.status).toBe(200)
    const password = 'csv-Studio-password-2026'
    const admin = `studio-csv-${Date.now()}@example.test`
    await payload.create({
      collection: 'users',
      data: { email: admin, password, roles: ['admin'] },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email: admin, password } })
    const cookie = { Cookie: `${payload.config.cookiePrefix}-token=${token}` }
    const response = await request(`/api/v1/studio/forms/${form.id}/answers.csv`, { headers: cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toContain('contact-answers.csv')
    const csv = (await response.text()).replace(/^\uFEFF/, '')
    const [header, first] = csv.split('\n')
    expect(header).toBe('Sent at,E-mail,Your name,E-mail address,Phone (optional),What is it about?,Your message')
    expect(first).toContain(`"'=HYPERLINK(""http://evil.test"")"`)
    expect(csv).toContain('"Line one\nline, two"')

    expect((await request(`/api/v1/studio/forms/${form.id}/answers.csv`)).status).toBe(404)
    const { auth } = await makeCustomer(`csv-${Date.now()}@example.test`)
    expect((await request(`/api/v1/studio/forms/${form.id}/answers.csv`, { headers: auth })).status).toBe(404)
  })
})

describe('a form that takes payment', () => {
  it('opens the payment at the form’s price, and once paid sends the invoice to the sender and the answers to the studio', async () => {
    resetLimits()
    const payload = await getPayload({ config })
    const workshop = await payload.create({
      collection: 'forms',
      data: {
        title: 'Watercolour workshop',
        url: 'watercolour-workshop',
        use_captcha: false,
        cost: 45,
        notify_email: 'workshops@forms.test',
        fields: [
          { blockType: 'text', name: 'name', label: 'Your name', required: true },
          { blockType: 'email', name: 'email', label: 'E-mail', required: false },
        ],
      },
    })
    try {
      const form = (await getJson<Form & { cost: number }>(`/api/v1/cognito/form?id=watercolour-workshop`)).body
      expect(form.cost).toBe(45)
      const before = await submissions(workshop.id)
      // The price is the form's: one sent with the answers is an unknown answer.
      const tampered = await postJson(`/api/v1/cognito/form/submit/${workshop.id}`, {
        data: { name: 'Ada', email: 'ada@forms.test', cost: 1 },
      })
      expect(tampered.status).toBe(400)
      // No address to send the invoice to, and no account to take it from.
      const nowhere = await postJson(`/api/v1/cognito/form/submit/${workshop.id}`, { data: { name: 'Ada' } })
      expect(nowhere.status).toBe(400)
      expect(await submissions(workshop.id)).toBe(before)

      const sent = await postJson(`/api/v1/cognito/form/submit/${workshop.id}`, {
        data: { name: 'Ada Lovelace', email: 'ada-workshop@forms.test' },
        url: Buffer.from('/workshops').toString('base64'),
      })
      const answer = (await sent.json()) as { success: boolean; payment: string }
      expect(sent.status).toBe(200)
      expect(answer.payment).toMatch(/\/pay\/test\/tp_/)
      const stored = (
        await payload.find({ collection: 'form-submissions', where: { form: { equals: workshop.id } }, depth: 0 })
      ).docs[0]
      expect(stored).toMatchObject({ payment_status: 'awaiting_payment', amount_cents: 4500 })
      const token = answer.payment.split('/').pop()!
      const page = await payload.find({ collection: 'test-payments', where: { token: { equals: token } } })
      expect(page.docs[0]).toMatchObject({ amount_cents: 4500, reference: stored.reference })
      expect(page.docs[0].return_url).toMatch(/\/workshops\?payum_token=tp_/)

      const invoice = mail.next('ada-workshop@forms.test')
      const studio = mail.next('workshops@forms.test')
      expect((await request(`/api/v1/cognito/payment/test/${token}/pay`, { method: 'POST' })).status).toBe(303)
      // The sender has no account: the token itself lets the return page ask.
      const checked = await getJson(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`)
      expect(checked.body).toMatchObject({ success: true, payment: { status: 'paid', kind: 'form', order_id: null } })
      const invoiceMail = await invoice
      expect(invoiceMail.text).toContain(`Your invoice ${stored.reference}: Watercolour workshop`)
      expect(invoiceMail.raw).toMatch(/application\/pdf/)
      expect(invoiceMail.text).toContain('GST included in the total: $4.09')
      const studioMail = await studio
      expect(studioMail.text).toContain(`Paid $45.00 (invoice ${stored.reference})`)
      expect(studioMail.text).toContain('Ada Lovelace')
      const paid = await payload.findByID({ collection: 'form-submissions', id: stored.id, depth: 0 })
      expect(paid.payment_status).toBe('paid')
    } finally {
      await payload.delete({ collection: 'form-submissions', where: { form: { equals: workshop.id } } })
      await payload.delete({ collection: 'forms', id: workshop.id })
    }
  })

  it('writes the payer’s invoice and refund in the language they paid in, the form named in it', async () => {
    const payload = await getPayload({ config })
    const workshop = await payload.create({
      collection: 'forms',
      data: {
        title: 'Plein air morning',
        url: 'plein-air-morning',
        use_captcha: false,
        cost: 30,
        fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }],
      },
    })
    await payload.update({ collection: 'forms', id: workshop.id, locale: 'de', data: { title: 'Malen im Freien' } })
    const paidIn = (locale: string, reference: string) =>
      payload.create({
        collection: 'form-submissions',
        data: {
          form: workshop.id,
          submissionData: [{ field: 'email', value: 'lena@forms.test' }],
          email: 'lena@forms.test',
          reference,
          payment_status: 'paid',
          amount_cents: 3000,
          locale,
          paid_at: new Date().toISOString(),
        },
        overrideAccess: true,
      })
    try {
      const german = await paidIn('de', 'IM-F0001')
      const invoice = await formInvoiceMail(payload, german.id)
      expect(invoice?.subject).toBe('Ihre Rechnung IM-F0001: Malen im Freien')
      expect(invoice?.text).toContain('für „Malen im Freien“')
      const refunded = await formRefundedMail(payload, german.id)
      expect(refunded?.text).toContain('für „Malen im Freien“ (Rechnung IM-F0001)')
      // A language she has not translated it into names it in English.
      const french = await paidIn('fr', 'IM-F0002')
      expect((await formInvoiceMail(payload, french.id))?.subject).toContain('Plein air morning')
    } finally {
      await payload.delete({ collection: 'form-submissions', where: { form: { equals: workshop.id } } })
      await payload.delete({ collection: 'forms', id: workshop.id })
    }
  })

  it('is refused in the studio without a way to reach the payer', async () => {
    const payload = await getPayload({ config })
    await expect(
      payload.create({
        collection: 'forms',
        data: {
          title: 'No address',
          url: 'no-address',
          use_captcha: false,
          cost: 10,
          fields: [{ blockType: 'text', name: 'name', label: 'Name', required: true }],
        },
      }),
    ).rejects.toThrow(/invalid: Price/)
  })
})
