import type { TemplateDefinition } from '../template-definition';
import {
  corrugatedAutoBottomBox,
  corrugatedReverseTuckEndBox,
  corrugatedReverseTuckEndBoxWithHanger,
  corrugatedSnapLockBottomBox,
  corrugatedStraightTuckEndBox,
  corrugatedStraightTuckEndBoxWithHanger,
} from './corrugated-carton';

/** Corrugated die-cut cartons: tuck end, snap lock and crash-lock bottom boxes in E and B flute. */
export const corrugatedCartonTemplates: TemplateDefinition[] = [
  corrugatedReverseTuckEndBox,
  corrugatedStraightTuckEndBox,
  corrugatedReverseTuckEndBoxWithHanger,
  corrugatedStraightTuckEndBoxWithHanger,
  corrugatedSnapLockBottomBox,
  corrugatedAutoBottomBox,
];
