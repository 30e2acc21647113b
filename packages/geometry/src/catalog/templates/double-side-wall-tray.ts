import { buildDoubleSideWallTray } from '../../corrugated/double-side-wall-tray';
import { rollEndMinimumWidth } from '../../corrugated/roll-end-tray';
import { dimensionTextsParameter, insideSizeParameters, num, overflowParameter } from '../common-parameters';
import { atLeast, lengthNotShorterThanWidth } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** FEFCO 0422: a one-piece self-locking tray whose long side walls roll over double and trap the end walls' ears. */
export const doubleSideWallTray: TemplateDefinition = {
  id: 'becf-24221',
  name: 'Self-Locking Tray with Double Side Walls',
  group: templateGroup('corrugated_cardboards_tray_boxes'),
  standardCode: 'FEFCO 0422',
  tags: [
    'corrugated',
    'tray',
    'self locking',
    'roll over',
    'double walls',
    'open top',
    'one piece',
    'no glue',
  ],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 25 }, { length: 800, width: 600, height: 300 }),
    fluteParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 300, width: 200, height: 80 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-21709', name: 'Glued corners' }],
  constraints(values) {
    const swapped = lengthNotShorterThanWidth(values);
    if (swapped.length > 0) return swapped;
    const board = corrugatedBoardOf(values, 'x');
    // the rolls run along the length, which must hold two lugs per inner wall
    return atLeast(
      values,
      'length',
      rollEndMinimumWidth(board),
      `two locking lugs on each inner side wall need this length in ${board.flute} flute`,
    );
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildDoubleSideWallTray({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        // the flutes run up the rolled side walls, across the sheet's x
        board: corrugatedBoardOf(values, 'x'),
      }),
    },
  ],
};
