import type { TemplateDefinition } from '../template-definition';
import { counterDisplayTray, easelDisplay } from './display-materials';
import { ringBinder } from './ring-binder';
import { swatchBook, swatchCard } from './swatch-cards';

/** Greyboard pieces that are not boxes: ring binders, swatch cards and books, display stands. */
export const rigidFlatGoodsTemplates: TemplateDefinition[] = [
  ringBinder,
  swatchCard,
  swatchBook,
  easelDisplay,
  counterDisplayTray,
];
