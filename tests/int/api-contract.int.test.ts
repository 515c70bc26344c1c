import { describe, expect, it } from 'vitest'

import { getJson, request } from './helpers/api'

describe('v1 API contract', () => {
  it('publishes an OpenAPI document naming its calls', async () => {
    const { status, body } = await getJson<{ openapi: string; paths: Record<string, unknown> }>('/api/v1/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/cognito/domain/currentDomain', '/cognito/domain/initialData', '/health']),
    )
  })

  it('answers an unknown call with the JSON error shape and 404', async () => {
    const { status, body } = await getJson('/api/v1/cognito/nothing-here')
    expect(status).toBe(404)
    expect(body).toEqual({
      success: false,
      text_code: 'NOT_FOUND',
      message: 'No API call at GET /api/v1/cognito/nothing-here.',
    })
  })

  it('refuses an oversized body with 413 before reading it', async () => {
    const response = await request('/api/v1/cognito/domain/currentDomain', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(300 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ success: false, text_code: 'PAYLOAD_TOO_LARGE' })
  })

  it('answers the wrong method on a known path with a 404, not a 500', async () => {
    const response = await request('/api/v1/cognito/domain/currentDomain', { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect((await response.json()).success).toBe(false)
  })
})
