import type { TemplateDefinition } from '../template-definition';
import { drawerBox } from './drawer-box';
import { hingedLidBox } from './hinged-lid-box';
import { magneticFlapBox } from './magnetic-flap-box';
import { shoulderBox } from './shoulder-box';

/** Rigid boxes beside lid and base and the book box: shoulder, drawer, hinged lid and magnetic flap. */
export const rigidBoxTemplates: TemplateDefinition[] = [
  shoulderBox,
  drawerBox,
  hingedLidBox,
  magneticFlapBox,
];
