// Checkout under a crowd: customers signed in beforehand each buy prints over and over (cart →
// checkout → place order → pay on the test gateway → back at the shop), all at once, on a fresh
// SQLite database and on a fresh PostgreSQL one:
//   npm run bench:checkout   (CROWD_CUSTOMERS, 50 by default; CROWD_ROUNDS orders each, 6 by default;
//                             CROWD_DATABASES=sqlite,postgres; CROWD_PG_URL the server, local by default)
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { dropPostgresDatabase, recreatePostgresDatabase, withDatabaseName } from '../tests/support/postgres-database'
import { startServer } from './server'
import { saveResults } from './results'

const customers = Number(process.env.CROWD_CUSTOMERS || 50)
const rounds = Number(process.env.CROWD_ROUNDS || 6)
const port = Number(process.env.BENCH_PORT || 3400)
const databases = (process.env.CROWD_DATABASES || 'sqlite,postgres').split(',')
const pgServer = process.env.CROWD_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
/** Enough of every print that no order of the run meets an empty shelf. */
const STOCK = 100_000

type Auth = Record<string, string>
type Answer = { status: number; ms: number; body: Record<string, unknown> }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : 0
}
const spread = (values: number[]) => ({
  count: values.length,
  p50Ms: percentile(values, 50),
  p95Ms: percentile(values, 95),
  p99Ms: percentile(values, 99),
  maxMs: percentile(values, 100),
})

/** A client of one server: every answer's status and time, and a count of 5xx answers. */
function clientOf(url: string) {
  const statuses: Record<number, number> = {}
  const timings: Record<string, number[]> = {}
  const failures: Record<string, number> = {}
  async function send(
    method: 'GET' | 'POST' | 'PATCH',
    route: string,
    body?: unknown,
    headers: Auth = {},
    step = '',
  ): Promise<Answer> {
    const started = performance.now()
    const response = await fetch(url + route, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    })
    const text = await response.text()
    const ms = performance.now() - started
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    if (step) (timings[step] ??= []).push(ms)
    return {
      status: response.status,
      ms,
      body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
    }
  }
  const fiveHundreds = () => Object.entries(statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 ? c : 0), 0)
  return { send, statuses, timings, failures, fiveHundreds }
}
type Client = ReturnType<typeof clientOf>

const expect = (answer: Answer, status: number, what: string) => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** The studio signs in; every published print gets stock enough for the run. */
async function stockPrints(client: Client, adminPassword: string) {
  const login = expect(
    await client.send('POST', '/api/users/login', { email: 'studio@atelier.test', password: adminPassword }),
    200,
    'studio login',
  )
  const studio = { Authorization: `JWT ${String(login.token)}` }
  const list = async (query: string) =>
    (expect(await client.send('GET', `/api/${query}&limit=500&depth=0`, undefined, studio), 200, query).docs as {
      id: number
      product: number
    }[]) ?? []
  const published = new Set((await list('products?where[_status][equals]=published')).map((p) => p.id))
  const prints = (await list('skus?where[is_original][not_equals]=true')).filter((s) => published.has(s.product))
  if (prints.length === 0) throw new Error('The seeded shop has no published prints.')
  for (const sku of prints)
    expect(await client.send('PATCH', `/api/skus/${sku.id}`, { stock: STOCK }, studio), 200, `stock of SKU ${sku.id}`)
  return { studio, skus: prints.map((s) => s.id) }
}

/** Customers made by the studio (each password hashed once), then signed in, all at once, each from an address of its own. */
async function signIn(client: Client, studio: Auth) {
  const secret = randomBytes(6).toString('hex')
  const people = Array.from({ length: customers }, (_, i) => ({
    email: `crowd${i}@bench.test`,
    password: `crowd-${i}-${secret}`,
    from: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
  }))
  const signUp: number[] = []
  const signUpStarted = performance.now()
  for (const person of people) {
    const made = await client.send(
      'POST',
      '/api/users',
      { email: person.email, password: person.password, roles: ['customer'], first_name: 'Crowd', last_name: 'Bench' },
      studio,
    )
    expect(made, 201, `customer ${person.email}`)
    signUp.push(made.ms)
  }
  const signUpSeconds = (performance.now() - signUpStarted) / 1000
  const loginStarted = performance.now()
  const answers = await Promise.all(
    people.map((person, i) =>
      client.send(
        'POST',
        '/api/v1/cognito/user/login',
        { username: person.email, password: person.password, fingerprint: `crowd-bench-${i}` },
        person.from,
      ),
    ),
  )
  const loginSeconds = (performance.now() - loginStarted) / 1000
  const auths = answers.map((answer, i) => ({
    Authorization: `Bearer ${String(expect(answer, 200, `login of ${people[i].email}`).access_token)}`,
    ...people[i].from,
  }))
  return {
    auths,
    report: {
      customersMadeByTheStudio: { ...spread(signUp), seconds: round1(signUpSeconds), note: 'one after another' },
      passwordLogins: {
        ...spread(answers.map((a) => a.ms)),
        seconds: round1(loginSeconds),
        perSecond: round1(customers / loginSeconds),
        note: 'all at once',
      },
    },
  }
}

/** CROWD_CPU_PROF=dir: the server writes a CPU profile there when it stops (`--cpu-prof`). */
const profiled = (): Record<string, string> =>
  process.env.CROWD_CPU_PROF
    ? { NODE_OPTIONS: `--no-deprecation --cpu-prof --cpu-prof-dir=${process.env.CROWD_CPU_PROF}` }
    : {}

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * One customer's purchases: a print into the cart, the cart and the checkout's shipping choices
 * read, "Place order", Pay on the test gateway's page, and the shop's return page asking whether
 * it is paid (as its script does, until the callback has arrived). A purchase whose request went
 * unanswered (reset, timed out) is counted by its reason, and the customer goes on to the next.
 */
