import { ERROR_MESSAGES } from '@diecut/schema';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
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

/**
 * Limits each API key to `limit` requests a minute, whatever address they come from, then 429 with
 * `Retry-After`. Counted in this process: N instances behind a balancer allow up to N times as many.
 */
export function keyRateLimit(limit: number) {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => c.get('account').id,
    message: { message: ERROR_MESSAGES.tooManyRequests },
  });
}
