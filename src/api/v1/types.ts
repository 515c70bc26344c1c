/** Hono environment of the v1 API: what middleware leaves for handlers. */
export type ApiEnv = { Variables: Record<string, never> }
