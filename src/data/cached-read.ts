import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { type DomainErrorCode, isDomainError } from '@/lib/domain-error'
import { generationOf } from '@/lib/memo-cache'
import { getPayloadClient } from '@/lib/payload'

/**
 * A domain read kept in Next's data cache under `tags`, so the pages that show it are dropped
 * with it when a save revalidates those tags. `key` tells reads apart: Next keys the entry by
 * this function's source, which every read made here shares. The generation is only part of the
 * key (see generationOf).
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  read: (payload: Payload, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(async (_generation: string, ...args: Args) => read(await getPayloadClient(), ...args), [key], { tags })
  return (...args) => cached(generationOf(tags), ...args)
}

/** A read that answers null instead of the domain's "not found" `code`, which a page turns into its not-found screen. */
export const orNull =
  <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, code: DomainErrorCode) =>
  async (...args: Args): Promise<Result | null> => {
    try {
      return await read(...args)
    } catch (error) {
      if (isDomainError(error, code)) return null
      throw error
    }
  }
