import { type ApiKeyKind, PUBLIC_OPERATIONS } from '@diecut/schema';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { ApiKeyRing } from './auth/api-keys';
import { ComputePool } from './compute/compute-pool';
import { checkApiVersion, echoApiVersion } from './http/api-version';
import type { AppEnv } from './http/app-env';
import { authenticate } from './http/authenticate';
import { handleError, notFound } from './http/error-handler';
import { keyGuards } from './http/operation-routes';
import { keyRateLimit, publicRateLimit } from './http/public-rate-limit';
import { requestLog } from './http/request-log';
import { TemplateImages } from './images/template-images';
import { defaultViewerBundlePath, ViewerBundleFile } from './mockups/viewer-bundle';
import { renderFrontPage } from './pages/front-page';
import { PAGE_HEADERS } from './pages/page-layout';
import { artworkTemplateRoutes } from './routes/artwork-templates';
import { catalogPageRoutes } from './routes/catalog-pages';
import { dielinePartRoutes } from './routes/dieline-parts';
import { dielineTemplateRoutes, dimensionRoutes } from './routes/dieline-templates';
import { dielineRoutes } from './routes/dielines';
import { fileRoutes } from './routes/files';
import { mockupPageRoutes } from './routes/mockup-pages';
import { mockupRoutes } from './routes/mockups';
import { nestingRoutes } from './routes/nestings';
import { openApiRoutes } from './routes/openapi';
import { templateImageRoutes } from './routes/template-images';
import type { Storage } from './storage/storage';
import { Urls } from './urls';

export const API_VERSION = '1.0.0';

export interface AppDependencies {
  /** Where dielines and nestings are built and written (a worker pool); on the calling thread when absent. */
  compute?: ComputePool;
  publicUrl: string;
  storage: Storage;
  logger: Logger;
  keys: { dielines: string[]; dimensions: string[] };
  jsonBodyLimitBytes: number;
  /** Largest artwork file a mockup takes, bytes; 20 MiB when absent. */
  artworkMaxBytes?: number;
  /** The built `<diecut-mockup>` bundle; the viewer package's `dist` when absent. */
  viewerBundleFile?: string;
  /** Requests a minute per client to the key-less dieline form; 30 when absent. */
  publicFormLimitPerMinute?: number;
  /** Live previews a minute per client on the template pages; 300 when absent. */
  publicPreviewLimitPerMinute?: number;
  /** Requests a minute per API key; no limit when absent (the server's config sets one). */
  keyLimitPerMinute?: number;
  /** Adds routes before the catch-all 404 (the bench's bare route). */
  extendApp?: ((app: Hono<AppEnv>) => void) | undefined;
}

export const DEFAULT_ARTWORK_MAX_BYTES = 20 * 1024 * 1024;

/** The whole HTTP surface, without a listening socket: tests call `app.request()` on it. */
export function createApp(deps: AppDependencies) {
  const urls = new Urls(deps.publicUrl);
  const keyRing = new ApiKeyRing(deps.keys);
  const templates = { urls, images: new TemplateImages() };
  const compute = deps.compute ?? new ComputePool(0);

  // one limiter per key kind's routes, sharing nothing with the key-less pages
  const limiters = {
    dielines: deps.keyLimitPerMinute
      ? keyRateLimit(deps.keyLimitPerMinute, deps.storage.requestCounter)
      : undefined,
    dimensions: deps.keyLimitPerMinute
      ? keyRateLimit(deps.keyLimitPerMinute, deps.storage.requestCounter)
      : undefined,
  };
  const noLimit: MiddlewareHandler<AppEnv> = async (_c, next) => {
    await next();
  };
  const guard = (kind: ApiKeyKind) =>
    [
      echoApiVersion(kind),
      authenticate(keyRing, kind),
      limiters[kind] ?? noLimit,
      checkApiVersion(kind),
    ] as const;

  const app = new Hono<AppEnv>();
  app.use(requestLog(deps.logger));
  // every answer, JSON and errors included, is taken as the type it declares, never sniffed
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  // the operations of the interface, each under the key its entry in `API_OPERATIONS` names
  const operations = [
    dimensionRoutes(templates),
    dielinePartRoutes(deps.jsonBodyLimitBytes, compute),
    dielineTemplateRoutes(templates),
    dielineRoutes({
      storage: deps.storage,
      urls,
      jsonBodyLimitBytes: deps.jsonBodyLimitBytes,
      compute,
    }),
    nestingRoutes({ storage: deps.storage, urls, jsonBodyLimitBytes: deps.jsonBodyLimitBytes, compute }),
    mockupRoutes({
      storage: deps.storage,
      urls,
      artworkMaxBytes: deps.artworkMaxBytes ?? DEFAULT_ARTWORK_MAX_BYTES,
      compute,
    }),
    artworkTemplateRoutes({ storage: deps.storage, compute }),
  ];
  // the OpenAPI document lists exactly the operations served, and the public routes below
  const served = [
    ...operations.flatMap((routes) => routes.operationIds),
    ...PUBLIC_OPERATIONS.map((op) => op.operationId),
  ];

  // Public routes beyond the interface (the health check, the document, files, images, the pages
  // for browsers): not operations of `API_OPERATIONS`, no key, declared where they are served.
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // the front door: what this server is, for a person who opens its address
  app.get('/', (c) => c.html(renderFrontPage(), 200, PAGE_HEADERS));
  app.route('/', openApiRoutes(urls, served, [], API_VERSION));
  app.route('/', fileRoutes(deps.storage));
  app.route('/', templateImageRoutes(templates.images));
  // the public catalog pages at {web_url}: for people in a browser, no key
  app.post('/templates/*', publicRateLimit(deps.publicFormLimitPerMinute ?? 30));
  app.get('/templates/:id/preview.json', publicRateLimit(deps.publicPreviewLimitPerMinute ?? 300));
  const viewerBundle = new ViewerBundleFile(deps.viewerBundleFile ?? defaultViewerBundlePath());
  app.route('/', catalogPageRoutes(templates, compute, viewerBundle));
  // the hosted 3D mockup pages at {web_url}: for customers in a browser, no key
  app.route('/', mockupPageRoutes({ storage: deps.storage, urls, viewerBundle, compute }));

  // Authentication, then the version check, guard every interface route: each first path segment
  // of the operations (`/dielines/*`) under its operations' key kind. An unknown path under a
  // guarded prefix is 404 only once the caller is known; `/dieline-templates/*` also matches
  // `/dieline-templates` itself (the template list), a test holds it to that.
  for (const { path, keyKind } of keyGuards()) app.use(path, ...guard(keyKind));
  for (const routes of operations) app.route('/', routes);

  deps.extendApp?.(app);
  app.notFound(notFound);
  app.onError((error, c) => handleError(error, c, deps.logger));
  return app;
}
