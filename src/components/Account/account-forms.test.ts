// @vitest-environment happy-dom
import { NextIntlClientProvider } from 'next-intl'
import { act, createElement as h, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Locale } from '@/i18n/locales'

import messages from '@/i18n/messages/en/account.json'
import apiClient from '@/i18n/messages/en/apiClient.json'

const router = { replace: vi.fn(), push: vi.fn(), prefetch: vi.fn() }
let search = new URLSearchParams()
vi.mock('next/navigation', () => ({ useRouter: () => router, useSearchParams: () => search }))
// The language's links as next-intl writes them, without Next's router.
vi.mock('@/i18n/navigation', async () => {
  const { useLocale } = await import('next-intl')
  const { localizedPath } = await import('@/i18n/localized-path')
  return {
    Link: ({ href, ...rest }: { href: string }) => h('a', { ...rest, href: localizedPath(useLocale(), href) }),
    useRouter: () => router,
  }
})
const answers: ((path: string) => unknown)[] = []
const calls: string[] = []
vi.mock('@/client/api-client', () => ({
  api: {
    call: vi.fn(async (path: string) => {
      calls.push(path)
      return answers.shift()?.(path) ?? { ok: true, status: 200, data: {} }
    }),
  },
}))

const { LoginForm } = await import('@/components/Account/LoginForm.client')
const { SignupForm } = await import('@/components/Account/SignupForm.client')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
let root: Root
let page: HTMLDivElement

async function render(ui: ReactNode, locale: Locale = 'en') {
  page = document.body.appendChild(document.createElement('div'))
  root = createRoot(page)
  await act(async () =>
    root.render(h(NextIntlClientProvider, { locale, messages: { account: messages, apiClient }, children: ui })),
  )
}
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const submit = async (form: HTMLFormElement) => {
  await act(async () => form.requestSubmit())
  await settle()
}
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
const field = (name: string) => page.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement
const description = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
const failure = (text_code: string, message: string, issues?: { path: string; message: string }[]) => () => ({
  ok: false,
  status: text_code === 'NETWORK' ? 0 : 422,
  error: { success: false, text_code, message, issues },
})

beforeEach(() => {
  search = new URLSearchParams()
  answers.length = 0
  calls.length = 0
  router.replace.mockReset()
})
afterEach(async () => {
  await act(async () => root.unmount())
  page.remove()
})

