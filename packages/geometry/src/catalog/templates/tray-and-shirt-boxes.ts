import type { TemplateDefinition } from '../template-definition';
import { hingedLidShirtBox } from './hinged-lid-shirt-box';
import { lockedCornerTray } from './locked-corner-tray';
import { shirtBox } from './shirt-box';
import { telescopeCarton } from './telescope-carton';
import { tuckLidTray } from './tuck-lid-tray';

/** Trays without glue, trays with lids, shirt boxes and two-piece cartons. */
export const trayAndShirtBoxTemplates: TemplateDefinition[] = [
  lockedCornerTray,
  tuckLidTray,
  shirtBox,
  hingedLidShirtBox,
  telescopeCarton,
];
