import { dielineFileName } from '@diecut/export/file-names';
import { checkTemplateVariables, findTemplate, searchTemplates, type TemplateQuery } from '@diecut/geometry';
import { DiecutError, UnitSchema } from '@diecut/schema';
import { Refusal } from '@diecut/service';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ComputePool } from '../compute/compute-pool';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/public-rate-limit';
import { refusalError } from '../http/variable-problems';
import type { ViewerBundleFile } from '../mockups/viewer-bundle';
import { renderCatalogPage } from '../pages/catalog-page';
import { type FormMessage, initialFormState, readDielineForm, withErrors } from '../pages/dieline-form';
import { type Html, PAGE_HEADERS, renderPage } from '../pages/page-layout';
import {
  renderTemplateNotFoundPage,
  renderTemplatePage,
  TEMPLATE_PAGE_HEADERS,
} from '../pages/template-page';
import { TEMPLATE_PREVIEW_SCRIPT, TEMPLATE_PREVIEW_SCRIPT_PATH } from '../pages/template-preview-script';
import type { TemplatePresenterContext } from '../presenters/dieline-template';
import { FILE_CONTENT_TYPES } from './files';

/** A form of a few dozen short fields; anything larger is not from the page. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

function page(c: Context<AppEnv>, body: Html, status: ContentfulStatusCode = 200) {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  return c.html(body, status);
}

/** The preview's answer for sizes it cannot draw: each message, by field where it has one. */
function previewProblems(
  c: Context<AppEnv>,
  general: readonly FormMessage[],
  fields: Readonly<Record<string, readonly FormMessage[]>> = {},
) {
  const errors = [
    ...general.map((item) => ({
      message: item.message,
      ...(item.suggestion ? { suggestion: item.suggestion } : {}),
    })),
    ...Object.entries(fields).flatMap(([variable, items]) =>
      items.map((item) => ({
        variable,
        message: item.message,
        ...(item.suggestion ? { suggestion: item.suggestion } : {}),
      })),
    ),
  ];
  return c.json({ message: 'These sizes cannot be drawn.', errors }, 400, { 'Cache-Control': 'no-store' });
}

function simplePage(c: Context<AppEnv>, status: ContentfulStatusCode, title: string, text: string) {
  return page(
    c,
    renderPage({
      title,
      breadcrumbs: [{ label: 'Templates', href: '/templates' }, { label: title }],
      body: html`<h1>${title}</h1>
<p>${text} <a href="/templates">Back to the templates</a>.</p>`,
    }),
    status,
  );
}

/**
 * The public catalog pages at {web_url}: `GET /templates`, `GET /templates/{id}` and the form post
 * `POST /templates/{id}/dieline`, which answers the dieline file as a download, or the form again
 * (status 400) with each message next to its field. No API key: they are for people in a browser.
 * The file is built and written in the compute pool.
 */
export function catalogPageRoutes(
  context: TemplatePresenterContext,
  compute: ComputePool,
  viewerBundle?: ViewerBundleFile,
) {
  return new Hono<AppEnv>()
    .get(TEMPLATE_PREVIEW_SCRIPT_PATH, (c) =>
      c.body(TEMPLATE_PREVIEW_SCRIPT, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      }),
    )
    .get('/templates/:id/preview.json', async (c) => {
      const template = findTemplate(c.req.param('id'));
      if (!template) throw DiecutError.notFound();
      const query = Object.fromEntries(new URL(c.req.url).searchParams);
      // the preview makes no file: the format is the page's default whatever the form says
      const { state, variables } = readDielineForm(template, { format: 'pdf', ...query });
      if (state.generalErrors.length > 0) return previewProblems(c, state.generalErrors);
      const checked = checkTemplateVariables(template, variables, state.unit);
      if (!checked.ok) {
        const shown = withErrors(template, state, checked.problems);
        return previewProblems(c, shown.generalErrors, shown.fieldErrors);
      }
      const preview = await compute.run(
        { kind: 'template-preview', templateId: template.id, values: checked.values },
        `address:${clientAddress(c)}`,
      );
      return c.json(preview, 200, { 'Cache-Control': 'no-store' });
    })
    .get('/templates', (c) => {
      const query: TemplateQuery = {};
      for (const name of ['group', 'category', 'q'] as const) {
        const value = c.req.query(name)?.trim().slice(0, 200);
        if (value) query[name] = value;
      }
      return page(c, renderCatalogPage(searchTemplates(query), query.q ?? ''));
    })
    .get('/templates/:id', async (c) => {
      const template = findTemplate(c.req.param('id'));
      if (!template) return page(c, renderTemplateNotFoundPage(c.req.param('id')), 404);
      const unit = UnitSchema.safeParse(c.req.query('unit'));
      const state = initialFormState(template, unit.success ? unit.data : 'mm');
      // the live preview needs the viewer bundle; without one the page is the plain form
      const bundle = await viewerBundle?.read();
      const preview = bundle ? { viewerVersion: bundle.version } : undefined;
      for (const [name, value] of Object.entries(preview ? TEMPLATE_PAGE_HEADERS : PAGE_HEADERS))
        c.header(name, value);
      return c.html(renderTemplatePage(template, state, context, preview));
    })
    .post(
      '/templates/:id/dieline',
      bodyLimit({
        maxSize: FORM_BODY_LIMIT_BYTES,
        onError: (c) =>
          simplePage(c, 413, 'Form too large', `The form may be at most ${FORM_BODY_LIMIT_BYTES} bytes.`),
      }),
      async (c) => {
        const template = findTemplate(c.req.param('id'));
        if (!template) return page(c, renderTemplateNotFoundPage(c.req.param('id')), 404);
        if (!FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
          return simplePage(c, 415, 'Unsupported form', 'Send the form from the template page.');
        }
        const { state, variables } = readDielineForm(template, await c.req.parseBody());
        if (state.generalErrors.length > 0) return page(c, renderTemplatePage(template, state, context), 400);
        const checked = checkTemplateVariables(template, variables, state.unit);
        if (!checked.ok) {
          const shown = withErrors(template, state, checked.problems);
          return page(c, renderTemplatePage(template, shown, context), 400);
        }
        const { values } = checked;
        let file: Uint8Array;
        try {
          // a size that breaks a manufacturing rule is refused like a validation error, next to the form
          ({ file } = await compute.run(
            {
              kind: 'dieline-file',
              templateId: template.id,
              values,
              format: state.format,
              unit: state.unit,
              createdAt: new Date(),
            },
            `address:${clientAddress(c)}`,
          ));
        } catch (error) {
          if (error instanceof Refusal) {
            const { errors = [] } = refusalError(error);
            return page(c, renderTemplatePage(template, withErrors(template, state, errors), context), 400);
          }
          throw error;
        }
        const name = dielineFileName(template, state.format);
        return c.body(new Uint8Array(file), 200, {
          'Content-Type': FILE_CONTENT_TYPES[state.format]?.type ?? 'application/octet-stream',
          'Content-Length': String(file.byteLength),
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      },
    );
}
