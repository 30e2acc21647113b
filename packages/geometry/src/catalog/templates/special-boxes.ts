import type { TemplateDefinition } from '../template-definition';

/** Special boxes (gable, briefcase, tear-off display) and more tuck end styles. */
export const specialBoxTemplates: TemplateDefinition[] = [];
