import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

/**
 * One structured line per request: method, matched route, status, duration. Headers, query strings
 * and bodies are never logged, so API keys cannot leak into logs.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger);
    try {
      await next();
    } finally {
      const routePath = c.req.routePath;
      logger.info({
        method: c.req.method,
        route: routePath === '*' || routePath === '/*' ? 'unmatched' : routePath,
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 100) / 100,
      });
    }
  });
}
