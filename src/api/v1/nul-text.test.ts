import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { nulPath, refuseNulText } from '@/api/v1/nul-text'

describe('NUL in JSON text', () => {
  it('is found in strings and keys at any depth, and nothing else counts', () => {
    expect(nulPath({ a: 'x', b: [1, { c: 'y\u0000' }] })).toBe('b.1.c')
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\u0000')
    expect(nulPath({ a: '\\u0000 as typed', b: null, c: [true, 0] })).toBeNull()
    expect(nulPath('\u0000')).toBe('')
    expect(nulPath(JSON.parse('['.repeat(100_000) + '"\\u0000"' + ']'.repeat(100_000)))).not.toBeNull()
  })

  it('answers 400 naming the field, and lets other bodies through', async () => {
    const app = new Hono().use(refuseNulText).post('/', (c) => c.json({ ok: true }))
    const post = (body: string) =>
      Promise.resolve(app.request('/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }))
    const refused = await post('{"first_name":"Ada\\u0000"}')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ issues: [{ path: 'first_name' }] })
    expect((await post('{"first_name":"Ada \\\\u0000"}')).status).toBe(200)
    expect((await post('{"first_name":"Ada"}')).status).toBe(200)
  })
})
