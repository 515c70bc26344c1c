import path from 'node:path'
import { z } from 'zod'

import { isEmailAddress } from '@/lib/email-address'
import { MIN_PASSWORD_LENGTH } from '@/lib/password-length'
import { parseTrustedProxies, type TrustedProxies } from '@/lib/trusted-proxies'

/** The server's configuration, read from the environment once when this module loads. */
export type ServerEnv = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  /** A PostgreSQL address, or null for the SQLite file in the data directory. */
  databaseUrl: string | null
  /** Redis, shared by several instances (the rate limits' counts), or null: kept in this process. */
  redisUrl: string | null
  /** S3-compatible object storage for uploads (pictures, episode sound), or null: on disk under DATA_DIR. */
  objectStorage: ObjectStorageSettings | null
  /** Null: a random secret kept in the data directory (see secret.ts). */
  payloadSecret: string | null
  adminEmail: string
  /** Null: a generated password, printed once. */
  adminPassword: string | null
  seed: boolean
  siteUrl: string
  diagnostics: boolean
  jobs: boolean
  /**
   * On SIGTERM: how long the instance keeps taking requests while its readiness check says it is
   * stopping (so a balancer takes it out first), then how long in-flight requests may take.
   */
  shutdown: { drainMs: number; graceMs: number }
  /** The most the image rendition cache may hold on disk; the least recently used go first. */
  imageCacheBytes: number
  /** Null: mail goes to the outbox folder. */
  smtpUrl: string | null
  /** Null: the site's name and organisation e-mail. */
  mailFrom: string | null
  /** Null unless issuer, client id and client secret are all set. */
  oauth2: { issuer: string; clientId: string; clientSecret: string; name: string; scope: string } | null
  /** Null unless the secret key and webhook secret are both set: payments then go through Stripe Checkout. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null
  /** The gateway that takes payments: Stripe when it is set up, else the built-in test gateway (no real money). */
  payments: 'stripe' | 'test'
  accountApiBases: string[]
  /** The proxies whose X-Forwarded-* headers count (TRUST_PROXY), or false for none. */
  trustProxy: TrustedProxies | false
  cookieSecure: boolean
  /** Null: errors are not reported anywhere (a Sentry-protocol address, e.g. https://key@host/1). */
  sentryDsn: string | null
  /**
   * Hosts (`name` or `name:port`) an import may fetch pictures from although they are on this
   * machine or a private network; none by default, so a file cannot point the import inward.
   */
  importPictureHosts: string[]
}

export type ObjectStorageSettings = {
  bucket: string
  /** Null: AWS's own address for the region. */
  endpoint: string | null
  region: string
  /** Null: the AWS SDK's usual sources (an instance role, the shared credentials file). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null
  /** Addresses like host/bucket/key instead of bucket.host/key (most servers other than AWS want this). */
  forcePathStyle: boolean
}

export class EnvironmentError extends Error {
  declare readonly problems: string[]

