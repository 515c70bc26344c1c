import { expect, type Page, test } from '@playwright/test'

import { holdScripts } from './helpers/held-scripts'
import { waitForMail } from './helpers/outbox'
import { makeWidgetPage, studioAuth } from './pages/studio'

const contactForm = (page: Page) => page.locator('[data-form="contact"]')

test.describe('forms', () => {
  test('the contact form solves its captcha, sends, and the studio gets the message to reply to', async ({ page }) => {
    await page.goto('/contact')
    const form = contactForm(page)
    await form.getByLabel('Your name').fill('Grace Hopper')
    // The captcha starts working at the first touch of the form and is ready well before sending.
    await expect(form.getByTestId('captcha-state')).toHaveAttribute('data-state', /working|ready/)
    await form.getByLabel('E-mail address').fill('grace@example.test')
    await form.getByLabel('What is it about?').selectOption('commission')
    await form.getByLabel('Your message').fill('A painting of the harbour at dusk for our new office, please.')
    await expect(form.getByTestId('captcha-state')).toHaveAttribute('data-state', 'ready')
    const since = Date.now() - 50
    await form.getByTestId('form-submit').click()
    await expect(page.getByTestId('form-sent')).toHaveText('Thank you, your message has been sent')
    const mail = await waitForMail('studio@atelier.test', since)
    expect(mail.text).toMatch(/^Reply-To: grace@example\.test/im)
    expect(mail.text).toContain('A painting of the harbour at dusk')
  })

  test('a wrong answer shows at its question, and the corrected form goes through', async ({ page }) => {
    await page.goto('/contact')
    const form = contactForm(page)
    await form.getByLabel('Your name').fill('Ada')
    await form.getByLabel('E-mail address').fill('not-an-address')
    await form.getByLabel('What is it about?').selectOption('other')
    await form.getByLabel('Your message').fill('Hello')
    await form.getByTestId('form-submit').click()
    const email = form.getByLabel('E-mail address')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toBeFocused()
    await expect(form.getByTestId('field-error')).toHaveText('Please enter an e-mail address, like name@example.com.')
    await email.fill('ada@example.test')
    await form.getByTestId('form-submit').click()
    await expect(page.getByTestId('form-sent')).toBeVisible()
  })

  test('what a visitor fills in before the page has come to life is kept and sent', async ({ page }) => {
    // The page's scripts are held back, as on a slow phone, while the visitor fills the form in.
    const scripts = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'commit' })
    const form = contactForm(page)
    await form.getByLabel('Your name').fill('Grace Hopper')
    await form.getByLabel('E-mail address').fill('grace.early@example.test')
    await form.getByLabel('What is it about?').selectOption('commission')
    await form.getByLabel('Your message').fill('Typed before the page was ready: a harbour at dawn.')
    // Sending waits for the script; the browser would otherwise send the answers into the address.
    await expect(form.getByTestId('form-submit')).toBeDisabled()
    await scripts.release()
    await expect(form.getByTestId('form-submit')).toBeEnabled({ timeout: 15_000 })
    const since = Date.now() - 50
    await form.getByTestId('form-submit').click()
    await expect(page.getByTestId('form-sent')).toBeVisible()
    expect(page.url()).not.toContain('grace')
    const mail = await waitForMail('studio@atelier.test', since)
    expect(mail.text).toMatch(/^Reply-To: grace\.early@example\.test/im)
    expect(mail.text).toContain('Typed before the page was ready: a harbour at dawn.')
    expect(mail.text).toContain('Grace Hopper')
    expect(mail.text).toContain('What is it about?: commission')
  })

  test('a form with a signature takes a drawn one; a form for customers asks a visitor to sign in', async ({
    page,
    request,
  }) => {
    const auth = await studioAuth(request)
    const stamp = Date.now()
    const made = await request.post('/api/forms', {
      headers: auth,
      data: {
        title: 'Commission agreement',
        url: `agreement-${stamp}`,
        use_captcha: false,
        fields: [
          { blockType: 'text', name: 'name', label: 'Your name', required: true },
          { blockType: 'signature', name: 'signature', label: 'Signature', required: true },
        ],
      },
    })
    expect(made.status()).toBe(201)
    const form = ((await made.json()) as { doc: { id: number } }).doc
    const members = await request.post('/api/forms', {
      headers: auth,
      data: {
        title: 'Collectors only',
        url: `collectors-${stamp}`,
        use_captcha: false,
        must_be_logged_on: true,
        fields: [{ blockType: 'text', name: 'note', label: 'Note', required: false }],
      },
    })
    const membersForm = ((await members.json()) as { doc: { id: number } }).doc
    await makeWidgetPage(request, `agreement-${stamp}`, [
      { blockType: 'form', form: form.id },
      { blockType: 'form', form: membersForm.id },
    ])

    await page.goto(`/agreement-${stamp}`)
    await expect(page.getByTestId('form-sign-in')).toContainText('Please sign in to fill in this form.')
    await expect(page.getByTestId('form-sign-in-link')).toHaveAttribute(
      'href',
      new RegExp(`^/login\\?next=%2Fagreement-${stamp}`),
    )

    const agreement = page.locator(`[data-form="agreement-${stamp}"]`)
    await agreement.getByLabel('Your name').fill('Ada Lovelace')
    // Sending without signing names the signature.
    await agreement.getByTestId('form-submit').click()
    await expect(agreement.getByTestId('field-error')).toHaveText(/Please answer this question/)
    const pad = agreement.getByTestId('signature-pad')
    const box = (await pad.boundingBox())!
    await page.mouse.move(box.x + 30, box.y + box.height / 2)
    await page.mouse.down()
    for (let x = 40; x < box.width - 30; x += 20)
      await page.mouse.move(box.x + x, box.y + box.height / 2 + Math.sin(x / 20) * 25)
    await page.mouse.up()
    await agreement.getByTestId('form-submit').click()
    await expect(page.getByTestId('form-sent')).toBeVisible()
    const answers = await request.get(`/api/form-submissions?where[form][equals]=${form.id}`, { headers: auth })
    const docs = ((await answers.json()) as { docs: { submissionData: { field: string; value: string }[] }[] }).docs
    expect(docs).toHaveLength(1)
    expect(docs[0].submissionData.find((a) => a.field === 'signature')?.value).toMatch(/^data:image\/png;base64,/)
  })
})

