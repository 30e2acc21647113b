import { LOCKED_TRAY_MIN_HEIGHT, LOCKED_TRAY_MIN_WIDTH } from '../../cartons/locked-corner-tray';
import { buildShirtBox, type ShirtBoxSpec } from '../../cartons/shirt-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atMost, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

export const shirtBoxSpec = (values: TemplateValues): ShirtBoxSpec => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  material: num(values, 'material'),
  lidDepth: num(values, 'lid_depth'),
  clearance: num(values, 'lid_clearance'),
});

/** Two-piece shirt box: a lid and a base, each a locked-corner tray folded without glue. */
export const shirtBox: TemplateDefinition = {
  id: 'becf-16101',
  name: 'Shirt Box, Lid and Base with Locking Corners',
  group: templateGroup('cartons_shirt_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'shirt box',
    'apparel box',
    'garment box',
    'lid and base',
    'two pieces',
    'telescope lid',
    'no glue',
    'locked corners',
    'lock corner',
  ],
  parameters: [
    ...insideSizeParameters(
      { length: LOCKED_TRAY_MIN_WIDTH, width: LOCKED_TRAY_MIN_WIDTH, height: LOCKED_TRAY_MIN_HEIGHT },
      { length: 600, width: 400, height: 200 },
    ),
    materialParameter(0.5, 0.2, 1.2),
    lengthParameter(
      'lid_depth',
      "Inside depth of the lid's walls; at most the base's height (equal for a full telescope).",
      {
        default: 30,
        minimum: LOCKED_TRAY_MIN_HEIGHT,
        maximum: 200,
      },
    ),
    lengthParameter(
      'lid_clearance',
      "Play between the lid's inside and the base's outside, across each size (half on each side).",
      { default: 1, minimum: 0.5, maximum: 3 },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 380, width: 260, height: 60, lid_depth: 40 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-14101', name: 'Glued corners, full-depth lid' }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    return atMost(
      values,
      'lid_depth',
      num(values, 'height'),
      "the lid rests on the base's end walls and cannot reach below the base",
    );
  },
  build: (values) => buildShirtBox(shirtBoxSpec(values)),
};
