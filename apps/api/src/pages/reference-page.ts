import { html } from 'hono/html';
import { FAVICON_LINK } from './favicon';
import type { Html } from './page-layout';

/** Where the server serves the reference renderer's bundle (`ReferenceBundle`). */
export const REFERENCE_ASSET_PATH = '/docs/assets/scalar-api-reference.js';

/**
 * What the reference renderer is told (Scalar's configuration, read from the page's
 * `data-configuration`): the document at `/openapi.json`, and every default that would reach another
 * site turned off. Scalar by default loads its fonts from its own CDN, sends telemetry, routes try-it
 * requests (API keys included) through its proxy and offers an AI agent and an MCP server of its
 * cloud; here the page loads nothing but this server's bundle and document, and try-it requests go
 * straight to this server. The page's Content-Security-Policy holds it to that whatever an option
 * misses.
 */
export const REFERENCE_CONFIGURATION = {
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  proxyUrl: '',
  externalUrls: { dashboardUrl: '', registryUrl: '', proxyUrl: '', apiBaseUrl: '' },
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  // the sidebar's button opens Scalar's hosted client with this document's address: try-it stays here
  hideClientButton: true,
  persistAuth: false,
  documentDownloadType: 'json',
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  authentication: { preferredSecurityScheme: 'dielinesApiKey' },
  metaData: { title: 'Diecut API reference' },
  theme: 'default',
} as const;

/**
 * Headers of `/docs`: script from this origin only (the bundle; no inline script), styles the
 * renderer injects, images and fonts from here or `data:`, requests (the document, try-it) to this
 * origin or the API's public address. Nothing from another site; not framed.
 */
export function referencePageHeaders(apiOrigin: string): Record<string, string> {
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src ${connect}`,
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Cache-Control': 'no-cache',
  };
}

/**
 * `GET /docs`: the interactive API reference. The renderer (Scalar's standalone bundle, served by this
 * server at `REFERENCE_ASSET_PATH`) reads `/openapi.json` and shows every operation with its schemas,
 * examples and a try-it client. `bundleVersion` is the bundle's content hash (the file is cached for a
 * year); undefined when the bundle is not installed, and then the page says so and links the document.
 */
export function renderReferencePage(bundleVersion: string | undefined): Html {
  const fallback = html`<h1>Diecut API reference</h1>
<p>The machine-readable OpenAPI 3.1 document is <a href="/openapi.json">/openapi.json</a>; the
catalog for people is at <a href="/templates">/templates</a>.</p>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The Diecut HTTP API: dieline templates, dielines, nestings and 3D mockups.">
<title>Diecut API reference</title>
${FAVICON_LINK}
</head>
<body>
${
  bundleVersion === undefined
    ? html`<main>${fallback}<p role="alert">The reference renderer (<code>@scalar/api-reference</code>) is
not installed on this server, so only the document can be read.</p></main>`
    : html`<noscript>${fallback}<p>The interactive reference needs JavaScript.</p></noscript>
<script id="api-reference" data-url="/openapi.json" data-configuration="${JSON.stringify(REFERENCE_CONFIGURATION)}"></script>
<script src="${REFERENCE_ASSET_PATH}?v=${bundleVersion}"></script>`
}
</body>
</html>`;
}
