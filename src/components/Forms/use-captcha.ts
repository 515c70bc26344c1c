'use client'

import { useCallback, useRef, useState } from 'react'

import { api } from '@/client/api-client'

export type CaptchaState = 'idle' | 'working' | 'ready' | 'failed'

/** Asks the site for a challenge and solves it here (ALTCHA's proof of work), as base64 for the form. */
async function solveOne(signal: AbortSignal): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ])
  const answer = await api.call('/cognito/form/captcha')
  if (!answer.ok) throw new Error(`captcha ${answer.status}`)
  const challenge = answer.data
  const solution = await solveChallenge({ challenge, deriveKey, controller: { signal } as AbortController })
  if (!solution) throw new Error('captcha unsolved')
  return btoa(JSON.stringify({ challenge, solution }))
}

/**
 * The form's captcha: solved in the background from the visitor's first touch of the form, so it
 * is usually ready by the time they send. Each answer is good for one sending; the next starts
 * a new one.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>('idle')
  const pending = useRef<Promise<string> | null>(null)

  const start = useCallback(() => {
    if (pending.current) return pending.current
    setState('working')
    const controller = new AbortController()
    const work = solveOne(controller.signal)
    pending.current = work
    work.then(
      () => setState('ready'),
      () => {
        pending.current = null
        setState('failed')
      },
    )
    return work
  }, [])

  /** The answer for this sending (waiting for it if need be); the next sending gets a new one. */
  const take = useCallback(async () => {
    const token = await start()
    pending.current = null
    setState('idle')
    return token
  }, [start])

  return { state, start, take }
}