  constructor(problems: string[]) {
    super(
      `The environment has ${problems.length === 1 ? 'a bad setting' : `${problems.length} bad settings`}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    this.name = 'EnvironmentError'
    // Not enumerable, and no stack: thrown while modules load, Node would print the list twice
    // and bury it under frames that say nothing about what to fix.
    Object.defineProperty(this, 'problems', { value: problems })
    this.stack = `${this.name}: ${this.message}`
  }
}

// Values that would be a credential are described, never echoed into logs.
const SECRETS = new Set(['PAYLOAD_SECRET', 'ADMIN_PASSWORD', 'OAUTH2_CLIENT_SECRET', 'S3_SECRET_ACCESS_KEY'])
const ADDRESSES_WITH_CREDENTIALS = new Set(['DATABASE_URL', 'SMTP_URL'])

function shown(name: string, value: string): string {
  if (SECRETS.has(name)) return `${value.length} characters`
  if (ADDRESSES_WITH_CREDENTIALS.has(name))
    return JSON.stringify(value.replace(/^([a-z][\w+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@'))
  return JSON.stringify(value)
}

/** Blank counts as unset, as env files write `NAME=` for "not set"; stray spaces are not part of a value. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined), schema)

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max,
      `must be a whole number from ${min} to ${max}`,
    )
    .transform(Number)

const flag = z.stringbool({ truthy: ['1', 'true'], falsy: ['0', 'false'], error: 'must be 1, true, 0 or false' })

const isHttpAddress = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
const httpAddress = z
  .string()
  .refine(isHttpAddress, 'must be an http:// or https:// address')
  .transform((v) => v.replace(/\/+$/, ''))

/** A sender as mail headers write it: an address, or a name and the address in angle brackets. */
const isSender = (value: string) => isEmailAddress(value) || isEmailAddress(/^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? '')

const schema = z.object({
  NODE_ENV: setting(
    z.enum(['development', 'production', 'test'], 'must be development, production or test').default('development'),
  ),
  PORT: setting(wholeNumber(1, 65535).default(3000)),
  HOST: setting(
    z
      .string()
      .regex(/^[\w.:%[\]-]+$/, 'must be a host name or IP address')
      .default('0.0.0.0'),
  ),
  DATA_DIR: setting(z.string().default('data')),
  DATABASE_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// address, or unset for SQLite')
      .optional(),
  ),
  REDIS_URL: setting(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// address, or unset to keep counts in this process')
      .optional(),
  ),
  S3_BUCKET: setting(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lower-case letters, digits, dots, dashes)',
      )
      .optional(),
  ),
  S3_ENDPOINT: setting(httpAddress.optional()),
  S3_REGION: setting(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name like ap-southeast-2')
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: setting(z.string().optional()),
  S3_SECRET_ACCESS_KEY: setting(z.string().optional()),
  S3_FORCE_PATH_STYLE: setting(flag.default(false)),
  PAYLOAD_SECRET: setting(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: setting(z.string().refine(isEmailAddress, 'must be an e-mail address').default('studio@atelier.test')),
  ADMIN_PASSWORD: setting(
    z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
  ),
  SEED: setting(flag.default(true)),
  SITE_URL: setting(httpAddress.optional()),
  ATELIER_DIAGNOSTICS: setting(flag.default(false)),
  JOBS: setting(flag.default(true)),
  SHUTDOWN_DRAIN_MS: setting(wholeNumber(0, 120_000).default(0)),
  SHUTDOWN_GRACE_MS: setting(wholeNumber(0, 600_000).default(25_000)),
  IMAGE_CACHE_MB: setting(wholeNumber(1, 10_000_000).default(1024)),
  SMTP_URL: setting(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// address')
      .optional(),
  ),
  MAIL_FROM: setting(z.string().refine(isSender, 'must be an e-mail address or "Name <address>"').optional()),
  STRIPE_SECRET_KEY: setting(z.string().optional()),
  STRIPE_WEBHOOK_SECRET: setting(z.string().optional()),
  STRIPE_API_BASE: setting(httpAddress.optional()),
  PAYMENTS: setting(z.enum(['stripe', 'test'], 'must be stripe or test').optional()),
  OAUTH2_ISSUER: setting(httpAddress.optional()),
  OAUTH2_CLIENT_ID: setting(z.string().optional()),
  OAUTH2_CLIENT_SECRET: setting(z.string().optional()),
  OAUTH2_NAME: setting(z.string().default('your account provider')),
  OAUTH2_SCOPE: setting(
    z
      .string()
      .refine((v) => v.split(/\s+/).includes('openid'), 'must include openid')
      .default('openid email profile'),
  ),
  ACCOUNT_API_BASES: setting(z.string().default('')),
  TRUST_PROXY: setting(
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustedProxies(value)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message })
          return z.NEVER
        }
      }),
  ),
  COOKIE_SECURE: setting(flag.default(false)),
  IMPORT_PICTURE_HOSTS: setting(z.string().default('')),
  SENTRY_DSN: setting(
    z
      .string()
      .refine(
        // As the Sentry SDKs read it: a key of letters and digits, and the project at the end of the path.
        (v) => isHttpAddress(v) && /^\w+$/.test(new URL(v).username) && /^\/(.+\/)?\w+$/.test(new URL(v).pathname),
        'must be a Sentry DSN, like https://key@host/project',
      )
      .optional(),
  ),
})

type Source = Record<string, string | undefined>

/** Checks that span variables or list entries, named the same way as single-value problems. */
function listAndGroupProblems(source: Source): string[] {
  const problems: string[] = []
  const bases = (source.ACCOUNT_API_BASES ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean)
  for (const base of bases.filter((b) => !isHttpAddress(b))) {
    problems.push(
      `ACCOUNT_API_BASES must list http:// or https:// addresses separated by commas (got ${JSON.stringify(base)})`,
    )
  }
  const oauth2 = ['OAUTH2_ISSUER', 'OAUTH2_CLIENT_ID', 'OAUTH2_CLIENT_SECRET'] as const
  const given = oauth2.filter((name) => source[name]?.trim())
  if (given.length > 0 && given.length < oauth2.length) {
    for (const name of oauth2.filter((n) => !given.includes(n))) {
      problems.push(
        `${name} must be set when ${given.join(' and ')} ${given.length === 1 ? 'is' : 'are'} (an OpenID Connect login needs all three)`,
      )
    }
  }
  const stripe = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
  const stripeGiven = stripe.filter((name) => source[name]?.trim())
  if (stripeGiven.length === 1) {
    const missing = stripe.find((n) => n !== stripeGiven[0])
    problems.push(`${missing} must be set when ${stripeGiven[0]} is (Stripe needs both)`)
  }
  problems.push(...paymentProblems(source, stripeGiven.length === 2))
  problems.push(...objectStorageProblems(source))
  return problems
}