test.describe('newsletter', () => {
  test('sign up, confirm from the e-mail, and unsubscribe from the welcome’s link', async ({ page }) => {
    const email = `reader-${Date.now()}@example.test`
    // The reader types before the page has come to life; the address is kept.
    const scripts = await holdScripts(page)
    await page.goto('/newsletter', { waitUntil: 'commit' })
    const form = page.getByTestId('newsletter-form')
    await form.getByLabel('E-mail address').fill(email)
    await expect(form.getByTestId('newsletter-submit')).toBeDisabled()
    await scripts.release()
    await expect(form.getByTestId('newsletter-submit')).toBeEnabled({ timeout: 15_000 })
    const since = Date.now() - 50
    await form.getByTestId('newsletter-submit').click()
    await expect(page.getByTestId('newsletter-done')).toContainText('Please check your e-mail')
    const confirmation = await waitForMail(email, since)
    const link = /(https?:\/\/[^\s"<]+\/newsletter\?confirm=[A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1]
    expect(link).toBeTruthy()
    const welcomeSince = Date.now() - 50
    await page.goto(new URL(link!).pathname + new URL(link!).search)
    await expect(page.getByTestId('newsletter-done')).toHaveText('Thank you, you are now subscribed.')

    // The welcome, not the confirmation: that one can be written within the 50 ms the time allows.
    const welcome = await waitForMail(email, welcomeSince, 10_000, '/newsletter?unsubscribe=')
    expect(welcome.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im)
    const unsubscribe = /(https?:\/\/[^\s"<]+\/newsletter\?unsubscribe=[0-9]+\.[A-Za-z0-9_-]+)/.exec(welcome.text)?.[1]
    expect(unsubscribe).toBeTruthy()
    await page.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search)
    await page.getByTestId('newsletter-unsubscribe').getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByTestId('newsletter-done')).toContainText('You are unsubscribed')
  })
})
