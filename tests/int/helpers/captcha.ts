import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

import { getJson } from './api'

/** A captcha answer as a browser makes it: a challenge from the site, solved, in base64. */
export async function solvedCaptcha(): Promise<string> {
  const { status, body: challenge } =
    await getJson<Parameters<typeof solveChallenge>[0]['challenge']>('/api/v1/cognito/form/captcha')
  if (status !== 200) throw new Error(`captcha challenge answered ${status}`)
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
