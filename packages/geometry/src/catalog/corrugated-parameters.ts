import { type CorrugatedBoard, corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import type { TemplateParameter, TemplateValues } from './template-definition';

const FLUTE_LIST = FLUTES.map((flute) => `${flute} (${FLUTE_PROFILES[flute].caliper} mm)`).join(', ');

/** The corrugated board; its caliper and every allowance follow from the flute. */
export const fluteParameter: TemplateParameter = {
  name: 'flute',
  dataType: 'string',
  description: `Corrugated flute, which sets the board caliper and every allowance: ${FLUTE_LIST}; BC is double wall.`,
  required: false,
  default: 'B',
  allowedValues: [...FLUTES],
};

/** The board of a corrugated template's values; flutes run along the blank's y axis unless said otherwise. */
export function corrugatedBoardOf(values: TemplateValues, flutes: 'x' | 'y' = 'y'): CorrugatedBoard {
  const flute = String(values.flute ?? 'B') as Flute;
  return corrugatedBoard(FLUTES.includes(flute) ? flute : 'B', flutes);
}

/** How the manufacturer's joint of a slotted box is closed. */
export const JOINTS = ['glued', 'stitched', 'taped'] as const;
export type Joint = (typeof JOINTS)[number];
export const JOINT_NAMES: Record<Joint, string> = {
  glued: 'Glued Joint',
  stitched: 'Stitched Joint',
  taped: 'Taped Joint',
};
