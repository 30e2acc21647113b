import type { TemplateDefinition } from '../template-definition';
import { lockedCornerTray } from './locked-corner-tray';
import { shirtBox } from './shirt-box';
import { telescopeCarton } from './telescope-carton';

/** Trays without glue, trays with lids, shirt boxes and two-piece cartons. */
export const trayAndShirtBoxTemplates: TemplateDefinition[] = [lockedCornerTray, shirtBox, telescopeCarton];
