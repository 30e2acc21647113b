import type { TemplateDefinition } from '../template-definition';

/** Pillow boxes, carton bags and wrap-around labels. */
export const bagPillowAndWrapTemplates: TemplateDefinition[] = [];
