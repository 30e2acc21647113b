import { findTemplate, listTemplateGroups, searchTemplates, type TemplateQuery } from '@diecut/geometry';
import {
  DIELINE_TEMPLATE_LIST_PAGE_SIZE,
  DiecutError,
  type DielineTemplateList,
  INVALID_UNIT_MESSAGE,
  type Link,
  type Unit,
  UnitSchema,
} from '@diecut/schema';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { OperationRoutes } from '../http/operation-routes';
import {
  presentGroup,
  presentTemplate,
  presentTemplateSummary,
  type TemplatePresenterContext,
} from '../presenters/dieline-template';

export function parseUnit(raw: string | undefined, fallback?: Unit): Unit {
  if (raw === undefined && fallback) return fallback;
  const parsed = UnitSchema.safeParse(raw);
  if (!parsed.success) throw DiecutError.badRequest(INVALID_UNIT_MESSAGE);
  return parsed.data;
}

export function findTemplateOr404(id: string) {
  const template = findTemplate(id);
  if (!template) throw DiecutError.notFound();
  return template;
}

/** A whole number in `[1, maximum]` from the query, or `fallback` when the parameter is absent. */
function parsePageNumber(name: string, raw: string | undefined, fallback: number, maximum?: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1) || (maximum !== undefined && value > maximum)) {
    const range = maximum === undefined ? 'of at least 1' : `from 1 to ${maximum}`;
    throw DiecutError.badRequest(`Invalid '${name}'. '${name}' must be a whole number ${range}.`);
  }
  return value;
}

/** A filter from the query; an empty one filters nothing. */
function filterParam(c: Context<AppEnv>, name: keyof TemplateQuery): string | undefined {
  const value = c.req.query(name)?.trim();
  return value ? value : undefined;
}

/**
 * `GET /dieline-templates`: one page of the templates that match the filters, in catalog order, with
 * `self`, `next` and `prev` links that keep the filters.
 */
function listTemplates(c: Context<AppEnv>, context: TemplatePresenterContext): DielineTemplateList {
  const unit = parseUnit(c.req.query('unit'), 'mm');
  const page = parsePageNumber('page', c.req.query('page'), 1);
  const perPage = parsePageNumber(
    'per_page',
    c.req.query('per_page'),
    DIELINE_TEMPLATE_LIST_PAGE_SIZE.default,
    DIELINE_TEMPLATE_LIST_PAGE_SIZE.maximum,
  );
  const query: TemplateQuery = {};
  for (const name of ['group', 'category', 'q'] as const) {
    const value = filterParam(c, name);
    if (value !== undefined) query[name] = value;
  }
  const matches = searchTemplates(query);
  const start = (page - 1) * perPage;
  const lastPage = Math.max(1, Math.ceil(matches.length / perPage));
  const pageLink = (rel: string, number: number): Link => {
    const params = new URLSearchParams({ unit, ...query, page: String(number), per_page: String(perPage) });
    return { rel, href: context.urls.api(`/dieline-templates?${params}`), method: 'GET' };
  };
  const links = [pageLink('self', page)];
  if (page < lastPage) links.push(pageLink('next', page + 1));
  if (page > 1) links.push(pageLink('prev', Math.min(page - 1, lastPage)));
  return {
    type: 'dieline_template_list',
    dieline_templates: matches
      .slice(start, start + perPage)
      .map((template) => presentTemplateSummary(template, unit, context)),
    page,
    per_page: perPage,
    total: matches.length,
    links,
  };
}

/** Interface 4.1 and 4.2, and the template list: the dielines-key catalog routes. */
export function dielineTemplateRoutes(context: TemplatePresenterContext) {
  return new OperationRoutes()
    .operation('listDielineTemplateGroups', (c) =>
      c.json({
        dieline_template_group_list: {
          type: 'dieline_template_group_list' as const,
          dieline_template_groups: listTemplateGroups().map(presentGroup),
        },
      }),
    )
    .operation('listDielineTemplates', (c) => c.json({ dieline_template_list: listTemplates(c, context) }))
    .operation('readDielineTemplate', (c) => {
      const unit = parseUnit(c.req.param('unit'));
      const template = findTemplateOr404(c.req.param('id'));
      return c.json({ dieline_template: presentTemplate(template, unit, context) });
    });
}

/** Interface 4.3: the dimensions-key route; its links stay under `/dimensions`. */
export function dimensionRoutes(context: TemplatePresenterContext) {
  return new OperationRoutes().operation('readDielineTemplateDimensions', (c) => {
    const unit = parseUnit(c.req.query('unit'), 'mm');
    const template = findTemplateOr404(c.req.param('id'));
    return c.json({ dieline_template: presentTemplate(template, unit, context, 'dimensions') });
  });
}
