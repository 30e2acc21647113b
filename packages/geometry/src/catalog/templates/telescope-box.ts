import { FLUTE_PROFILES } from '../../board/board';
import { buildTelescopeBox } from '../../corrugated/telescope-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** FEFCO 0320: a half-slotted base and a half-slotted lid that telescopes over it. */
export const telescopeBox: TemplateDefinition = {
  id: 'becf-23201',
  name: 'Telescope Box of Two Half Slotted Containers',
  group: templateGroup('corrugated_cardboards_special_boxes'),
  standardCode: 'FEFCO 0320',
  tags: ['corrugated', 'telescope', 'lid and base', 'two pieces', 'half slotted'],
  parameters: [
    ...insideSizeParameters(
      { length: 60, width: 60, height: 40 },
      { length: 1200, width: 800, height: 1000 },
    ),
    fluteParameter,
    lengthParameter('lid_depth', "Inside depth of the lid, at most the base's height.", {
      default: 60,
      minimum: 30,
      maximum: 1000,
    }),
    lengthParameter(
      'lid_clearance',
      "Play between the lid's inside and the base's outside, across each size (half on each side).",
      { default: 3, minimum: 1, maximum: 10 },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 300, width: 200, height: 150 },
  features: {},
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const joint = FLUTE_PROFILES[corrugatedBoardOf(values).flute].joint;
    return [
      ...atMost(values, 'lid_depth', num(values, 'height'), 'the lid cannot reach below the base'),
      ...atLeast(
        values,
        'width',
        joint + 10,
        `the ${joint} mm joint flap must fit on the last panel with room to spare`,
      ),
    ];
  },
  build: (values) =>
    buildTelescopeBox({
      length: num(values, 'length'),
      width: num(values, 'width'),
      height: num(values, 'height'),
      lidDepth: num(values, 'lid_depth'),
      clearance: num(values, 'lid_clearance'),
      board: corrugatedBoardOf(values),
      joint: 'glued',
    }),
};
