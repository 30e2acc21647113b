import { buildSlideBox } from '../../corrugated/slide-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';
import { rollEndConstraints } from './roll-end-tray';

/** FEFCO 0501: a roll-end tray that slides in a sleeve glued on its long side, thumb half-moons at its ends. */
export const slideBox: TemplateDefinition = {
  id: 'becf-25011',
  name: 'Slide Box with Sleeve and Tray',
  group: templateGroup('corrugated_cardboards_special_boxes'),
  standardCode: 'FEFCO 0501',
  tags: ['corrugated', 'slide box', 'drawer box', 'sleeve', 'tray', 'matchbox', 'two pieces', 'thumb cut'],
  parameters: [
    ...insideSizeParameters({ length: 60, width: 50, height: 25 }, { length: 800, width: 600, height: 300 }),
    fluteParameter,
    lengthParameter(
      'sleeve_clearance',
      "Play between the sleeve's inside and the tray's outside, across the width and the height (half on each side).",
      { default: 1.5, minimum: 1, maximum: 3 },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 300, width: 200, height: 80 },
  features: {},
  variants: [],
  constraints: rollEndConstraints,
  build: (values) =>
    buildSlideBox({
      length: num(values, 'length'),
      width: num(values, 'width'),
      height: num(values, 'height'),
      clearance: num(values, 'sleeve_clearance'),
      // flutes up the walls of both pieces: across every crease of the sleeve
      board: corrugatedBoardOf(values, 'y'),
    }),
};
