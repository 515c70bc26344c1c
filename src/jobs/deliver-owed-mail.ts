import type { Payload, TaskConfig } from 'payload'

import { deliverOwedMail } from '@/mail/outbox/deliver-owed-mail'
import { setOutboxDrainer } from '@/mail/outbox/owed-mail'

import { composeOwedMail } from '@/jobs/owed-mail-kinds'

const state = { running: false, again: false }

/**
 * Delivers what the outbox owes now, without making the caller wait: the commit of a change that
 * owes mail calls this, and calls arriving while a delivery runs make it go round once more
 * rather than start a second. Nothing is lost if this process dies meanwhile: the rows are in the
 * database, and the job below (or another instance) takes them once their lease runs out.
 */
export function drainOwedMailSoon(payload: Payload): void {
  if (state.running) {
    state.again = true
    return
  }
  state.running = true
  void (async () => {
    try {
      do {
        state.again = false
        await deliverOwedMail(payload, composeOwedMail)
      } while (state.again)
    } catch (error) {
      payload.logger.error({ err: error }, 'Could not deliver owed mail; the outbox job tries again')
    } finally {
      state.running = false
    }
  })()
}

setOutboxDrainer(drainOwedMailSoon)

/** Resolves once no delivery of this process is under way (a graceful stop waits for it). */
export async function owedMailIdle(): Promise<void> {
  while (state.running) await new Promise((resolve) => setTimeout(resolve, 50))
}

/**
 * Every minute: owed mail whose earlier try failed and is due again, and any a crashed process
 * had claimed, goes out (src/mail/outbox/deliver-owed-mail.ts).
 */
export const deliverOwedMailTask: TaskConfig<'deliverOwedMail'> = {
  slug: 'deliverOwedMail',
  label: 'Deliver owed mail',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  retries: 0,
  handler: async ({ req }) => {
    const sent = await deliverOwedMail(req.payload, composeOwedMail)
    return { output: { sent } }
  },
}
