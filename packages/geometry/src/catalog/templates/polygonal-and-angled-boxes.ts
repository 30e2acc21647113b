import type { TemplateDefinition } from '../template-definition';
import { hexagonalTuckEndBox, octagonalTuckEndBox, triangularPrismBox } from './polygonal-tuck-end-box';
import { openSlantedFrontDisplayBox, slantedFrontDisplayBox } from './slanted-front-box';
import { taperedTray } from './tapered-tray';

/** Polygonal prisms and boxes with slanted or tapered walls. */
export const polygonalAndAngledBoxTemplates: TemplateDefinition[] = [
  hexagonalTuckEndBox,
  octagonalTuckEndBox,
  triangularPrismBox,
  slantedFrontDisplayBox,
  openSlantedFrontDisplayBox,
  taperedTray,
];
