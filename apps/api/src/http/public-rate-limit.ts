import { ERROR_MESSAGES } from '@diecut/schema';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import type { RequestCounter } from '../storage/request-counter';
import type { AppEnv } from './app-env';

/** The caller's socket address; in-process requests (tests) have none and share one bucket. */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * Limits work anyone can ask for without a key (the catalog pages' dieline form): `limit` requests a
 * minute per client address, then 429 with `Retry-After` and the usual JSON error body.
 */
export function publicRateLimit(limit: number) {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientAddress,
    message: { message: ERROR_MESSAGES.tooManyRequests },
  });
}

const KEY_WINDOW_MS = 60_000;

/**
 * Limits each API key to `limit` requests a minute, whatever address they come from, then 429 with
 * `Retry-After`. With a shared `counter` (PostgreSQL) the minute is counted for the account across
 * every instance; without one, in this process (the embedded default serves one instance).
 */
export function keyRateLimit(limit: number, counter?: RequestCounter) {
  return rateLimiter<AppEnv>({
    windowMs: KEY_WINDOW_MS,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => c.get('account').id,
    message: { message: ERROR_MESSAGES.tooManyRequests },
    ...(counter ? { store: sharedStore(counter, KEY_WINDOW_MS) } : {}),
  });
}

/** hono-rate-limiter's store over a counter the instances share. */
function sharedStore(counter: RequestCounter, windowMs: number): Store<AppEnv> {
  const bucket = (key: string) => `key:${key}`;
  return {
    async increment(key) {
      const { hits, resetTime } = await counter.increment(bucket(key), windowMs);
      return { totalHits: hits, resetTime };
    },
    decrement: (key) => counter.decrement(bucket(key), windowMs),
    resetKey: (key) => counter.reset(bucket(key)),
  };
}
