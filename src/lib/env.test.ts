import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { env, EnvironmentError, parseEnv, setEnvForTests } from '@/lib/env'

const problemsOf = (source: Record<string, string>): string[] => {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvironmentError) return error.problems
    throw error
  }
  throw new Error('expected the environment to be refused')
}

describe('parseEnv', () => {
  it('gives every setting its default on an empty environment', () => {
    expect(parseEnv({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      redisUrl: null,
      objectStorage: null,
      payloadSecret: null,
      adminEmail: 'studio@atelier.test',
      adminPassword: null,
      seed: true,
      siteUrl: 'http://localhost:3000',
      diagnostics: false,
      jobs: true,
      shutdown: { drainMs: 0, graceMs: 25_000 },
      imageCacheBytes: 1024 * 1024 * 1024,
      smtpUrl: null,
      mailFrom: null,
      oauth2: null,
      stripe: null,
      payments: 'test',
      accountApiBases: [],
      trustProxy: false,
      cookieSecure: false,
      sentryDsn: null,
      importPictureHosts: [],
    })
  })

  it('treats a blank value as unset and trims stray spaces', () => {
    const parsed = parseEnv({ PORT: '', SEED: '  ', HOST: ' 127.0.0.1 ' })
    expect(parsed).toMatchObject({ port: 3000, seed: true, host: '127.0.0.1' })
  })

  it('reads the given values', () => {
    const parsed = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: '/srv/atelier',
      DATABASE_URL: 'postgresql://atelier@db/atelier',
      SITE_URL: 'https://studio.example//',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Isla Moreton <isla@studio.example>',
      OAUTH2_ISSUER: 'https://id.example/',
      OAUTH2_CLIENT_ID: 'atelier',
      OAUTH2_CLIENT_SECRET: 'secret',
      ACCOUNT_API_BASES: 'https://a.example/api/v1/, http://b.example/api',
      IMAGE_CACHE_MB: '200',
      PAYMENTS: 'test',
      IMPORT_PICTURE_HOSTS: ' Pictures.Local:8080, 10.0.0.5 ,',
    })
    expect(parsed).toMatchObject({
      nodeEnv: 'production',
      imageCacheBytes: 200 * 1024 * 1024,
      port: 8080,
      dataDir: '/srv/atelier',
      databaseUrl: 'postgresql://atelier@db/atelier',
      siteUrl: 'https://studio.example',
      smtpUrl: 'smtps://user:pw@mail.example:465',
      mailFrom: 'Isla Moreton <isla@studio.example>',
      oauth2: {
        issuer: 'https://id.example',
        clientId: 'atelier',
        clientSecret: 'secret',
        name: 'your account provider',
        scope: 'openid email profile',
      },
      accountApiBases: ['https://a.example/api/v1', 'http://b.example/api'],
      importPictureHosts: ['pictures.local:8080', '10.0.0.5'],
    })
  })

  it('refuses a public start without a real gateway, unless the test gateway is chosen in so many words', () => {
    const named =
      /PAYMENTS must be chosen for a shop open to the public \(SITE_URL is https:\/\/, SEED is off\): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET .* or PAYMENTS=test/
    expect(problemsOf({ SITE_URL: 'https://isla.example', SEED: 'false' })).toEqual([expect.stringMatching(named)])
    expect(problemsOf({ SEED: 'False' })[0]).toMatch(/\(SEED is off\)/)
    expect(problemsOf({ SITE_URL: 'https://isla.example' })[0]).toMatch(/\(SITE_URL is https:\/\/\)/)
    expect(parseEnv({ SITE_URL: 'https://isla.example', SEED: '0', PAYMENTS: 'test' }).payments).toBe('test')
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
    expect(parseEnv({ SITE_URL: 'https://isla.example', SEED: '0', ...stripe }).payments).toBe('stripe')
    expect(parseEnv({ ...stripe, PAYMENTS: 'stripe' }).payments).toBe('stripe')
    // The demo on a fresh machine: http, with its seed.
    expect(parseEnv({ SITE_URL: 'http://localhost:3000' }).payments).toBe('test')
  })

  it('refuses a choice of gateway that contradicts the keys', () => {
    expect(problemsOf({ PAYMENTS: 'stripe' })).toEqual([
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (got neither or one)',
    ])
    expect(problemsOf({ PAYMENTS: 'test', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' })[0]).toMatch(
      /PAYMENTS=test cannot go with/,
    )
    expect(problemsOf({ PAYMENTS: 'paypal' })[0]).toBe('PAYMENTS must be stripe or test (got "paypal")')
  })

  it('derives the site address from the port when SITE_URL is unset', () => {
    expect(parseEnv({ PORT: '4100' }).siteUrl).toBe('http://localhost:4100')
  })

  it.each([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['0', false],
    ['false', false],
    ['False', false],
  ])('reads %s as %s', (spelling, value) => {
    const parsed = parseEnv({
      PAYMENTS: 'test',
      SEED: spelling,
      JOBS: spelling,
      ATELIER_DIAGNOSTICS: spelling,
      COOKIE_SECURE: spelling,
    })
    expect([parsed.seed, parsed.jobs, parsed.diagnostics, parsed.cookieSecure]).toEqual(Array(4).fill(value))
  })

  it.each([
    [undefined, false],
    ['0', false],
    ['false', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.0/8, 192.168.1.7', { ranges: ['10.0.0.0/8', '192.168.1.7'] }],
    ['loopback,fd00::/8', { ranges: ['loopback', 'fd00::/8'] }],
  ])('reads TRUST_PROXY=%s as %j', (value, trust) => {
    expect(parseEnv({ PAYMENTS: 'test', TRUST_PROXY: value }).trustProxy).toEqual(trust)
  })

  it.each(['true', 'yes', '11', '10.0.0.0/33', '10.0.0/8', 'nginx', '1.2.3.4/8/1', '::1/129', '10.0.0.1,,'])(
    'refuses TRUST_PROXY=%s with a message',
    (value) => {
      expect(() => parseEnv({ PAYMENTS: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/)
    },
  )

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535 (got "0")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ PORT: '3000.5' }, 'PORT must be a whole number from 1 to 65535 (got "3000.5")'],
    [{ SEED: 'yes' }, 'SEED must be 1, true, 0 or false (got "yes")'],
    [{ JOBS: 'off' }, 'JOBS must be 1, true, 0 or false (got "off")'],
    [{ IMAGE_CACHE_MB: '0' }, 'IMAGE_CACHE_MB must be a whole number from 1 to 10000000 (got "0")'],
    [{ IMAGE_CACHE_MB: '1.5GB' }, 'IMAGE_CACHE_MB must be a whole number from 1 to 10000000 (got "1.5GB")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test (got "staging")'],
    [{ HOST: 'local host' }, 'HOST must be a host name or IP address (got "local host")'],
    [{ ADMIN_EMAIL: 'studio' }, 'ADMIN_EMAIL must be an e-mail address (got "studio")'],
    [{ SITE_URL: 'studio.example' }, 'SITE_URL must be an http:// or https:// address (got "studio.example")'],
    [
      { OAUTH2_ISSUER: 'ftp://id.example', OAUTH2_CLIENT_ID: 'a', OAUTH2_CLIENT_SECRET: 'b' },
      'OAUTH2_ISSUER must be an http:// or https:// address (got "ftp://id.example")',
    ],
    [{ SMTP_URL: 'mail.example' }, 'SMTP_URL must be an smtp:// or smtps:// address (got "mail.example")'],
    [{ MAIL_FROM: 'Isla' }, 'MAIL_FROM must be an e-mail address or "Name <address>" (got "Isla")'],
    [{ OAUTH2_SCOPE: 'email profile' }, 'OAUTH2_SCOPE must include openid (got "email profile")'],
    [
      { ACCOUNT_API_BASES: 'https://a.example/api,b.example' },
      'ACCOUNT_API_BASES must list http:// or https:// addresses separated by commas (got "b.example")',
    ],
  ])('refuses %j', (source, message) => {
    expect(problemsOf(source)).toEqual([message])
  })

  it('names a database address it cannot use without showing its password', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://atelier:hunter2@db/atelier' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// address, or unset for SQLite (got "mysql://atelier:***@db/atelier")',
    ])
  })

  it('takes a Sentry-protocol address for error reporting, and names one it cannot use', () => {
    expect(parseEnv({ SENTRY_DSN: 'https://4f2a9c@glitchtip.example/12' }).sentryDsn).toBe(
      'https://4f2a9c@glitchtip.example/12',
    )
    expect(problemsOf({ SENTRY_DSN: 'https://glitchtip.example/12' })).toEqual([
      'SENTRY_DSN must be a Sentry DSN, like https://key@host/project (got "https://glitchtip.example/12")',
    ])
    expect(problemsOf({ SENTRY_DSN: 'https://my-key@glitchtip.example/12' })).toHaveLength(1)
  })

  it('describes a short secret or password by its length, never by its value', () => {
    const problems = problemsOf({ PAYLOAD_SECRET: 'tiny', ADMIN_PASSWORD: 'short' })
    expect(problems).toEqual([
      'PAYLOAD_SECRET must be at least 32 characters (got 4 characters)',
      'ADMIN_PASSWORD must be at least 12 characters (got 5 characters)',
    ])
    expect(problems.join()).not.toMatch(/"tiny"|"short"/)
  })

  it('asks for the rest of an OpenID Connect provider when only part is set', () => {
    expect(problemsOf({ OAUTH2_ISSUER: 'https://id.example' })).toEqual([
      'OAUTH2_CLIENT_ID must be set when OAUTH2_ISSUER is (an OpenID Connect login needs all three)',
      'OAUTH2_CLIENT_SECRET must be set when OAUTH2_ISSUER is (an OpenID Connect login needs all three)',
    ])
  })

  it('reads object storage for uploads, and asks for what a half-given setting lacks', () => {
    expect(
      parseEnv({
        S3_BUCKET: 'atelier-media',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).objectStorage,
    ).toEqual({
      bucket: 'atelier-media',
      endpoint: 'http://127.0.0.1:4569',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    expect(parseEnv({ S3_BUCKET: 'atelier-media', S3_REGION: 'ap-southeast-2' }).objectStorage).toMatchObject({
      endpoint: null,
      region: 'ap-southeast-2',
      credentials: null,
    })
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:4569' })).toEqual([
      "S3_BUCKET must be set when S3_ENDPOINT is (uploads would otherwise stay on this machine's disk)",
    ])
    expect(problemsOf({ S3_BUCKET: 'Atelier_Media', S3_SECRET_ACCESS_KEY: 'hush-hush' })).toEqual([
      'S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, dashes) (got "Atelier_Media")',
      'S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is (a key needs its secret)',
    ])
    expect(
      problemsOf({
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'x'.repeat(3),
        S3_REGION: 'Sydney!',
      }).join(),
    ).not.toContain('"xxx"')
  })

  it('names every bad variable in one error', () => {
    const error = (() => {
      try {
        parseEnv({ PORT: 'abc', SEED: 'maybe', COOKIE_SECURE: 'on' })
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error).toBeInstanceOf(EnvironmentError)
    expect(error?.message).toBe(
      'The environment has 3 bad settings:\n' +
        '  - PORT must be a whole number from 1 to 65535 (got "abc")\n' +
        '  - SEED must be 1, true, 0 or false (got "maybe")\n' +
        '  - COOKIE_SECURE must be 1, true, 0 or false (got "on")',
    )
  })
})

describe('setEnvForTests', () => {
  it('changes a setting until undone', () => {
    const before = env.cookieSecure
    const restore = setEnvForTests({ cookieSecure: !before })
    expect(env.cookieSecure).toBe(!before)
    restore()
    expect(env.cookieSecure).toBe(before)
  })
})
