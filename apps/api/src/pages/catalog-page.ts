import { listTemplateGroups, type TemplateDefinition, type TemplateGroup } from '@diecut/geometry';
import { html } from 'hono/html';
import { templateImagePath } from '../images/template-images';
import { templatePagePath } from '../presenters/dieline-template';
import { type Html, renderPage } from './page-layout';

interface GroupSection {
  group: TemplateGroup;
  templates: TemplateDefinition[];
}

/** Categories, then their groups that hold a template, in the catalog's group order. */
function sections(templates: readonly TemplateDefinition[]): Map<string, GroupSection[]> {
  const byCategory = new Map<string, GroupSection[]>();
  for (const group of listTemplateGroups()) {
    const members = templates.filter((template) => template.group.id === group.id);
    if (members.length === 0) continue;
    const groups = byCategory.get(group.category) ?? [];
    byCategory.set(group.category, groups);
    groups.push({ group, templates: members });
  }
  return byCategory;
}

function card(template: TemplateDefinition): Html {
  return html`<li>
<img src="${templateImagePath(template.id, { kind: 'preview' })}" alt="Flat blank of the ${template.name}" loading="lazy">
<a href="${templatePagePath(template.id)}">${template.name}</a><br>
<code>${template.id}</code>${template.standardCode ? html` <span class="muted">${template.standardCode}</span>` : ''}
</li>`;
}

/** `GET /templates`: every template (or those matching `q`) by category and group, with its preview. */
export function renderCatalogPage(templates: readonly TemplateDefinition[], q: string): Html {
  const byCategory = sections(templates);
  const count = templates.length === 1 ? '1 template' : `${templates.length} templates`;
  return renderPage({
    title: q ? `Templates matching “${q}”` : 'Dieline templates',
    body: html`<h1>Dieline templates</h1>
<p>Pick a box style to see its variables and to download a dieline file (PDF, SVG or DXF) for your sizes.</p>
<form role="search" method="get" action="/templates">
<div class="field"><label for="q">Search by name, id or standard code</label>
<span class="hint" id="q-hint">For example <code>tuck</code>, <code>becf-11001</code> or <code>A20.20</code>.</span>
<input type="search" id="q" name="q" value="${q}" aria-describedby="q-hint"> <button type="submit">Search</button></div>
</form>
<p class="muted">${count}${q ? html` match “${q}” (<a href="/templates">show all</a>)` : ''}.</p>
${[...byCategory].map(
  ([category, groups]) => html`<section aria-labelledby="category-${slug(category)}">
<h2 id="category-${slug(category)}">${category}</h2>
${groups.map(
  // two categories have groups of one name (Tuck End Boxes): the category tells their regions apart
  ({
    group,
    templates: members,
  }) => html`<section aria-labelledby="group-${group.id} category-${slug(category)}">
<h3 id="group-${group.id}">${group.name}</h3>
<ul class="cards">${members.map(card)}</ul>
</section>`,
)}
</section>`,
)}`,
  });
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
