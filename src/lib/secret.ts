import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { env, paths } from '@/lib/env'

/**
 * PAYLOAD_SECRET when set; otherwise a random secret made once and kept in the data directory,
 * so a fresh clone needs no configuration and sessions survive a restart.
 */
export function loadSecret(): string {
  if (env.payloadSecret) return env.payloadSecret
  try {
    return fs.readFileSync(paths.secret, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    fs.mkdirSync(path.dirname(paths.secret), { recursive: true })
    try {
      fs.writeFileSync(paths.secret, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(paths.secret, 'utf8').trim()
    }
  }
}
