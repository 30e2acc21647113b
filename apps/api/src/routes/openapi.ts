import { buildOpenApiDocument, OPERATIONS, type OperationSpec } from '@diecut/schema';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../http/app-env';
import type { Urls } from '../urls';

/** `GET /openapi.json` and a readable reference at `GET /docs`, both of the operations this server serves. */
export function openApiRoutes(
  urls: Urls,
  operationIds: readonly string[],
  extraOperations: OperationSpec[],
  version: string,
) {
  const document = buildOpenApiDocument({ serverUrl: urls.api(''), version, operationIds, extraOperations });
  const served = [...OPERATIONS.filter((op) => operationIds.includes(op.operationId)), ...extraOperations];
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(document))
    .get('/docs', (c) =>
      c.html(renderReference(served, version), 200, {
        // a page of text and inline styles: nothing may run, load or frame it
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        'X-Content-Type-Options': 'nosniff',
      }),
    );
}

function renderReference(operations: OperationSpec[], version: string) {
  const rows = operations.map(
    (op) => html`<section id="${op.operationId}">
  <h2><span class="method">${op.method.toUpperCase()}</span> <code>${op.path}</code></h2>
  <p>${op.summary}. Key: <strong>${op.keyKind}</strong>.</p>
  ${op.extension ? html`<p class="extension">${op.extension}</p>` : ''}
  ${
    op.parameters.length > 0
      ? html`<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>
  ${op.parameters.map(
    (p) =>
      html`<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${p.description ?? ''}${
        'enum' in p.schema ? ` One of: ${(p.schema as { enum: string[] }).enum.join(', ')}.` : ''
      }</td></tr>`,
  )}</tbody></table>`
      : ''
  }
  ${op.requestBody ? html`<p>Request body: <code>${op.requestBody.contentType}</code>.</p>` : ''}
  <p>Error statuses: ${op.errorStatuses.join(', ')}.</p>
</section>`,
  );
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Diecut API reference</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
<h1>Diecut API reference <small>v${version}</small></h1>
<p>Every endpoint takes <code>Authorization: Bearer &lt;key&gt;</code>: the dielines key, or the dimensions key for
<code>/dimensions/{id}</code> and <code>/dimensions/{id}/parts</code>. Send <code>Dielines-Api-Version: 1.0</code> (or <code>Dimensions-Api-Version: 1.0</code>);
absent means 1.0. Errors are JSON with a <code>message</code>. The machine-readable document is
<a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). Template images under <code>/images/templates/</code>
and the catalog pages at <a href="/templates">/templates</a> are public.</p>
<nav aria-label="Endpoints"><ul>${operations.map(
    (op) => html`<li><a href="#${op.operationId}">${op.method.toUpperCase()} ${op.path}</a></li>`,
  )}</ul></nav>
${rows}
</main>
</body>
</html>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f}main{max-width:60rem;margin:0 auto;padding:1rem 1.5rem}
code{background:#f2f2f4;padding:0 .25em;border-radius:3px}.method{font-family:monospace;background:#0057b8;color:#fff;padding:0 .4em;border-radius:3px}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left}caption{text-align:left;font-weight:600}
section{border-top:1px solid #eee;padding-top:.5rem}.extension{border-left:3px solid #0057b8;padding-left:.5rem}`;