/** The S3 settings other than the bucket mean nothing without it; a key goes with its secret. */
function objectStorageProblems(source: Source): string[] {
  const given = (name: string) => Boolean(source[name]?.trim())
  const problems: string[] = []
  if (!given('S3_BUCKET')) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(given)
    if (stray.length)
      problems.push(
        `S3_BUCKET must be set when ${stray.join(' and ')} ${stray.length === 1 ? 'is' : 'are'} (uploads would otherwise stay on this machine's disk)`,
      )
    return problems
  }
  if (given('S3_ACCESS_KEY_ID') !== given('S3_SECRET_ACCESS_KEY'))
    problems.push(
      given('S3_ACCESS_KEY_ID')
        ? 'S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is (a key needs its secret)'
        : 'S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is (a key needs its secret)',
    )
  return problems
}

const isOff = (value: string | undefined) => ['0', 'false'].includes((value ?? '').trim().toLowerCase())

/**
 * A shop meant for the public (an https:// SITE_URL, or started without the demo) must not take
 * orders on the test gateway, where anyone "pays" by pressing Pay, unless that is chosen in so many
 * words with PAYMENTS=test. The demo on a fresh machine keeps the test gateway.
 */
function paymentProblems(source: Source, stripe: boolean): string[] {
  const chosen = source.PAYMENTS?.trim()
  if (chosen === 'stripe' && !stripe)
    return ['PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (got neither or one)']
  if (chosen === 'test' && stripe)
    return ['PAYMENTS=test cannot go with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: unset one or the other']
  const reasons = [
    ...(/^https:\/\//i.test(source.SITE_URL?.trim() ?? '') ? ['SITE_URL is https://'] : []),
    ...(isOff(source.SEED) ? ['SEED is off'] : []),
  ]
  if (stripe || chosen === 'test' || reasons.length === 0) return []
  return [
    `PAYMENTS must be chosen for a shop open to the public (${reasons.join(', ')}): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments through Stripe, or PAYMENTS=test to take test payments where no real money moves`,
  ]
}

/** Reads every server setting, or throws one EnvironmentError naming each bad variable and why. */
export function parseEnv(source: Source): ServerEnv {
  const result = schema.safeParse(source)
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0])
        return `${name} ${issue.message} (got ${shown(name, (source[name] ?? '').trim())})`
      })
  problems.push(...listAndGroupProblems(source))
  if (!result.success || problems.length > 0) throw new EnvironmentError(problems)
  const v = result.data
  const oauth2 =
    v.OAUTH2_ISSUER && v.OAUTH2_CLIENT_ID && v.OAUTH2_CLIENT_SECRET
      ? {
          issuer: v.OAUTH2_ISSUER,
          clientId: v.OAUTH2_CLIENT_ID,
          clientSecret: v.OAUTH2_CLIENT_SECRET,
          name: v.OAUTH2_NAME,
          scope: v.OAUTH2_SCOPE,
        }
      : null
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    // Chosen at run time: the bundler must not trace it.
    dataDir: path.resolve(/*turbopackIgnore: true*/ v.DATA_DIR),
    databaseUrl: v.DATABASE_URL ?? null,
    redisUrl: v.REDIS_URL ?? null,
    objectStorage: v.S3_BUCKET
      ? {
          bucket: v.S3_BUCKET,
          endpoint: v.S3_ENDPOINT ?? null,
          region: v.S3_REGION,
          credentials:
            v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: v.S3_FORCE_PATH_STYLE,
        }
      : null,
    payloadSecret: v.PAYLOAD_SECRET ?? null,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD ?? null,
    seed: v.SEED,
    siteUrl: v.SITE_URL ?? `http://localhost:${v.PORT}`,
    diagnostics: v.ATELIER_DIAGNOSTICS,
    jobs: v.JOBS,
    shutdown: { drainMs: v.SHUTDOWN_DRAIN_MS, graceMs: v.SHUTDOWN_GRACE_MS },
    imageCacheBytes: v.IMAGE_CACHE_MB * 1024 * 1024,
    smtpUrl: v.SMTP_URL ?? null,
    mailFrom: v.MAIL_FROM ?? null,
    oauth2,
    stripe:
      v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET
        ? { secretKey: v.STRIPE_SECRET_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET, apiBase: v.STRIPE_API_BASE ?? null }
        : null,
    payments: v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'test',
    accountApiBases: v.ACCOUNT_API_BASES.split(',')
      .map((b) => b.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: v.TRUST_PROXY,
    cookieSecure: v.COOKIE_SECURE,
    sentryDsn: v.SENTRY_DSN ?? null,
    importPictureHosts: v.IMPORT_PICTURE_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  }
}

