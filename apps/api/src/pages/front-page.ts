import { listTemplateGroups, TEMPLATES } from '@diecut/geometry';
import { html } from 'hono/html';
import { type Html, renderPage } from './page-layout';

/**
 * `GET /`: what this server is, for whoever opens its address in a browser, and where to go from
 * there: the catalog, the API reference and its document, the health check.
 */
export function renderFrontPage(): Html {
  const filled = new Set(TEMPLATES.map((template) => template.group.id));
  const groups = listTemplateGroups();
  return renderPage({
    title: 'A packaging dieline service',
    body: html`<h1>Diecut</h1>
<p>This server turns a box style and a few sizes into production dielines: cut and crease lines in PDF,
SVG, DXF or CF2 that a die maker can build from as they are. It also counts how many copies fit on a
press sheet, lays the sheet out, and hosts 3D mockups of the folded box wearing your artwork.</p>
<ul>
<li><a href="/templates">The template catalog</a>: ${TEMPLATES.length} box styles in ${filled.size} of
${groups.length} groups, each with a preview, its sizes and a form that makes its dieline file.</li>
<li><a href="/docs">The API reference</a> and its <a href="/openapi.json">OpenAPI document</a>: every
operation, for programs (they take an API key).</li>
<li><a href="/healthz">Health check</a>: answers <code>{"status":"ok"}</code> while the server runs.</li>
</ul>
<p class="muted">Diecut is open source and self-hostable.</p>`,
  });
}
