import path from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST_WITH_QUERY } from '@/client/api-endpoints'

import { getJson } from './helpers/api'

/**
 * The browser's endpoint map (src/client/api-endpoints.ts) is typed by hand, path by path; this
 * holds it to the router's own OpenAPI document. Each entry's path must be a v1 call with the
 * method the client sends it with (POST with a body, a form or in POST_WITH_QUERY, GET otherwise), and the fields it
 * sends and reads must be fields of that call's request and answer. The map's types are read
 * with the TypeScript checker, so an entry typed from a schema is compared as it resolves.
 * A form (the profile photo) is checked by path and method only: its route reads the multipart
 * body itself, so the document names no form fields.
 */

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
}
type Operation = {
  parameters?: { name: string; in: string }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>
}
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

/** What the map says of one call: its path (a template for `${number}` keys) and the fields of each part. */
type MapEntry = { path: string; pattern: RegExp; body?: string[]; form: boolean; query?: string[]; response: string[] }

const MAP_FILE = path.resolve('src/client/api-endpoints.ts')

function readEndpointMap(): MapEntry[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve('tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  const program = ts.createProgram([MAP_FILE], { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(MAP_FILE)
  const alias = source?.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Endpoints',
  )
  if (!alias) throw new Error('type Endpoints not found in the endpoint map')
  const endpoints = checker.getTypeAtLocation(alias.name)

  // A union answer (Tokens | Done) may carry the fields of any of its members.
  const fieldsOf = (type: ts.Type): string[] =>
    type.isUnion()
      ? [...new Set(type.types.flatMap(fieldsOf))]
      : checker.getPropertiesOfType(checker.getApparentType(type)).map((property) => property.name)
  const part = (entry: ts.Type, name: string) => {
    const property = entry.getProperty(name)
    return property ? checker.getNonNullableType(checker.getTypeOfSymbol(property)) : undefined
  }
  const describe = (path: string, pattern: RegExp, entry: ts.Type): MapEntry => {
    const body = part(entry, 'body')
    const query = part(entry, 'query')
    const response = part(entry, 'response')
    return {
      path,
      pattern,
      body: body && fieldsOf(body),
      form: Boolean(part(entry, 'form')),
      query: query && fieldsOf(query),
      response: response ? fieldsOf(response) : [],
    }
  }
  const named = checker.getPropertiesOfType(endpoints).map((property) => {
    const literal = `^${property.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`
    return describe(property.name, new RegExp(literal), checker.getTypeOfSymbol(property))
  })
  // Keys such as `/cognito/form/submit/${number}`: the number stands for one path parameter.
  const templated = checker.getIndexInfosOfType(endpoints).map((info) => {
    const key = checker.typeToString(info.keyType).replace(/^`|`$/g, '')
    const pattern = new RegExp(
      `^${key
        .split('${number}')
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\{[^/}]+\\}')}$`,
    )
    return describe(key, pattern, info.type)
  })
  return [...named, ...templated]
}

describe('the browser client’s endpoint map against the v1 OpenAPI document', () => {
  let map: MapEntry[]
  let doc: OpenApi

  const resolve = (schema: Schema): Schema => {
    if (!schema.$ref) return schema
    const target = doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]
    if (!target) throw new Error(`unresolved ${schema.$ref}`)
    return resolve(target)
  }
  /** Every field a schema may carry, whichever of its alternatives is sent. */
  const fields = (schema: Schema): string[] => {
    const resolved = resolve(schema)
    const alternatives = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]
    return [...new Set([...Object.keys(resolved.properties ?? {}), ...alternatives.flatMap(fields)])]
  }
  const required = (schema: Schema): string[] => resolve(schema).required ?? []
  const operationOf = (entry: MapEntry) => {
    const method = entry.body !== undefined || entry.form || POST_WITH_QUERY.has(entry.path) ? 'post' : 'get'
    const docPath = Object.keys(doc.paths).find((candidate) => entry.pattern.test(candidate))
    return { method, docPath, operation: docPath ? doc.paths[docPath][method] : undefined }
  }

  beforeAll(async () => {
    map = readEndpointMap()
    const { status, body } = await getJson<OpenApi>('/api/v1/openapi.json')
    expect(status).toBe(200)
    doc = body
  }, 120_000)

  it('reads every entry of the map, with the fields of its parts', () => {
    expect(map.length).toBeGreaterThanOrEqual(30)
    const login = map.find((entry) => entry.path === '/cognito/user/login')
    expect(login?.body).toEqual(expect.arrayContaining(['username', 'password', 'fingerprint']))
    expect(login?.response).toEqual(expect.arrayContaining(['expires_at']))
    expect(map.find((entry) => entry.path.startsWith('/cognito/form/submit/'))?.body?.length).toBeGreaterThan(0)
  })

  it('names only calls the router serves, with the method the client sends', () => {
    const missing = map
      .map((entry) => ({ entry, ...operationOf(entry) }))
      .filter(({ operation }) => !operation)
      .map(({ entry, method }) => `${method.toUpperCase()} ${entry.path}`)
    expect(missing).toEqual([])
  })

  it('sends only the fields each call takes, and every field it requires', () => {
    const disagreements: string[] = []
    for (const entry of map) {
      const { operation } = operationOf(entry)
      if (!operation) continue
      if (entry.body) {
        const schema = operation.requestBody?.content['application/json']?.schema
        if (!schema) disagreements.push(`${entry.path}: the document takes no JSON body`)
        else {
          const taken = fields(schema)
          for (const field of entry.body)
            if (!taken.includes(field)) disagreements.push(`${entry.path}: body field ${field} is not in the document`)
          for (const field of required(schema))
            if (!entry.body.includes(field))
              disagreements.push(`${entry.path}: required body field ${field} is not in the map`)
        }
      }
      if (entry.query) {
        const parameters = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((p) => p.name)
        for (const field of entry.query)
          if (!parameters.includes(field))
            disagreements.push(`${entry.path}: query field ${field} is not in the document`)
      }
    }
    expect(disagreements).toEqual([])
  })

  it('reads only fields the call answers with', () => {
    const disagreements: string[] = []
    for (const entry of map) {
      const { operation } = operationOf(entry)
      if (!operation) continue
      const answered = Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([, response]) => Object.values(response.content ?? {}).flatMap((content) => fields(content.schema)))
      for (const field of entry.response)
        if (!answered.includes(field)) disagreements.push(`${entry.path}: answer field ${field} is not in the document`)
    }
    expect(disagreements).toEqual([])
  })
})
