import type { TemplateDefinition } from '../template-definition';

/** Trays without glue, trays with lids, shirt boxes and two-piece cartons. */
export const trayAndShirtBoxTemplates: TemplateDefinition[] = [];
