import { createHttpApp } from '@/api/http-app'

const app = createHttpApp()

/** A request through the same Hono app the Node server mounts, against the run's database. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(path, init))
}

export async function getJson<T = Record<string, unknown>>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const response = await request(path, init)
  return { status: response.status, body: (await response.json()) as T }
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
