import type { TemplateDefinition } from '../template-definition';
import { corrugatedPad, foldedPad } from './corrugated-pad';
import { corrugatedPartition } from './corrugated-partition';
import { slideBox, slideBoxShortJoint } from './slide-box';
import { fivePanelFolder, wrapAroundFolder } from './wrap-around-folder';

/** Corrugated wrap-arounds, slide boxes, partitions and pads (FEFCO 04xx, 05xx, 09xx). */
export const corrugatedWrapSlideAndPadTemplates: TemplateDefinition[] = [
  wrapAroundFolder,
  fivePanelFolder,
  slideBox,
  slideBoxShortJoint,
  corrugatedPartition,
  corrugatedPad,
  foldedPad,
];