describe('account forms', () => {
  it('check fields in the browser with the catalogue’s words, tie each error to its field and focus the first', async () => {
    await render(h(LoginForm, { codeOnly: true, oauth: null }))
    const form = page.querySelector('form') as HTMLFormElement
    expect(form.noValidate).toBe(true)
    await submit(form)
    const email = field('email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(description(email)).toEqual(['Please fill in this field.'])
    expect(document.activeElement).toBe(email)
    expect(calls).toEqual([])

    await type(email, 'not an address')
    expect(email.getAttribute('aria-invalid')).toBeNull()
    await submit(form)
    expect(description(email)).toEqual(['Enter an e-mail address, like name@example.com.'])
  })

  it('show the server’s message as it arrives, in the alert, which takes the focus; a lost network in its own words', async () => {
    await render(h(LoginForm, { codeOnly: true, oauth: null }))
    await type(field('email'), 'ann@example.test')
    await submit(page.querySelector('form') as HTMLFormElement)
    expect(page.querySelector('[data-testid="form-notice"]')?.textContent).toBe(
      'We sent a 6-digit code to ann@example.test. It is valid for 15 minutes.',
    )
    const code = page.querySelector('[data-testid="code-login"]') as HTMLFormElement
    await type(field('code'), '123456')
    answers.push(failure('CODE_INVALID', 'Der Code ist falsch oder abgelaufen.'))
    await submit(code)
    const alert = page.querySelector('[data-testid="form-error"]')
    expect(alert?.textContent).toBe('Der Code ist falsch oder abgelaufen.')
    expect(document.activeElement).toBe(alert)
    answers.push(failure('NETWORK', 'Network Error'))
    await submit(code)
    expect(page.querySelector('[data-testid="form-error"]')?.textContent).toBe('Network Error')
  })

  it('take a date of birth as day, month and year in the language’s order, and send it as one date', async () => {
    await render(h(SignupForm, { askDateOfBirth: true }))
    const boxes = () => [...page.querySelectorAll<HTMLInputElement>('[data-testid="date-date_of_birth"] input')]
    expect(boxes().map((b) => b.name)).toEqual(['date_of_birth_day', 'date_of_birth_month', 'date_of_birth_year'])
    for (const [name, value] of [
      ['first_name', 'Ann'],
      ['last_name', 'Lee'],
      ['email', 'ann@example.test'],
      ['date_of_birth_day', '07'],
    ])
      await type(field(name), value)
    // Two digits of the day fill it: the month is next.
    expect(document.activeElement).toBe(field('date_of_birth_month'))
    await type(field('date_of_birth_month'), '3')
    await type(field('date_of_birth_year'), '19a85')
    expect(field('date_of_birth_year').value).toBe('1985')
    await submit(page.querySelector('form') as HTMLFormElement)
    const { api } = await import('@/client/api-client')
    const body = (vi.mocked(api.call).mock.calls.at(-1) as unknown as [string, { body: Record<string, unknown> }])[1]
      .body
    expect(body.date_of_birth).toBe('1985-03-07')
    root.unmount()
    page.remove()

    await render(h(SignupForm, { askDateOfBirth: true }), 'ja')
    expect(boxes().map((b) => b.name)).toEqual(['date_of_birth_year', 'date_of_birth_month', 'date_of_birth_day'])
  })

  it('put the server’s issues at the fields the form shows and the rest in the alert', async () => {
    await render(h(SignupForm, { askDateOfBirth: false }))
    for (const [name, value] of [
      ['first_name', 'Ann'],
      ['last_name', 'Lee'],
      ['email', 'ann@example.test'],
    ])
      await type(field(name), value)
    answers.push(
      failure('VALIDATION_FAILED', 'Invalid', [
        { path: 'last_name', message: 'Zu lang' },
        { path: 'fingerprint', message: 'Ungültig' },
      ]),
    )
    await submit(page.querySelector('form') as HTMLFormElement)
    expect(description(field('last_name'))).toEqual(['Zu lang'])
    expect(field('first_name').getAttribute('aria-invalid')).toBeNull()
    expect(page.querySelector('[data-testid="form-error"]')?.textContent).toBe('Ungültig')
    expect(document.activeElement).toBe(field('last_name'))
  })

  it('follow a complete next path as it is, and link within the page’s language', async () => {
    search = new URLSearchParams({ next: '/de/cart' })
    await render(h(LoginForm, { codeOnly: true, oauth: null }), 'de')
    await act(async () => (page.querySelectorAll('[role="tab"]')[1] as HTMLButtonElement).click())
    await type(field('username'), 'ann@example.test')
    await type(field('password'), 'a-long-watercolour-password')
    answers.push(() => ({ ok: true, status: 200, data: { expires_at: 2_000_000_000 } }))
    await submit(page.querySelector('[data-testid="password-login"]') as HTMLFormElement)
    await settle()
    expect(router.replace).toHaveBeenCalledWith('/de/cart')
    expect([...page.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/de/forgotpassword',
      '/de/signup?next=%2Fde%2Fcart',
    ])
  })

  it('land on the account page of the page’s language when nothing is remembered', async () => {
    await render(h(LoginForm, { codeOnly: true, oauth: null }), 'ja')
    await act(async () => (page.querySelectorAll('[role="tab"]')[1] as HTMLButtonElement).click())
    await type(field('username'), 'ann@example.test')
    await type(field('password'), 'a-long-watercolour-password')
    answers.push(() => ({ ok: true, status: 200, data: { expires_at: 2_000_000_000 } }))
    await submit(page.querySelector('[data-testid="password-login"]') as HTMLFormElement)
    await settle()
    expect(router.replace).toHaveBeenCalledWith('/ja/my-account')
  })
})
