import type { TemplateDefinition } from '../template-definition';
import { canCarrier } from './can-carrier';
import { cartonBag } from './carton-bag';
import { gluedCupSleeve, slotLockCupSleeve } from './cup-sleeve';
import { neckHanger } from './neck-hanger';
import { pillowBox } from './pillow-box';

/** Pillow boxes, carton bags and wrap-around labels. */
export const bagPillowAndWrapTemplates: TemplateDefinition[] = [
  pillowBox,
  cartonBag,
  gluedCupSleeve,
  slotLockCupSleeve,
  neckHanger,
  canCarrier,
];
