import { buildOpenApiDocument, type OperationSpec } from '@diecut/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/error-handler';
import { EMBEDDABLE_HEADERS } from '../pages/mockup-page';
import { acceptedEncodings, ReferenceBundle } from '../pages/reference-bundle';
import { REFERENCE_ASSET_PATH, referencePageHeaders, renderReferencePage } from '../pages/reference-page';
import type { Urls } from '../urls';

/**
 * `GET /openapi.json`, the OpenAPI document of the operations this server serves (and its public
 * routes), readable from any origin; `GET /docs`, the interactive reference over it, with the
 * renderer's bundle served from here at `REFERENCE_ASSET_PATH`.
 */
export function openApiRoutes(
  urls: Urls,
  operationIds: readonly string[],
  extraOperations: OperationSpec[],
  version: string,
  bundle: ReferenceBundle = new ReferenceBundle(),
) {
  const document = buildOpenApiDocument({ serverUrl: urls.api(''), version, operationIds, extraOperations });
  const apiOrigin = originOf(urls.api(''));
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      // other tools (editors, generators, another site's reference) load it by URL
      for (const [name, value] of Object.entries(EMBEDDABLE_HEADERS)) c.header(name, value);
      c.header('Cache-Control', 'no-cache');
      return c.json(document);
    })
    .get('/docs', async (c) =>
      c.html(renderReferencePage(await bundle.version()), 200, referencePageHeaders(apiOrigin)),
    )
    .get(REFERENCE_ASSET_PATH, async (c) => {
      if ((await bundle.version()) === undefined) return notFound(c);
      const { encoding, body } = await bundle.answerFor(acceptedEncodings(c.req.header('accept-encoding')));
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
        // the page asks for it by content hash (`?v=`), so a changed bundle is a new URL
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}

/** `https://api.example.com` of `https://api.example.com/base`; empty if it is not a URL. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
