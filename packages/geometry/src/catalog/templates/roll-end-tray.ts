import { buildRollEndTray, rollEndMinimumWidth } from '../../corrugated/roll-end-tray';
import { dimensionTextsParameter, insideSizeParameters, num, overflowParameter } from '../common-parameters';
import { atLeast } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

/** The rules every roll-end box shares: the width must hold two lugs per inner wall. */
export function rollEndConstraints(values: TemplateValues): ConstraintViolation[] {
  const board = corrugatedBoardOf(values);
  return atLeast(
    values,
    'width',
    rollEndMinimumWidth(board),
    `two locking lugs on each inner wall need this width in ${board.flute} flute`,
  );
}

/** FEFCO 0421: a one-piece tray with roll-over double end walls locked by lugs, and eared side walls. */
export const rollEndTray: TemplateDefinition = {
  id: 'becf-24211',
  name: 'Roll End Tray',
  group: templateGroup('corrugated_cardboards_tray_boxes'),
  standardCode: 'FEFCO 0421',
  tags: ['corrugated', 'tray', 'roll end', 'open top', 'one piece'],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 25 }, { length: 800, width: 600, height: 300 }),
    fluteParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 300, width: 200, height: 80 },
  features: {},
  variants: [],
  constraints: rollEndConstraints,
  build: (values) => [
    {
      name: 'blank',
      graph: buildRollEndTray({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        board: corrugatedBoardOf(values),
      }),
    },
  ],
};
