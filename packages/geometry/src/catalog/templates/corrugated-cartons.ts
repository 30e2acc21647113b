import type { TemplateDefinition } from '../template-definition';

/** Corrugated die-cut cartons: tuck end, snap lock and crash-lock bottom boxes in E and B flute. */
export const corrugatedCartonTemplates: TemplateDefinition[] = [];
