import { arcRadius, buildFriesScoop, friesScoopSizes } from '../../cartons/fries-scoop';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

const spec = (values: TemplateValues) => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  frontHeight: num(values, 'front_height'),
  frontDip: num(values, 'front_dip'),
  lipCrease: values.lip_crease !== false,
  glueFlap: num(values, 'glue_flap'),
  material: num(values, 'material'),
});

/** The smallest glue land the side seam keeps, mm, and the least board under the front's dip. */
const MIN_SEAM = 25;
const MIN_UNDER_DIP = 35;

/** A fries scoop: a glued tube with a short, concave front, a taller back, gussets and a glued bottom. */
export const friesScoop: TemplateDefinition = {
  id: 'becf-18002',
  name: 'Fries Scoop',
  group: templateGroup('cartons_food_boxes'),
  standardCode: null,
  form: 'shape',
  tags: ['folding carton', 'food', 'fries', 'chips', 'scoop', 'french fries box', 'takeaway', 'gusset'],
  parameters: [
    lengthParameter('length', 'Inside width of the front and back walls.', {
      default: 90,
      minimum: 50,
      maximum: 200,
    }),
    lengthParameter('width', 'Inside depth: the bottom panel between front and back.', {
      default: 35,
      minimum: 25,
      maximum: 80,
    }),
    lengthParameter('height', 'Inside height of the back wall.', { default: 130, minimum: 60, maximum: 250 }),
    lengthParameter('front_height', 'Inside height of the front wall at its corners (lower than the back).', {
      default: 95,
      minimum: 45,
      maximum: 240,
    }),
    lengthParameter('front_dip', "How far the front's concave top edge dips in its middle.", {
      default: 18,
      minimum: 5,
      maximum: 60,
    }),
    {
      name: 'lip_crease',
      dataType: 'boolean',
      description: "A curved crease 8 mm under the front's top edge, so the lip rolls outward.",
      required: false,
      default: true,
    },
    lengthParameter('glue_flap', 'Width of the side seam glue flap, glued inside the front.', {
      default: 12,
      minimum: 10,
      maximum: 20,
    }),
    materialParameter(0.4, 0.3, 0.6),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 90, width: 35, height: 130, front_height: 95, front_dip: 18 },
  features: {},
  variants: [],
  constraints(values) {
    const t = num(values, 'material');
    const chord = num(values, 'length') + t;
    return [
      ...atMost(
        values,
        'front_height',
        num(values, 'height') - 10,
        'the back stands at least 10 mm above the front',
      ),
      // a shallow arc: its radius at least ten boards (a counter plate forms it), at most a quarter of the chord deep
      ...atMost(values, 'front_dip', chord / 4, 'the front dips at most a quarter of its width'),
      ...atMost(
        values,
        'front_dip',
        num(values, 'front_height') - MIN_UNDER_DIP,
        `the front keeps ${MIN_UNDER_DIP} mm of wall under its dip`,
      ),
      ...atMost(values, 'glue_flap', num(values, 'length') / 3, 'the side seam glue flap stays on the front'),
      ...(arcRadius(chord, num(values, 'front_dip')) < 10 * t
        ? atLeast(values, 'length', 20 * t, 'the front arc needs a radius of ten boards')
        : []),
      ...(friesScoopSizes(spec(values)).glueFlapHeight < MIN_SEAM
        ? atLeast(
            values,
            'front_height',
            num(values, 'front_height') + MIN_SEAM,
            'the side seam needs room under the lip',
          )
        : []),
    ];
  },
  build: (values) => [{ name: 'blank', graph: buildFriesScoop(spec(values)) }],
};
