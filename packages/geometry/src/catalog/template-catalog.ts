import type { TemplateDefinition, TemplateGroup } from './template-definition';
import { reverseTuckEnd } from './templates/reverse-tuck-end';

/** The catalog: every template the service offers, in catalog order. */
export const TEMPLATES: readonly TemplateDefinition[] = [reverseTuckEnd];

const templatesById = new Map(TEMPLATES.map((template) => [template.id, template]));

export function findTemplate(id: string): TemplateDefinition | undefined {
  return templatesById.get(id);
}

/** The groups that hold at least one template, in catalog order. */
export function listTemplateGroups(): TemplateGroup[] {
  const groups = new Map<string, TemplateGroup>();
  for (const template of TEMPLATES) groups.set(template.group.id, template.group);
  return [...groups.values()];
}
