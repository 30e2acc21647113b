import type { TemplateDefinition } from '../template-definition';

/** Slotted boxes beside the regular ones: half-slotted, deepened flaps and die-cut tops (FEFCO 02xx). */
export const slottedBoxVariantTemplates: TemplateDefinition[] = [];