async function shop(client: Client, auth: Auth, skus: number[], seed: number) {
  let paid = 0
  for (let round = 0; round < rounds; round++) {
    try {
      if (await buyOnce(client, auth, skus[(seed + round) % skus.length])) paid++
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined) ?? error) : new Error(String(error))
      client.failures[cause.message] = (client.failures[cause.message] ?? 0) + 1
    }
  }
  return paid
}

async function buyOnce(client: Client, auth: Auth, sku: number): Promise<boolean> {
  const cart = (step: string, body: unknown) => client.send('POST', `/api/v1/sell/cart/${step}`, body, auth, step)
  expect(await cart('cartAdd', { sku, qty: 1, addons: [] }), 200, 'cartAdd')
  expect(await cart('getCart', {}), 200, 'getCart')
  const choices = expect(await cart('shippingQuote', { country: 'Australia' }), 200, 'shippingQuote').data as {
    shipping_type_id: number | string
    is_pick_up: boolean
  }[]
  const pickup = choices.find((choice) => choice.is_pick_up)
  if (!pickup) throw new Error('No studio pick-up among the shipping choices.')
  const placed = expect(
    await cart('submitOrder', { shipping_option_id: pickup.shipping_type_id, paymentGateway: 'test' }),
    200,
    'submitOrder',
  )
  const token = String(placed.payment).split('/').pop()
  expect(await client.send('POST', `/api/v1/cognito/payment/test/${token}/pay`, undefined, auth, 'pay'), 303, 'pay')
  for (let check = 0; check < 20; check++) {
    const route = `/api/v1/cognito/payment/checkPaid?payum_token=${token}`
    const checked = expect(await client.send('GET', route, undefined, auth, 'checkPaid'), 200, 'checkPaid')
    if ((checked.payment as { status: string }).status === 'paid') return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/**
 * What the orders took from the prints' shelves must be what the paid orders hold, no more and no
 * less (the stock of an order left waiting, as after an unanswered request, is counted with it).
 */
async function checkStock(client: Client, studio: Auth, skus: number[]) {
  const docs = async (query: string) =>
    expect(await client.send('GET', `/api/${query}&limit=10000&depth=0`, undefined, studio), 200, query).docs as {
      stock: number
      status: string
      lines: { qty: number }[]
    }[]
  const taken = (await docs(`skus?where[id][in]=${skus.join(',')}`)).reduce((sum, sku) => sum + (STOCK - sku.stock), 0)
  const held = (await docs('orders?where[status][in]=paid,awaiting_payment'))
    .flatMap((order) => order.lines)
    .reduce((sum, line) => sum + line.qty, 0)
  if (taken !== held) throw new Error(`The prints' stock fell by ${taken}, but the orders hold ${held}.`)
  return taken
}

async function measureOn(kind: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `atelier-checkout-${kind}-`))
  const databaseUrl = kind === 'postgres' ? withDatabaseName(pgServer, `atelier_crowd_${process.pid}`) : ''
  const adminPassword = randomBytes(12).toString('hex')
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: adminPassword }
  try {
    if (databaseUrl) await recreatePostgresDatabase(databaseUrl)
    execFileSync('tsx', ['scripts/prepare-database.ts'], { stdio: 'inherit', env: { ...process.env, ...env } })
    // The customers' addresses stand behind a proxy on loopback, each counted apart by the limits.
    const server = await startServer({
      port,
      dataDir,
      readyPath: '/api/v1/health',
      env: { ...env, PAYMENTS: 'test', TRUST_PROXY: 'loopback', ...profiled() },
    })
    try {
      const client = clientOf(server.url)
      const { studio, skus } = await stockPrints(client, adminPassword)
      const { auths, report } = await signIn(client, studio)
      const started = performance.now()
      const paid = await Promise.all(auths.map((auth, i) => shop(client, auth, skus, i)))
      const seconds = (performance.now() - started) / 1000
      const orders = paid.reduce((a, b) => a + b, 0)
      return {
        database: kind,
        customers,
        ordersEach: rounds,
        ordersPaid: orders,
        seconds: round1(seconds),
        ordersPerSecond: round1(orders / seconds),
        submitOrder: spread(client.timings.submitOrder),
        steps: Object.fromEntries(Object.entries(client.timings).map(([step, values]) => [step, spread(values)])),
        stockTaken: await checkStock(client, studio, skus),
        serverErrors: client.fiveHundreds(),
        unanswered: client.failures,
        statuses: client.statuses,
        ...report,
        loadAfter: os.loadavg().map(round1),
      }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    if (databaseUrl) await dropPostgresDatabase(databaseUrl)
  }
}

async function main() {
  execFileSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
  const loadBefore = os.loadavg().map(round1)
  const results = []
  for (const kind of databases) {
    const result = await measureOn(kind)
    console.log(JSON.stringify(result, null, 2))
    results.push(result)
  }
  const report = {
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadBefore },
    target: 'submitOrder p95 <= 1000 ms, no 5xx',
    results,
  }
  saveResults('checkout-crowd', report)
  console.table(
    results.map((r) => ({
      database: r.database,
      ordersPerSecond: r.ordersPerSecond,
      ...r.submitOrder,
      serverErrors: r.serverErrors,
      loginP50Ms: r.passwordLogins.p50Ms,
    })),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
