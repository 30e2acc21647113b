import { type ApiKeyKind, DiecutError } from '@diecut/schema';
import { createMiddleware } from 'hono/factory';
import type { ApiKeyRing } from '../auth/api-keys';
import type { AppEnv } from './app-env';

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** Interface 5: a missing or unknown key is 401, a valid key of the other kind is 403. */
export function authenticate(keys: ApiKeyRing, kind: ApiKeyKind) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header('authorization') ?? '';
    // a repeated header arrives joined by a comma, which no key contains: refuse rather than pick one
    if (given.includes(',')) throw DiecutError.badRequest("Send the 'Authorization' header once.");
    const match = BEARER.exec(given);
    const account = match?.[1] ? keys.identify(match[1]) : undefined;
    if (!account) throw DiecutError.unauthorized();
    if (account.keyKind !== kind) throw DiecutError.forbidden();
    c.set('account', account);
    await next();
  });
}
