import { buildTaperedTray, type TaperedTraySpec } from '../../cartons/tapered-tray';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

/** Each wall flares at most this much from the vertical. */
export const MAX_FLARE_DEG = 20;

const specOf = (values: TemplateValues): TaperedTraySpec => ({
  lengthBottom: num(values, 'length_bottom'),
  widthBottom: num(values, 'width_bottom'),
  lengthTop: num(values, 'length_top'),
  widthTop: num(values, 'width_top'),
  height: num(values, 'height'),
  material: num(values, 'material'),
  glueFlap: num(values, 'glue_flap'),
});

export const taperedTray: TemplateDefinition = {
  id: 'becf-19203',
  name: 'Tapered Tray',
  group: templateGroup('cartons_angled_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'tray',
    'tapered tray',
    'frustum',
    'flared walls',
    'angled box',
    'nesting tray',
    'glued corners',
  ],
  parameters: [
    lengthParameter('length_bottom', 'Inside length of the bottom.', {
      minimum: 40,
      maximum: 500,
      default: 120,
    }),
    lengthParameter('width_bottom', 'Inside width of the bottom.', {
      minimum: 30,
      maximum: 400,
      default: 80,
    }),
    lengthParameter('length_top', 'Inside length of the opening, at the rim.', {
      minimum: 40,
      maximum: 600,
      default: 150,
    }),
    lengthParameter('width_top', 'Inside width of the opening, at the rim.', {
      minimum: 30,
      maximum: 500,
      default: 105,
    }),
    lengthParameter('height', 'Height of the tray, upright from the bottom to the rim.', {
      minimum: 20,
      maximum: 300,
      default: 50,
    }),
    materialParameter(0.5, 0.2, 1.2),
    lengthParameter('glue_flap', 'Width of the glue flaps at the corners.', {
      minimum: 10,
      maximum: 25,
      default: 14,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  features: { flap: { id: 'glued_corner_flaps', name: 'Glue flaps on the corner edges' } },
  variants: [],
  form: 'shape',
  sampleSize: { length_bottom: 120, width_bottom: 80, length_top: 150, width_top: 105, height: 50 },
  constraints(values) {
    const height = num(values, 'height');
    const flare = height * Math.tan((MAX_FLARE_DEG * Math.PI) / 180);
    const problems: ConstraintViolation[] = [];
    for (const [top, bottom] of [
      ['length_top', 'length_bottom'],
      ['width_top', 'width_bottom'],
    ] as const) {
      const reach = num(values, bottom) + 2 * flare;
      problems.push(
        ...atLeast(
          values,
          top,
          num(values, bottom),
          `the walls flare out: the opening is no smaller than the bottom`,
        ),
        ...atMost(values, top, reach, `each wall leans at most ${MAX_FLARE_DEG} degrees from upright`),
      );
    }
    if (problems.length > 0) return problems;
    if (num(values, 'length_bottom') < num(values, 'width_bottom'))
      return [
        {
          name: 'length_bottom',
          message: 'length_bottom must not be shorter than width_bottom: length is the longer side.',
          suggestion: { type: 'swap_values', names: ['length_bottom', 'width_bottom'] },
        },
      ];
    // the glue flap lands on the end wall, whose slant is at least the height, and keeps its ends' bevels
    return atMost(
      values,
      'glue_flap',
      Math.min(height / 2, num(values, 'width_bottom') / 2),
      'the glue flap must fit on the end wall',
    );
  },
  build(values) {
    return [{ name: 'blank', graph: buildTaperedTray(specOf(values)) }];
  },
};
