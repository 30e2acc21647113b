import { withDimensionType } from './dimension-type';
import type { TemplateDefinition, TemplateGroup } from './template-definition';
import { TEMPLATE_GROUP_LIST } from './template-groups';
import { bagPillowAndWrapTemplates } from './templates/bags-pillows-and-wraps';
import { bookBox } from './templates/book-box';
import { corrugatedCartonTemplates } from './templates/corrugated-cartons';
import { corrugatedTrayTemplates } from './templates/corrugated-trays';
import { corrugatedWrapSlideAndPadTemplates } from './templates/corrugated-wraps-slides-and-pads';
import { flatPieceTemplates } from './templates/flat-pieces';
import { foodBoxTemplates } from './templates/food-boxes';
import { gluedTray } from './templates/glued-tray';
import { lidAndBaseBox } from './templates/lid-and-base-box';
import { autoLockBottomBox, snapLockBottomBox } from './templates/lock-bottom-boxes';
import { mailerBox } from './templates/mailer-box';
import { polygonalAndAngledBoxTemplates } from './templates/polygonal-and-angled-boxes';
import { rigidBoxTemplates } from './templates/rigid-boxes';
import { rigidFlatGoodsTemplates } from './templates/rigid-flat-goods';
import { rollEndTray } from './templates/roll-end-tray';
import { sealEndCarton } from './templates/seal-end-carton';
import { sleeve } from './templates/sleeve';
import { slottedBoxVariantTemplates } from './templates/slotted-box-variants';
import { slottedBoxes } from './templates/slotted-boxes';
import { specialBoxTemplates } from './templates/special-boxes';
import { telescopeBox } from './templates/telescope-box';
import { trayAndShirtBoxTemplates } from './templates/tray-and-shirt-boxes';
import { reverseTuckEndBoxes, straightTuckEndBoxes } from './templates/tuck-end-boxes';

/**
 * The catalog: every template the service offers, in catalog order. Constructions are drawn in inside
 * sizes; each box template also takes outside or score sizes through `dimension_type`.
 */
export const TEMPLATES: readonly TemplateDefinition[] = [
  ...reverseTuckEndBoxes,
  ...straightTuckEndBoxes,
  snapLockBottomBox,
  autoLockBottomBox,
  sealEndCarton,
  sleeve,
  gluedTray,
  ...slottedBoxes,
  telescopeBox,
  mailerBox,
  rollEndTray,
  lidAndBaseBox,
  bookBox,
  ...trayAndShirtBoxTemplates,
  ...specialBoxTemplates,
  ...foodBoxTemplates,
  ...polygonalAndAngledBoxTemplates,
  ...bagPillowAndWrapTemplates,
  ...flatPieceTemplates,
  ...corrugatedCartonTemplates,
  ...corrugatedTrayTemplates,
  ...slottedBoxVariantTemplates,
  ...corrugatedWrapSlideAndPadTemplates,
  ...rigidBoxTemplates,
  ...rigidFlatGoodsTemplates,
].map((template) => ((template.form ?? 'box') === 'box' ? withDimensionType(template) : template));

const templatesById = new Map(TEMPLATES.map((template) => [template.id, template]));

export function findTemplate(id: string): TemplateDefinition | undefined {
  return templatesById.get(id);
}

/** Every group of the catalog, in catalog order, those that hold no template yet included. */
export function listTemplateGroups(): TemplateGroup[] {
  return [...TEMPLATE_GROUP_LIST];
}
