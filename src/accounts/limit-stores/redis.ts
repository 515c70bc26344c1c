import { redis } from '@/lib/redis'

import type { LimitStore } from '@/accounts/limit-stores/store'

const PREFIX = 'atelier:limit:'

// Each script runs whole inside Redis, so instances counting the same key at once never lose a
// count. Times are Redis's own (TIME), so instances' clocks need not agree.
const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`

/** One more event: the window starts with the first; answers the wait when over the maximum. */
const HIT = `${NOW}
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = tonumber(ARGV[1]) end
  return ttl
end
return 0`

/** One more paced event, counted only when let through (see `pace` in rate-limit.ts). */
const PACE = `${NOW}
local windowMs, max, free, first, most = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then count = 0 last = 0 end
if count >= max then return ttl end
local delay = 0
if count >= free then delay = math.min(most, first * 2 ^ (count - free)) end
if now < last + delay then return last + delay - now end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], windowMs) end
return 0`

const REFUND = `local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0`

/** The counts kept in the Redis at `url`, shared by every instance that uses it. */
export function redisStore(url?: string): LimitStore {
  const run = async (script: string, key: string, args: (string | number)[] = []) =>
    Number(await (await redis(url)).eval(script, { keys: [PREFIX + key], arguments: args.map(String) }))
  return {
    hit: (key, limit) => run(HIT, key, [limit.windowMs, limit.max]),
    pace: (key, limit) => run(PACE, key, [limit.windowMs, limit.max, limit.free, limit.firstDelayMs, limit.maxDelayMs]),
    async isLimited(key, limit) {
      const count = await (await redis(url)).hGet(PREFIX + key, 'count')
      return Number(count ?? 0) >= limit.max
    },
    async refund(key) {
      await run(REFUND, key)
    },
    async clear(key) {
      await (await redis(url)).del(PREFIX + key)
    },
  }
}