// Parsed when this module loads, not before: the integration tests set DATA_DIR and the database first.
const current: ServerEnv = parseEnv(process.env)

export const env: Readonly<ServerEnv> = current

/**
 * Lets a test switch settings the code reads per request (mail, cookies, OAuth2) and returns the
 * undo; the constants below keep their values from start.
 */
export function setEnvForTests(changes: Partial<ServerEnv>): () => void {
  const before = { ...current }
  Object.assign(current, changes)
  return () => void Object.assign(current, before)
}

/** Everything the site keeps on disk lives below one directory. */
const dataDir = env.dataDir

export const paths = {
  database: path.join(/*turbopackIgnore: true*/ dataDir, 'atelier.db'),
  media: path.join(/*turbopackIgnore: true*/ dataDir, 'media'),
  audio: path.join(/*turbopackIgnore: true*/ dataDir, 'audio'),
  imageCache: path.join(/*turbopackIgnore: true*/ dataDir, 'cache', 'images'),
  outbox: path.join(/*turbopackIgnore: true*/ dataDir, 'outbox'),
  secret: path.join(/*turbopackIgnore: true*/ dataDir, '.secret'),
} as const

export const port = env.port

export const databaseUrl = env.databaseUrl ?? ''

export const databaseKind = env.databaseUrl ? 'postgres' : 'sqlite'

export const isProduction = env.nodeEnv === 'production'

/** The public address of the site, for sitemaps, canonical and social links. */
export const siteUrl = env.siteUrl
