import { findTemplate, listTemplateGroups } from '@diecut/geometry';
import { DiecutError, INVALID_UNIT_MESSAGE, type Unit, UnitSchema } from '@diecut/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { presentGroup, presentTemplate, type TemplatePresenterContext } from '../presenters/dieline-template';

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

/** Interface 4.1 and 4.2: the dielines-key catalog routes. */
export function dielineTemplateRoutes(context: TemplatePresenterContext) {
  return new Hono<AppEnv>()
    .get('/dieline-template-groups', (c) =>
      c.json({
        dieline_template_group_list: {
          type: 'dieline_template_group_list' as const,
          dieline_template_groups: listTemplateGroups().map(presentGroup),
        },
      }),
    )
    .get('/dieline-templates/:unit/:id', (c) => {
      const unit = parseUnit(c.req.param('unit'));
      const template = findTemplateOr404(c.req.param('id'));
      return c.json({ dieline_template: presentTemplate(template, unit, context) });
    });
}

/** Interface 4.3: the dimensions-key route; its links stay under `/dimensions`. */
export function dimensionRoutes(context: TemplatePresenterContext) {
  return new Hono<AppEnv>().get('/dimensions/:id', (c) => {
    const unit = parseUnit(c.req.query('unit'), 'mm');
    const template = findTemplateOr404(c.req.param('id'));
    return c.json({ dieline_template: presentTemplate(template, unit, context, 'dimensions') });
  });
}
