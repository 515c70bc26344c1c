import { getPayload, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { COOKIE_MODE_HEADER } from '@/accounts/constants'
import { resetLimits } from '@/accounts/rate-limit'

import { postJson, request } from './helpers/api'

const base = '/api/v1/cognito/user'
const password = 'correct-horse-battery'
let payload: Payload

/** Signs in as the web app does (cookies, not tokens); answers the Cookie header and the access token. */
async function cookieSession(email: string) {
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['customer'], first_name: 'Ada', last_name: 'Lovelace' },
    overrideAccess: true,
  })
  const login = await postJson(
    `${base}/login`,
    { username: email, password, fingerprint: 'cross-site-fingerprint' },
    { [COOKIE_MODE_HEADER]: 'cookie' },
  )
  expect(login.status).toBe(200)
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const signedIn = async (cookie: string) => (await request(`${base}/authUser`, { headers: { cookie } })).status === 200

beforeAll(async () => {
  payload = await getPayload({ config })
})
beforeEach(() => resetLimits())

describe('changes only from this site', () => {
  it('another site cannot end a cookie session with a GET, and the refusal sets no cookie', async () => {
    const cookie = await cookieSession('cross-logout@example.test')
    const requests: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'cross-site' },
      // A browser without fetch metadata: the Origin tells.
      { cookie, origin: 'https://elsewhere.example', host: 'localhost' },
    ]
    for (const headers of requests) {
      const refused = await request(`${base}/logout`, { headers })
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { text_code: string }).text_code).toBe('FORBIDDEN')
      expect(refused.headers.getSetCookie()).toEqual([])
      expect(await signedIn(cookie)).toBe(true)
    }
  })

  it('the site’s own logout, or a typed address, ends it', async () => {
    for (const site of ['same-origin', 'none']) {
      const cookie = await cookieSession(`own-logout-${site}@example.test`)
      expect((await request(`${base}/logout`, { headers: { cookie, 'sec-fetch-site': site } })).status).toBe(200)
      expect(await signedIn(cookie)).toBe(false)
    }
  })

  it('an API client with a bearer token logs out with GET, wherever it runs', async () => {
    await cookieSession('bearer-logout@example.test')
    const login = await postJson(`${base}/login`, {
      username: 'bearer-logout@example.test',
      password,
      fingerprint: 'bearer-fingerprint-01',
    })
    const { access_token } = (await login.json()) as { access_token: string }
    const headers = { authorization: `Bearer ${access_token}`, 'sec-fetch-site': 'cross-site' }
    expect((await request(`${base}/logout`, { headers })).status).toBe(200)
    expect((await request(`${base}/authUser`, { headers })).status).toBe(401)
  })

  it('a cross-site write with cookies changes nothing', async () => {
    const cookie = await cookieSession('cross-write@example.test')
    const address = {
      first_name: 'Mallory',
      street_address: '1 Elsewhere Road',
      postcode: '6000',
      city: 'Perth',
      state: 'WA',
      country: 'AU',
    }
    const refused = await postJson('/api/v1/sell/address/create', address, { cookie, 'sec-fetch-site': 'cross-site' })
    expect(refused.status).toBe(403)
    const book = async () =>
      ((await (await request('/api/v1/sell/address', { headers: { cookie } })).json()) as { data: unknown[] }).data
    expect(await book()).toHaveLength(0)
    // The same write from the site itself goes through.
    const own = await postJson('/api/v1/sell/address/create', address, { cookie, 'sec-fetch-site': 'same-origin' })
    expect(own.status, await own.clone().text()).toBe(200)
    expect(await book()).toHaveLength(1)
  })
})
