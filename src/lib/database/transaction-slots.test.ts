import { describe, expect, it } from 'vitest'

import { TransactionSlots } from '@/lib/database/transaction-slots'

describe('TransactionSlots', () => {
  it('lets no more than its size run at once, and the waiting ones in turn', async () => {
    const slots = new TransactionSlots(2)
    let running = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const release = await slots.acquire()
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push(i)
        running--
        release()
        release()
      }),
    )
    expect(most).toBe(2)
    expect(order).toHaveLength(6)
  })
})
