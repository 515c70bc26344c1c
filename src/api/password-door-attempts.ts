import { Kind, parse, visit, type DocumentNode, type ValueNode } from 'graphql'

import { normalizeEmailAddress } from '@/lib/email-address'

/** Payload's doors that check a password or send a recovery mail, as the Node server sees them. */
export type PasswordDoor = 'rest-login' | 'rest-forgot-password' | 'graphql'

/** One password to check (`login`) or one recovery mail to send (`mail`), for an address when the request names one. */
export type DoorAttempt = { kind: 'login' | 'mail'; email: string | null }

/** Payload names the users collection's auth mutations after its singular label. */
const GRAPHQL_FIELDS: Record<string, DoorAttempt['kind']> = { loginUser: 'login', forgotPasswordUser: 'mail' }

const normaliseEmail = (email: unknown) => (typeof email === 'string' ? normalizeEmailAddress(email) || null : null)

/**
 * The path as Next and Payload route it: segments percent-decoded (Next decodes the catch-all's
 * segments), repeated and trailing slashes ignored, and case ignored (Payload matches endpoint
 * paths without regard to case). Matching more spellings than the router does costs nothing.
 */
function routedPath(rawPath: string): string {
  const segments = rawPath.split('/').filter(Boolean)
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
  return `/${decoded.join('/')}`.toLowerCase()
}

/** Which password door a request is for, or null. Every door is a POST; `/graphql` is the spec's name for Payload's GraphQL. */
export function passwordDoorOf(method: string | undefined, rawPath: string): PasswordDoor | null {
  if (method?.toUpperCase() !== 'POST') return null
  const path = routedPath(rawPath)
  if (path === '/api/graphql' || path === '/graphql') return 'graphql'
  if (path === '/api/users/login') return 'rest-login'
  if (path === '/api/users/forgot-password') return 'rest-forgot-password'
  return null
}

/** Payload's REST reads JSON, or multipart with the data as JSON in `_payload` (its addDataAndFileToRequest). */
async function restData(contentType: string, body: Buffer): Promise<Record<string, unknown> | null> {
  const mediaType = contentType.split(';', 1)[0]
  try {
    if (mediaType === 'application/json') return JSON.parse(body.toString('utf8')) as Record<string, unknown>
    if (mediaType.includes('multipart/')) {
      const form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData()
      const data = form.get('_payload')
      return typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : null
    }
  } catch {
    return null
  }
  return null
}

/** The value of an argument: a literal, or a variable from the request (or its default). */
function argumentValue(
  value: ValueNode,
  variables: Record<string, unknown>,
  defaults: Map<string, ValueNode>,
): unknown {
  if (value.kind === Kind.STRING) return value.value
  if (value.kind !== Kind.VARIABLE) return null
  const name = value.name.value
  if (name in variables) return variables[name]
  const fallback = defaults.get(name)
  return fallback?.kind === Kind.STRING ? fallback.value : null
}

/**
 * Every auth mutation field in the document, wherever it stands (aliases, fragments, several
 * operations): one request can carry many guesses, and each counts. Counting a field that an
 * unselected operation holds errs on the side of the owner.
 */
function graphqlAttempts(body: Buffer): DoorAttempt[] {
  let document: DocumentNode
  let variables: Record<string, unknown> = {}
  try {
    const request = JSON.parse(body.toString('utf8')) as { query?: unknown; variables?: unknown }
    if (typeof request.query !== 'string') return []
    if (request.variables && typeof request.variables === 'object')
      variables = request.variables as Record<string, unknown>
    document = parse(request.query)
  } catch {
    // GraphQL's own parser refuses it the same way before anything runs.
    return []
  }
  const defaults = new Map<string, ValueNode>()
  visit(document, {
    VariableDefinition(node) {
      if (node.defaultValue) defaults.set(node.variable.name.value, node.defaultValue)
    },
  })
  const attempts: DoorAttempt[] = []
  visit(document, {
    Field(node) {
      const kind = GRAPHQL_FIELDS[node.name.value]
      if (!kind) return
      const email = node.arguments?.find((argument) => argument.name.value === 'email')
      attempts.push({ kind, email: email ? normaliseEmail(argumentValue(email.value, variables, defaults)) : null })
    },
  })
  return attempts
}

/** What a request to a password door would try, read from its body the way Payload reads it. */
export async function doorAttempts(door: PasswordDoor, contentType: string, body: Buffer): Promise<DoorAttempt[]> {
  if (door === 'graphql') return graphqlAttempts(body)
  const data = await restData(contentType, body)
  return [{ kind: door === 'rest-login' ? 'login' : 'mail', email: normaliseEmail(data?.email) }]
}
