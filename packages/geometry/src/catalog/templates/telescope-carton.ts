import { trayMinimumHeight } from '../../cartons/glued-tray';
import { buildTelescopeCarton, type TelescopeCartonSpec } from '../../cartons/telescope-carton';
import { designRuleLimits } from '../../design-rules/design-rules';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

/** The lid's depth: as asked, else the base's height (a full telescope). */
export const telescopeLidDepthOf = (values: TemplateValues): number =>
  typeof values.lid_depth === 'number' ? values.lid_depth : num(values, 'height');

export const telescopeCartonSpec = (values: TemplateValues): TelescopeCartonSpec => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  material: num(values, 'material'),
  glueFlap: num(values, 'glue_flap'),
  lidDepth: telescopeLidDepthOf(values),
  clearance: num(values, 'lid_clearance'),
});

/** A folding-carton base tray and a full-depth lid over it, both with glued corners. */
export const telescopeCarton: TemplateDefinition = {
  id: 'becf-14101',
  name: 'Two-Piece Telescope Carton',
  group: templateGroup('cartons_standard_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'telescope',
    'full telescope',
    'lid and base',
    'two pieces',
    'tray',
    'glued corners',
    'gift box',
  ],
  parameters: [
    ...insideSizeParameters({ length: 40, width: 30, height: 15 }, { length: 600, width: 400, height: 200 }),
    materialParameter(0.5, 0.2, 1.2),
    {
      name: 'lid_depth',
      dataType: 'length',
      description: "Inside depth of the lid; when not given, the base's height (a full telescope).",
      required: false,
      minimum: 15,
      maximum: 200,
    },
    lengthParameter(
      'lid_clearance',
      "Play between the lid's inside and the base's outside, across each size (half on each side).",
      { default: 1, minimum: 0.5, maximum: 3 },
    ),
    lengthParameter('glue_flap', 'Width of the corner glue flaps, glued inside the end walls.', {
      default: 12,
      minimum: 8,
      maximum: 40,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 150, height: 60 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-16101', name: 'Locked corners, no glue' }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const minimum = trayMinimumHeight(
      num(values, 'glue_flap'),
      num(values, 'material'),
      designRuleLimits(num(values, 'material')).glueLand,
    );
    return [
      ...atMost(
        values,
        'glue_flap',
        num(values, 'width') / 2 - 1,
        'the two glue flaps inside an end wall must not meet',
      ),
      ...atLeast(values, 'height', minimum, 'the corner glue flaps need a glue land of at least 6 mm'),
      ...(typeof values.lid_depth === 'number'
        ? [
            ...atMost(values, 'lid_depth', num(values, 'height'), 'the lid cannot reach below the base'),
            ...atLeast(
              values,
              'lid_depth',
              minimum,
              "the lid's glue flaps need a glue land of at least 6 mm",
            ),
          ]
        : []),
    ];
  },
  build: (values) => buildTelescopeCarton(telescopeCartonSpec(values)),
};
