import type { TemplateDefinition } from '../template-definition';

/** Greyboard pieces that are not boxes: ring binders, swatch cards and books, display stands. */
export const rigidFlatGoodsTemplates: TemplateDefinition[] = [];
