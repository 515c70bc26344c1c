import fc from 'fast-check'

/** The parts of an OpenAPI 3.1 document the fuzz test reads. */
export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  minimum?: number
  exclusiveMinimum?: number
}
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema }
type OperationObject = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>
  components?: { schemas?: Record<string, JsonSchema> }
}

export type Operation = {
  method: string
  /** The path with `{param}` placeholders, as the document names it. */
  template: string
  pathParams: string[]
  queryParams: string[]
  body: JsonSchema | null
}

/** One malformed request: the address below /api/v1, headers and a body exactly as sent. */
export type FuzzCase = {
  label: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string
  /** Sent without Content-Length, in chunks. */
  chunked?: boolean
  /** One of many alike (a field or a query parameter): sent once, signed in or not in turn. */
  once?: boolean
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete']

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | null => {
    if (!schema) return null
    if (!schema.$ref) return schema
    return doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? null
  }
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        template,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
      })),
  )
}

/** A plausible value for a schema, so that one wrong field is what a case is about. */
export function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (options?.length) return plausible(options.find((o) => o.type !== 'null') ?? options[0], depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.test'
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1))
    case 'boolean':
      return true
    case 'array':
      return [plausible(schema.items, depth + 1)]
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]),
      )
    default:
      return null
  }
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/** Values of the wrong type, size or shape for any field, the same on every run. */
const wrongValues: unknown[] = [
  null,
  0,
  -1,
  1.5,
  2 ** 63,
  '',
  'x'.repeat(100_000),
  '\u0000',
  'a\uD800b',
  true,
  [],
  { $gt: '' },
  ...fc.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 3, seed: 1515 }),
]
/** Written as text because a value this deep is where parsers and validators break. */
const DEEP_FIELD = deepArray(3000)

const badPathValues = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999999',
  'a'.repeat(3000),
  '%00',
  '%E0%A4%A',
  '%ZZ',
  '%2F',
  '%F0%9F%92%A9',
  'null',
]
const badQueryValues = ['', 'abc', '-1', '1e999', 'x'.repeat(5000), '%E0%A4%A', '%00', '[]']

const json = { 'Content-Type': 'application/json' }

/** Every malformed request the fuzz test sends to one operation. */
export function casesFor(op: Operation): FuzzCase[] {
  const sampleParams = Object.fromEntries(op.pathParams.map((p) => [p, '1']))
  const pathWith = (params: Record<string, string>, query = '') =>
    op.template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1') + query
  const path = pathWith(sampleParams)
  const cases: FuzzCase[] = []
  const add = (label: string, c: Omit<FuzzCase, 'label' | 'method'> & { method?: string }) =>
    cases.push({ label, method: op.method, ...c })

  add('no body, no length', { path, headers: {} })
  add('OPTIONS', { method: 'OPTIONS', path, headers: {} })
  if (op.method === 'GET') add('HEAD', { method: 'HEAD', path, headers: {} })
  add('unknown query parameter', { path: `${path}?fuzz=1&__proto__[x]=1`, headers: {} })

  for (const param of op.pathParams) {
    for (const value of badPathValues)
      add(`path ${param}=${value.slice(0, 20)}`, { path: pathWith({ ...sampleParams, [param]: value }), headers: {} })
  }
  for (const param of op.queryParams) {
    for (const value of badQueryValues)
      add(`query ${param}=${value.slice(0, 20)}`, { path: `${path}?${param}=${value}`, headers: {}, once: true })
    add(`query ${param} twice`, { path: `${path}?${param}=1&${param}=2`, headers: {}, once: true })
    add(`query ${param}[]`, { path: `${path}?${param}[a]=1`, headers: {}, once: true })
  }
  if (op.method === 'GET') return cases

  const sample = plausible(op.body ?? { type: 'object' })
  const sampleText = JSON.stringify(sample)
  const bodies: [string, Record<string, string>, string][] = [
    ['empty JSON', json, ''],
    ['bad JSON', json, '{"a":'],
    ['bad JSON brace', json, '{'],
    ['trailing garbage', json, `${sampleText}}`],
    ['BOM', json, `\uFEFF${sampleText}`],
    ['null', json, 'null'],
    ['array', json, '[]'],
    ['number', json, '1e999'],
    ['string', json, '"x"'],
    ['missing fields', json, '{}'],
    ['plausible', json, sampleText],
    ['extra field', json, JSON.stringify({ ...(sample as object), fuzz_extra: 1 })],
    ['__proto__', json, '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
    ['deep array', json, deepArray(60_000)],
    ['deep object', json, deepObject(20_000)],
    ['text/plain', { 'Content-Type': 'text/plain' }, sampleText],
    ['form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1&b[c]=2'],
    ['multipart without boundary', { 'Content-Type': 'multipart/form-data' }, sampleText],
    [
      'multipart',
      { 'Content-Type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
    ['charset utf-16', { 'Content-Type': 'application/json; charset=utf-16' }, sampleText],
    ['xml', { 'Content-Type': 'application/xml' }, '<a/>'],
    ['no content type', {}, sampleText],
    ['too large', json, JSON.stringify({ a: 'x'.repeat(300 * 1024) })],
  ]
  for (const [label, headers, body] of bodies) add(label, { path, headers, body })
  add('chunked', { path, headers: json, body: sampleText, chunked: true })
  add('chunked too large', { path, headers: json, body: 'x'.repeat(300 * 1024), chunked: true })

  for (const field of Object.keys(op.body?.properties ?? {})) {
    const base = sample as Record<string, unknown>
    for (const [i, value] of wrongValues.entries()) {
      add(`${field} wrong #${i}`, {
        path,
        headers: json,
        body: JSON.stringify({ ...base, [field]: value }),
        once: true,
      })
    }
    add(`${field} deep`, { path, headers: json, body: `{"${field}":${DEEP_FIELD}}`, once: true })
    add(`${field} missing`, { path, headers: json, body: JSON.stringify({ ...base, [field]: undefined }), once: true })
  }
  return cases
}
