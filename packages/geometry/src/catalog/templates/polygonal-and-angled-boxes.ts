import type { TemplateDefinition } from '../template-definition';

/** Polygonal prisms and boxes with slanted or tapered walls. */
export const polygonalAndAngledBoxTemplates: TemplateDefinition[] = [];
