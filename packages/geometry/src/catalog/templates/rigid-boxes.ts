import type { TemplateDefinition } from '../template-definition';

/** Rigid boxes beside lid and base and the book box: shoulder, drawer, hinged lid and magnetic flap. */
export const rigidBoxTemplates: TemplateDefinition[] = [];
