import type { Logger } from 'pino';
import type { Account } from '../auth/api-keys';

/** What middleware hands to route handlers through the Hono context. */
export interface AppEnv {
  Variables: {
    account: Account;
    logger: Logger;
  };
}
