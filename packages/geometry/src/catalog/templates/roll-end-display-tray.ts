import {
  buildRollEndDisplayTray,
  displayFrontMinimumLength,
  type RollEndDisplayTraySpec,
} from '../../corrugated/roll-end-display-tray';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { rollEndConstraints } from './roll-end-tray';

/** The front is lowered at least this much below the back wall, else the plain roll-end tray fits. */
const MIN_LOWERING = 10;
/** The lowest front that still holds the goods and traps ears the stripping tool can handle. */
const MIN_FRONT = 20;
/**
 * The rolls slope down to the front at most one in one (45 degrees): steeper, the inner walls, which
 * unfold as the outer walls' mirror image in the sloping crease, swing round into the front's ears.
 */
const MAX_SLOPE = 1;

const specOf = (values: TemplateValues, doubleFront: boolean): RollEndDisplayTraySpec => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  frontHeight: num(values, 'front_height'),
  board: corrugatedBoardOf(values),
  doubleFront,
});

/** The rules both display trays share: lugs on the end rolls, a front lowered within the slope. */
function displayTrayConstraints(values: TemplateValues): ConstraintViolation[] {
  return [
    ...rollEndConstraints(values),
    ...atMost(
      values,
      'front_height',
      num(values, 'height') - MIN_LOWERING,
      `the display front stands at least ${MIN_LOWERING} mm lower than the back wall`,
    ),
    ...atLeast(
      values,
      'front_height',
      Math.max(MIN_FRONT, num(values, 'height') - MAX_SLOPE * num(values, 'width')),
      'the front must hold the goods and its ears, and the rolls slope down to it at most 45 degrees',
    ),
  ];
}

const SINGLE_FRONT = { id: 'single_front', name: 'Single lowered front' };
const DOUBLE_FRONT = { id: 'double_front', name: 'Lowered front rolled double' };

/** FEFCO 0470 family: a roll-end display tray with double end walls sloping down to a lowered front. */
export const rollEndDisplayTray: TemplateDefinition = {
  id: 'becf-24701',
  name: 'Roll End Display Tray',
  group: templateGroup('corrugated_cardboards_tray_boxes'),
  standardCode: 'FEFCO 0470',
  tags: [
    'corrugated',
    'tray',
    'display tray',
    'shelf ready',
    'roll end',
    'lowered front',
    'open top',
    'one piece',
  ],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 40 }, { length: 800, width: 600, height: 300 }),
    lengthParameter('front_height', 'Inside height of the lowered front wall, from the base to its rim.', {
      default: 40,
      minimum: MIN_FRONT,
      maximum: 290,
    }),
    fluteParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 300, width: 200, height: 100, front_height: 50 },
  features: { flap: SINGLE_FRONT },
  variants: [{ rel: 'change_flap', templateId: 'becf-24711', name: DOUBLE_FRONT.name }],
  constraints: displayTrayConstraints,
  build: (values) => [{ name: 'blank', graph: buildRollEndDisplayTray(specOf(values, false)) }],
};

/** FEFCO 0471 family: the display tray with its lowered front rolled double as well, locked by lugs. */
export const doubleFrontDisplayTray: TemplateDefinition = {
  ...rollEndDisplayTray,
  id: 'becf-24711',
  name: 'Roll End Display Tray with Double Front',
  standardCode: 'FEFCO 0471',
  tags: [...rollEndDisplayTray.tags, 'double front', 'no glue'],
  features: { flap: DOUBLE_FRONT },
  variants: [{ rel: 'change_flap', templateId: 'becf-24701', name: SINGLE_FRONT.name }],
  constraints(values) {
    const board = corrugatedBoardOf(values);
    return [
      ...displayTrayConstraints(values),
      ...atLeast(
        values,
        'length',
        displayFrontMinimumLength(specOf(values, true)),
        `two locking lugs on the inner front wall need this length in ${board.flute} flute`,
      ),
    ];
  },
  build: (values) => [{ name: 'blank', graph: buildRollEndDisplayTray(specOf(values, true)) }],
};
