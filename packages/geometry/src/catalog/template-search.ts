import { TEMPLATES } from './template-catalog';
import type { TemplateDefinition } from './template-definition';

export interface TemplateQuery {
  /** A group id, e.g. `cartons_tuck_end_boxes`. */
  group?: string;
  /** A category name, e.g. `Cartons` (case-insensitive). */
  category?: string;
  /** Free text over name, id and standard code; every word must match (`0201`, `A20.20`, `tuck postal`). */
  q?: string;
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function haystack(template: TemplateDefinition): string {
  return normalize(
    [template.name, template.id, template.standardCode ?? '', template.group.name, ...template.tags].join(
      ' ',
    ),
  );
}

/** The catalog templates that match, in catalog order (stable, so pages do not shift). */
export function searchTemplates(
  query: TemplateQuery,
  templates: readonly TemplateDefinition[] = TEMPLATES,
): TemplateDefinition[] {
  const words = query.q ? normalize(query.q).split(' ').filter(Boolean) : [];
  const category = query.category ? normalize(query.category) : undefined;
  return templates.filter((template) => {
    if (query.group && template.group.id !== query.group) return false;
    if (category && normalize(template.group.category) !== category) return false;
    if (words.length === 0) return true;
    const text = haystack(template);
    return words.every((word) => text.includes(word));
  });
}
