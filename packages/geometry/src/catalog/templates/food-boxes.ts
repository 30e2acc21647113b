import type { TemplateDefinition } from '../template-definition';

/** Food boxes: clamshells, cake boxes with windows, scoops, wedges, pails. */
export const foodBoxTemplates: TemplateDefinition[] = [];
