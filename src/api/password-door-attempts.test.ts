import { describe, expect, it } from 'vitest'

import { doorAttempts, passwordDoorOf } from '@/api/password-door-attempts'

const json = (value: unknown) => Buffer.from(JSON.stringify(value))

describe('passwordDoorOf', () => {
  it('finds the doors under every spelling the router accepts', () => {
    for (const path of ['/api/users/login', '/api/users/login/', '/api//users/LOGIN', '/api/users/%6cogin'])
      expect(passwordDoorOf('POST', path)).toBe('rest-login')
    expect(passwordDoorOf('post', '/api/users/forgot-password')).toBe('rest-forgot-password')
    expect(passwordDoorOf('POST', '/graphql')).toBe('graphql')
    expect(passwordDoorOf('POST', '/api/graphql/')).toBe('graphql')
  })

  it('leaves everything else alone', () => {
    expect(passwordDoorOf('GET', '/api/users/login')).toBeNull()
    expect(passwordDoorOf('POST', '/api/users/logout')).toBeNull()
    expect(passwordDoorOf('POST', '/api/v1/cognito/user/login')).toBeNull()
    expect(passwordDoorOf('POST', '/api/users/%E0%A4%A')).toBeNull()
  })
})

describe('doorAttempts', () => {
  it('reads the address of a REST login from JSON or multipart, as Payload does', async () => {
    expect(
      await doorAttempts('rest-login', 'application/json', json({ email: ' Ada@Example.TEST ', password: 'x' })),
    ).toEqual([{ kind: 'login', email: 'ada@example.test' }])
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: 'bea@example.test', password: 'x' }))
    const request = new Request('http://x/', { method: 'POST', body: form })
    const body = Buffer.from(await request.arrayBuffer())
    expect(await doorAttempts('rest-forgot-password', request.headers.get('content-type') ?? '', body)).toEqual([
      { kind: 'mail', email: 'bea@example.test' },
    ])
    expect(await doorAttempts('rest-login', 'application/json', Buffer.from('{not json'))).toEqual([
      { kind: 'login', email: null },
    ])
  })

  it('counts every auth mutation of a GraphQL document: aliases, variables, defaults, fragments', async () => {
    const query = `
      mutation Guess($e: String!, $d: String = "dee@example.test") {
        a: loginUser(email: "amy@example.test", password: "1") { token }
        b: loginUser(email: $e, password: "2") { token }
        c: loginUser(email: $d, password: "3") { token }
        forgotPasswordUser(email: $e)
        ...More
      }
      fragment More on Mutation { loginUser(password: "4") { token } }`
    expect(
      await doorAttempts('graphql', 'application/json', json({ query, variables: { e: 'Eve@example.test' } })),
    ).toEqual([
      { kind: 'login', email: 'amy@example.test' },
      { kind: 'login', email: 'eve@example.test' },
      { kind: 'login', email: 'dee@example.test' },
      { kind: 'mail', email: 'eve@example.test' },
      { kind: 'login', email: null },
    ])
    expect(await doorAttempts('graphql', 'application/json', json({ query: '{ Users { docs { id } } }' }))).toEqual([])
    expect(await doorAttempts('graphql', 'application/json', json({ query: 'mutation {' }))).toEqual([])
  })
})
