import { html, raw } from 'hono/html';
import { VIEWER_BUNDLE_FILE } from '../mockups/viewer-bundle';
import { FAVICON_LINK } from './favicon';
import type { Html } from './page-layout';

/**
 * Headers of a hosted mockup page: only this origin's script (the viewer bundle), its JSON and
 * textures (`connect-src` for loaders that fetch), `blob:`/`data:` for textures and workers three.js
 * makes; nothing from another site. Shops embed the page in an iframe, so framing stays allowed.
 */
export const MOCKUP_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' data: blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

export const VIEWER_ASSET_PATH = `/3d/assets/${VIEWER_BUNDLE_FILE}`;

/**
 * What lets a shop embed a mockup on its own site: the viewer bundle (a module script, fetched with
 * CORS), the description and the textures it loads may be read from any origin. All of them are
 * public by their unguessable URLs already; no credentials are ever allowed.
 */
export const EMBEDDABLE_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/**
 * The hosted page: the viewer fills the window. `viewerVersion` is the bundle's content hash (cache
 * busting for a file served as immutable); undefined while the viewer is not built, and then the page
 * says so in the viewer's place.
 */
export function renderMockupPage(options: {
  id: string;
  name: string;
  viewerVersion: string | undefined;
  /** What the client should know first: artwork stretched to the frame. */
  warnings?: string[] | undefined;
  /** The artwork textures' paths, as the description names them. */
  artwork?: string[] | undefined;
}): Html {
  const viewer =
    options.viewerVersion === undefined
      ? html`<p class="missing" role="alert">The 3D viewer is not installed on this server yet, so this mockup cannot be shown.
Build it with <code>pnpm build</code> (it makes <code>apps/mockup-viewer/dist/${VIEWER_BUNDLE_FILE}</code>) and reload the page.</p>`
      : html`<script type="module" src="${VIEWER_ASSET_PATH}?v=${options.viewerVersion}"></script>
<diecut-mockup src="/3d/${options.id}/description.json" aria-label="3D mockup: ${options.name}"></diecut-mockup>`;
  // the description is drawn on the server while the browser fetches and runs the viewer, and the
  // artwork comes meanwhile: asked for at once, as the viewer will ask for them (CORS, same-origin
  // credentials, its texture loader's anonymous images), so that its requests take these
  const preload =
    options.viewerVersion === undefined
      ? ''
      : html`<link rel="preload" href="/3d/${options.id}/description.json" as="fetch" crossorigin="anonymous">${(
          options.artwork ?? []
        ).map(
          (url) => html`
<link rel="preload" href="${url}" as="image" crossorigin="anonymous">`,
        )}`;
  const warnings = options.warnings?.length
    ? html`<p class="warning" role="status">${options.warnings.join(' ')}</p>`
    : '';
  return mockupDocument(
    options.name,
    preload,
    html`<h1 class="visually-hidden">${options.name}</h1>
${warnings}${viewer}`,
  );
}

/** The page for an unknown or deleted mockup. */
export function renderMockupNotFoundPage(): Html {
  return mockupDocument(
    'Mockup not found',
    '',
    html`<main class="missing"><h1>Mockup not found</h1><p>This 3D mockup does not exist or has been deleted.</p></main>`,
  );
}

/** The document around a mockup page's body: not for search engines, styled inline. */
function mockupDocument(title: string, head: Html | '', body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
${FAVICON_LINK}
${head}
<style>${raw(STYLE)}</style>
</head>
<body>
${body}
</body>
</html>`;
}

// a column: a warning takes its own line above the viewer, which fills the rest, so that it never
// covers the box the camera framed
const STYLE = `html,body{height:100%;margin:0}body{display:flex;flex-direction:column;font:16px/1.5 system-ui,sans-serif;color:#1d1d1f;background:#fff}
diecut-mockup{display:block;flex:1 1 auto;min-height:0;width:100%}
.missing{max-width:40rem;margin:0 auto;padding:2rem 1.5rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.warning{flex:none;margin:12px 12px 0;padding:8px 12px;border-radius:8px;background:#fff4d6;color:#5c4100;font-size:14px}`;
