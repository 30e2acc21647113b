import { API_VERSION_HEADERS, type ApiKeyKind, DiecutError, SUPPORTED_API_VERSIONS } from '@diecut/schema';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

const supported: readonly string[] = SUPPORTED_API_VERSIONS;

/** Every answer of the endpoint family, errors included, names the version that served it. */
export function echoApiVersion(kind: ApiKeyKind) {
  const header = API_VERSION_HEADERS[kind];
  return createMiddleware<AppEnv>(async (c, next) => {
    const requested = c.req.header(header)?.trim();
    c.header(header, requested && supported.includes(requested) ? requested : supported[0]);
    await next();
  });
}

/**
 * Interface 9: the version header of the endpoint family. Absent means 1.0; any other value is a 400
 * naming the supported versions. Runs after authentication, so an anonymous caller learns nothing.
 */
export function checkApiVersion(kind: ApiKeyKind) {
  const header = API_VERSION_HEADERS[kind];
  return createMiddleware<AppEnv>(async (c, next) => {
    const requested = c.req.header(header)?.trim();
    if (requested?.includes(',')) throw DiecutError.badRequest(`Send the '${header}' header once.`);
    if (requested !== undefined && !supported.includes(requested)) {
      throw DiecutError.badRequest(
        `Unsupported '${header}' value '${requested.slice(0, 40)}'. Supported versions: ${supported.join(', ')}.`,
      );
    }
    await next();
  });
}
