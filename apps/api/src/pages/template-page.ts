import {
  findTemplate,
  flattenParameters,
  type TemplateDefinition,
  type TemplateVariant,
} from '@diecut/geometry';
import {
  type DielineTemplateVariable,
  TEMPLATE_FEATURE_TYPES,
  UNITS,
  type Unit,
  type VariableValue,
} from '@diecut/schema';
import { html } from 'hono/html';
import { templateImagePath } from '../images/template-images';
import {
  presentTemplate,
  type TemplatePresenterContext,
  templatePagePath,
} from '../presenters/dieline-template';
import { type DielineFormState, type FormMessage, PAGE_FORMATS } from './dieline-form';
import { VIEWER_ASSET_PATH } from './mockup-page';
import { type Html, humanize, PAGE_HEADERS, renderPage } from './page-layout';
import { TEMPLATE_PREVIEW_SCRIPT_PATH } from './template-preview-script';

const UNIT_NAMES: Record<Unit, string> = { mm: 'millimetres (mm)', in: 'inches (in)' };
const FORMAT_NAMES: Record<(typeof PAGE_FORMATS)[number], string> = {
  pdf: 'PDF, for print and die makers',
  svg: 'SVG, for design software',
  dxf: 'DXF, for CAD and cutting tables',
};
const FEATURE_NAMES = { flap: 'Flap', tuck: 'Tuck', dust_flap: 'Dust flap', hang_hole: 'Hang hole' } as const;

/** Interface 2.4's variant rels, read aloud. */
const VARIANT_LABELS: Record<TemplateVariant['rel'], string> = {
  add_top_postal_lock: 'Add a top postal lock',
  add_top_thumb_cut: 'Add a top thumb cut',
  add_hanger_tab: 'Add a hanger tab',
  add_bottom_postal_lock: 'Add a bottom postal lock',
  add_bottom_thumb_cut: 'Add a bottom thumb cut',
  change_flap: 'Change the flap',
  change_dust_flap: 'Change the dust flap',
  change_joint: 'Change the joint',
};

const fieldId = (name: string) => `var-${name}`;

function formatValue(value: VariableValue | undefined): string {
  if (!value) return '';
  if (typeof value.value === 'boolean') return value.value ? 'on' : 'off';
  return value.unit ? `${value.value} ${value.unit}` : String(value.value);
}

/** `8 to 80 mm`, `at least 8 mm`, or nothing. */
function rangeOf(variable: DielineTemplateVariable): string {
  const min = variable.minimum_value;
  const max = variable.maximum_value;
  if (min && max) return `${min.value} to ${formatValue(max)}`;
  if (min) return `at least ${formatValue(min)}`;
  if (max) return `at most ${formatValue(max)}`;
  return variable.data_type === 'boolean' ? 'on or off' : '';
}

function hintOf(variable: DielineTemplateVariable, parent?: string): string {
  const parts = [variable.description];
  if (parent) parts.push(`Used when ${humanize(parent).toLowerCase()} is on.`);
  const range = rangeOf(variable);
  if (variable.data_type !== 'boolean' && range) parts.push(`Range: ${range}.`);
  if (variable.default_value) parts.push(`Default: ${formatValue(variable.default_value)}.`);
  return parts.join(' ');
}

function messages(id: string, list: FormMessage[] | undefined): Html | string {
  if (!list || list.length === 0) return '';
  return html`<p class="error" id="${id}-error">${list.map(
    (item, index) =>
      html`${index > 0 ? html`<br>` : ''}<span class="visually-hidden">Error: </span>${item.message}${
        item.suggestion ? html` <strong>${item.suggestion}.</strong>` : ''
      }`,
  )}</p>`;
}

function field(variable: DielineTemplateVariable, state: DielineFormState, parent?: string): Html {
  const id = fieldId(variable.name);
  const errors = state.fieldErrors[variable.name];
  const describedBy = [`${id}-hint`, ...(errors ? [`${id}-error`] : [])].join(' ');
  const invalid = errors ? html` aria-invalid="true"` : '';
  const label = humanize(variable.name);
  if (variable.data_type === 'boolean') {
    const checked = state.values[variable.name] === true ? html` checked` : '';
    return html`<div class="field check">
<input type="checkbox" id="${id}" name="${variable.name}" value="true"${checked} aria-describedby="${describedBy}"${invalid}>
<label for="${id}">${label}</label>
<span class="hint" id="${id}-hint">${hintOf(variable, parent)}</span>
${messages(id, errors)}
</div>`;
  }
  const value = state.values[variable.name];
  if (variable.data_type === 'string' && variable.allowed_values) {
    const chosen = typeof value === 'string' ? value : String(variable.default_value?.value ?? '');
    return html`<div class="field">
<label for="${id}">${label}</label>
<span class="hint" id="${id}-hint">${hintOf(variable, parent)}</span>
${messages(id, errors)}
<select id="${id}" name="${variable.name}" aria-describedby="${describedBy}"${invalid}>${variable.allowed_values.map(
      (option) =>
        html`<option value="${String(option)}"${String(option) === chosen ? html` selected` : ''}>${String(option)}</option>`,
    )}</select>
</div>`;
  }
  const notes = [
    ...(variable.data_type === 'length' ? [state.unit] : []),
    ...(variable.required ? ['required'] : []),
  ];
  return html`<div class="field">
<label for="${id}">${label}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}</label>
<span class="hint" id="${id}-hint">${hintOf(variable, parent)}</span>
${messages(id, errors)}
<input type="text" inputmode="${variable.data_type === 'integer' ? 'numeric' : 'decimal'}" id="${id}" name="${variable.name}" value="${
    typeof value === 'string' ? value : ''
  }" autocomplete="off"${variable.required ? html` aria-required="true"` : ''} aria-describedby="${describedBy}"${invalid}>
</div>`;
}

