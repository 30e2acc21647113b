import type { TemplateDefinition } from '../template-definition';
import { corrugatedGluedTray } from './corrugated-glued-tray';
import { doubleFrontMailerBox } from './double-front-mailer-box';
import { doubleSideWallTray } from './double-side-wall-tray';
import { lockingCoverBox } from './locking-cover-box';
import { doubleFrontDisplayTray, rollEndDisplayTray } from './roll-end-display-tray';

/** Corrugated die-cut trays and folder boxes (FEFCO 04xx) beside the roll-end tray and the mailer. */
export const corrugatedTrayTemplates: TemplateDefinition[] = [
  doubleSideWallTray,
  doubleFrontMailerBox,
  lockingCoverBox,
  rollEndDisplayTray,
  doubleFrontDisplayTray,
  corrugatedGluedTray,
];
