import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { FAVICON_LINK } from './favicon';

/** What `html` gives: a string already escaped, or a promise of one. */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * Headers of every catalog page: no script may run (the pages have none), images and form posts stay
 * on this origin, and no other site may frame the form.
 */
export const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** A whole page: one `<h1>` comes from `body`; links and images are root-relative so any host works. */
export function renderPage(options: { title: string; breadcrumbs?: Breadcrumb[]; body: Html }): Html {
  const crumbs = options.breadcrumbs ?? [];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Diecut</title>
${FAVICON_LINK}
<style>${raw(STYLE)}</style>
</head>
<body>
<header class="site"><a class="brand" href="/templates">Diecut templates</a>${
    crumbs.length > 0
      ? html`<nav aria-label="Breadcrumb"><ol>${crumbs.map((crumb) =>
          crumb.href
            ? html`<li><a href="${crumb.href}">${crumb.label}</a></li>`
            : html`<li aria-current="page">${crumb.label}</li>`,
        )}</ol></nav>`
      : ''
  }</header>
<main>
${options.body}
</main>
<footer class="site"><p>Dieline files from this page are made on the fly and not stored. The same catalog is
available to programs as JSON: <code>GET /dieline-templates</code> with the dielines key
(<a href="/docs">API reference</a>).</p></footer>
</body>
</html>`;
}

/** `top_tuck_flap` → `Top tuck flap`. */
export function humanize(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const STYLE = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fff}
main,header.site,footer.site{max-width:68rem;margin:0 auto;padding:.75rem 1.25rem}
header.site{display:flex;flex-wrap:wrap;gap:1rem;align-items:baseline;border-bottom:1px solid #ddd}
.brand{font-weight:600;text-decoration:none}
nav ol{list-style:none;display:flex;flex-wrap:wrap;margin:0;padding:0}nav li+li::before{content:"/";padding:0 .5em;color:#595959}
footer.site{border-top:1px solid #ddd;color:#595959;font-size:.9rem;margin-top:2rem}
a{color:#0050a8}a:focus,input:focus,select:focus,button:focus{outline:3px solid #ffbf47;outline-offset:1px}
code{background:#f2f2f4;padding:0 .25em;border-radius:3px;font-size:.92em}
.muted{color:#595959}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
ul.cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem}
.cards li{border:1px solid #ddd;border-radius:6px;padding:.75rem}
.cards img{display:block;width:100%;height:10rem;object-fit:contain;background:#fafafa;margin-bottom:.5rem}
.cards a{font-weight:600}
.preview{max-width:100%;max-height:28rem;border:1px solid #ddd;background:#fafafa}
table{border-collapse:collapse;margin:.5rem 0;width:100%}th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
fieldset{border:1px solid #ddd;border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem 1rem}legend{font-weight:600;padding:0 .25rem}
.field{margin:.75rem 0}.field label{display:block;font-weight:600}.field.check label{display:inline;font-weight:600}
.hint{display:block;color:#595959;font-size:.9rem;margin:0}
input[type=text],input[type=search],select{font:inherit;padding:.3rem .4rem;border:1px solid #767676;border-radius:4px;min-width:10rem}
input[aria-invalid=true]{border:2px solid #b00020}
.error{color:#b00020;font-weight:600;margin:.25rem 0 0}
.errors{border:3px solid #b00020;border-radius:6px;padding:.5rem 1rem;margin-bottom:1rem}
button{font:inherit;font-weight:600;padding:.45rem 1rem;border:0;border-radius:4px;background:#0050a8;color:#fff;cursor:pointer}
dl.features{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dl.features dt{font-weight:600}dl.features dd{margin:0}.preview-pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:1rem;align-items:start}.preview-pair figure{margin:0}#preview-flat svg{display:block;max-width:100%;height:auto}#preview-folded{display:block;height:360px}`;