function errorSummary(state: DielineFormState): Html | string {
  const fieldEntries = Object.entries(state.fieldErrors);
  if (state.generalErrors.length === 0 && fieldEntries.length === 0) return '';
  return html`<div class="errors" role="alert" aria-labelledby="errors-title">
<h3 id="errors-title">The dieline could not be made</h3>
<ul>${state.generalErrors.map(
    (item) =>
      html`<li>${item.message}${item.suggestion ? html` <strong>${item.suggestion}.</strong>` : ''}</li>`,
  )}${fieldEntries.flatMap(([name, list]) =>
    list.map((item) => html`<li><a href="#${fieldId(name)}">${item.message}</a></li>`),
  )}</ul>
</div>`;
}

function dielineForm(
  template: TemplateDefinition,
  variables: DielineTemplateVariable[],
  state: DielineFormState,
): Html {
  return html`<section aria-labelledby="make-title">
<h2 id="make-title">Make a dieline file</h2>
<p>Enter the inside sizes of the box. The file is drawn for these values and downloaded; nothing is stored.</p>
${errorSummary(state)}
<form id="dieline-form" method="post" action="${templatePagePath(template.id)}/dieline" novalidate>
<fieldset><legend>File</legend>
<div class="field"><label for="unit">Unit of the sizes</label>
<select id="unit" name="unit">${UNITS.map(
    (unit) =>
      html`<option value="${unit}"${unit === state.unit ? html` selected` : ''}>${UNIT_NAMES[unit]}</option>`,
  )}</select></div>
<div class="field"><label for="format">Format</label>
<select id="format" name="format">${PAGE_FORMATS.map(
    (format) =>
      html`<option value="${format}"${format === state.format ? html` selected` : ''}>${FORMAT_NAMES[format]}</option>`,
  )}</select></div>
</fieldset>
<fieldset><legend>Sizes and options</legend>
${variables.flatMap((variable) => [
  field(variable, state),
  ...variable.children.map((child) => field(child, state, variable.name)),
])}
</fieldset>
<button type="submit">Download dieline</button>
</form>
</section>`;
}

function variablesTable(
  template: TemplateDefinition,
  variables: DielineTemplateVariable[],
  context: TemplatePresenterContext,
): Html {
  const rows = variables.flatMap((variable) => [variable, ...variable.children]);
  const declared = flattenParameters(template.parameters);
  return html`<section aria-labelledby="variables-title">
<h2 id="variables-title">Variables</h2>
<table>
<thead><tr><th scope="col">Variable</th><th scope="col">Description</th><th scope="col">Default</th><th scope="col">Range</th><th scope="col">Diagram</th></tr></thead>
<tbody>${rows.map((variable) => {
    const hasImage =
      declared.some((p) => p.name === variable.name) &&
      context.images.hasImage(template, { kind: 'variable', name: variable.name });
    return html`<tr><th scope="row"><code>${variable.name}</code>${variable.required ? html` <span class="muted">(required)</span>` : ''}</th>
<td>${variable.description}</td><td>${formatValue(variable.default_value) || '—'}</td><td>${rangeOf(variable) || '—'}</td>
<td>${
      hasImage
        ? html`<a href="${templateImagePath(template.id, { kind: 'variable', name: variable.name })}">Where ${humanize(variable.name).toLowerCase()} is measured</a>`
        : '—'
    }</td></tr>`;
  })}</tbody>
</table>
</section>`;
}

function variantsList(template: TemplateDefinition): Html {
  return html`<section aria-labelledby="variants-title">
<h2 id="variants-title">Variants</h2>
${
  template.variants.length === 0
    ? html`<p>This template has no variants.</p>`
    : html`<ul>${template.variants.map((variant) => {
        const target = findTemplate(variant.templateId);
        const label = variant.name
          ? `${VARIANT_LABELS[variant.rel]}: ${variant.name}`
          : VARIANT_LABELS[variant.rel];
        return html`<li><a href="${templatePagePath(variant.templateId)}">${label}</a> <span class="muted">(${
          target?.name ?? variant.templateId
        }, <code>${variant.templateId}</code>; link rel <code>${variant.rel}</code>)</span></li>`;
      })}</ul>`
}
</section>`;
}

