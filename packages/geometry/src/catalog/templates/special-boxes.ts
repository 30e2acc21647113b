import type { TemplateDefinition } from '../template-definition';
import { airplaneTuckEndBox } from './airplane-tuck-end-box';
import { briefcaseBox } from './briefcase-box';
import { gableBox, gableBoxSnapLock } from './gable-box';
import { tearOffDisplayCarton } from './tear-off-display-carton';

/** Special boxes (gable, briefcase, tear-off display) and more tuck end styles. */
export const specialBoxTemplates: TemplateDefinition[] = [
  tearOffDisplayCarton,
  gableBox,
  gableBoxSnapLock,
  briefcaseBox,
  airplaneTuckEndBox,
];