function features(template: TemplateDefinition): Html | string {
  const declared = TEMPLATE_FEATURE_TYPES.flatMap((type) => {
    const feature = template.features[type];
    return feature ? [{ type, feature }] : [];
  });
  if (declared.length === 0) return '';
  return html`<dl class="features">${declared.map(
    ({ type, feature }) =>
      html`<dt>${FEATURE_NAMES[type]}</dt><dd>${feature.name} <code>${feature.id}</code></dd>`,
  )}</dl>`;
}

/**
 * Headers of a template page with its live preview: this origin's scripts (the viewer bundle and the
 * preview's own) and their fetches, nothing from elsewhere, and no framing of the form.
 */
export const TEMPLATE_PAGE_HEADERS = {
  ...PAGE_HEADERS,
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; connect-src 'self' blob: data:; img-src 'self' data: blob:; worker-src 'self' blob:; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
} as const;

function staticPreview(template: TemplateDefinition): Html {
  return html`<section aria-labelledby="preview-title">
<h2 id="preview-title">Preview</h2>
<img class="preview" src="${templateImagePath(template.id, { kind: 'preview' })}" alt="Flat blank of the ${
    template.name
  }: cut lines, creases and glue flap at a sample size">
${features(template)}
</section>`;
}

/**
 * The flat blank and the folded box side by side, at the sample size until the visitor types sizes
 * in the form below; then both follow (`template-preview.js` asks `preview.json` for them).
 */
function livePreviewSection(template: TemplateDefinition, viewerVersion: string): Html {
  return html`<section aria-labelledby="preview-title" class="live-preview" data-preview-url="${templatePagePath(
    template.id,
  )}/preview.json">
<h2 id="preview-title">Preview</h2>
<p class="muted" id="preview-status" role="status" aria-live="polite">At a sample size: the preview follows the sizes you type in the form.</p>
<div class="preview-pair">
<figure><div id="preview-flat"><img class="preview" src="${templateImagePath(template.id, { kind: 'preview' })}" alt="Flat blank of the ${
    template.name
  }: cut lines, creases and glue flap"></div><figcaption>Flat blank</figcaption></figure>
<figure><diecut-mockup id="preview-folded" fold="1" aria-label="The ${template.name}, folded"></diecut-mockup><figcaption>Folded</figcaption></figure>
</div>
${features(template)}
</section>
<script type="module" src="${VIEWER_ASSET_PATH}?v=${viewerVersion}"></script>
<script type="module" src="${TEMPLATE_PREVIEW_SCRIPT_PATH}"></script>`;
}

/** `GET /templates/{id}`: the preview, the form that makes a dieline file, the variants and the variables. */
export function renderTemplatePage(
  template: TemplateDefinition,
  state: DielineFormState,
  context: TemplatePresenterContext,
  livePreview?: { viewerVersion: string },
): Html {
  const presented = presentTemplate(template, state.unit, context);
  const otherUnit: Unit = state.unit === 'mm' ? 'in' : 'mm';
  const failed = state.generalErrors.length > 0 || Object.keys(state.fieldErrors).length > 0;
  return renderPage({
    title: `${failed ? 'Error: ' : ''}${template.name} (${template.id})`,
    breadcrumbs: [
      { label: 'Templates', href: '/templates' },
      { label: template.group.category },
      { label: template.group.name, href: `/templates?group=${encodeURIComponent(template.group.id)}` },
      { label: template.name },
    ],
    body: html`<h1>${template.name}</h1>
<p><code>${template.id}</code>${template.standardCode ? html` · ${template.standardCode}` : ''} · ${template.group.name} (${
      template.group.category
    })</p>
<p>Sizes on this page are in ${UNIT_NAMES[state.unit]}. <a href="${templatePagePath(template.id)}?unit=${otherUnit}">Show them in ${
      UNIT_NAMES[otherUnit]
    }</a>.</p>
${livePreview ? livePreviewSection(template, livePreview.viewerVersion) : staticPreview(template)}
${dielineForm(template, presented.variables, state)}
${variantsList(template)}
${variablesTable(template, presented.variables, context)}`,
  });
}

/** The page for an id that is not in the catalog (status 404). */
export function renderTemplateNotFoundPage(id: string): Html {
  return renderPage({
    title: 'Template not found',
    breadcrumbs: [{ label: 'Templates', href: '/templates' }, { label: 'Not found' }],
    body: html`<h1>Template not found</h1>
<p>There is no template <code>${id}</code> in the catalog. <a href="/templates">See all templates</a>.</p>`,
  });
}
