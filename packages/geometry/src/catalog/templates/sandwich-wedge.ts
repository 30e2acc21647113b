import { buildSandwichWedge } from '../../cartons/sandwich-wedge';
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
  height: num(values, 'height'),
  width: num(values, 'width'),
  glueFlap: num(values, 'glue_flap'),
  tearStrip: values.tear_strip === false ? 0 : num(values, 'tear_strip_width'),
  material: num(values, 'material'),
});

/** The apex (between back and front) and the base's far corner both stay between 30 and 60 degrees. */
const MAX_LEG_RATIO = Math.tan((60 * Math.PI) / 180);

/** A sandwich wedge: a triangular prism with tuck ends and a zipper across its front. */
export const sandwichWedge: TemplateDefinition = {
  id: 'becf-18003',
  name: 'Sandwich Wedge',
  group: templateGroup('cartons_food_boxes'),
  standardCode: null,
  form: 'shape',
  tags: [
    'folding carton',
    'food',
    'sandwich',
    'sandwich wedge',
    'sandwich skillet',
    'triangular',
    'prism',
    'tear strip',
    'zipper',
    'takeaway',
  ],
  parameters: [
    lengthParameter('length', 'Inside leg of the sandwich face the wedge stands on (the base).', {
      default: 125,
      minimum: 50,
      maximum: 250,
    }),
    lengthParameter('width', 'Inside depth of the wedge: the sandwich thickness plus 2 to 4 mm.', {
      default: 45,
      minimum: 25,
      maximum: 120,
    }),
    lengthParameter('height', 'Inside leg of the sandwich face along the back, square to the base.', {
      default: 125,
      minimum: 50,
      maximum: 250,
    }),
    lengthParameter('glue_flap', 'Width of the glue flap on the front, glued inside the base.', {
      default: 12,
      minimum: 10,
      maximum: 20,
    }),
    {
      name: 'tear_strip',
      dataType: 'boolean',
      description: 'A zipper of two perforations across the front to open the wedge.',
      required: false,
      default: true,
    },
    lengthParameter('tear_strip_width', 'Distance between the two perforations of the zipper.', {
      default: 8,
      minimum: 6,
      maximum: 12,
    }),
    materialParameter(0.4, 0.3, 0.6),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 125, width: 45, height: 125 },
  features: {},
  variants: [],
  constraints(values) {
    const a = num(values, 'length');
    const b = num(values, 'height');
    return [
      // both acute corners between 30 and 60 degrees: a sharper corner crushes at its tuck
      ...atMost(values, 'length', b * MAX_LEG_RATIO, 'the apex between back and front is at most 60 degrees'),
      ...atLeast(
        values,
        'length',
        b / MAX_LEG_RATIO,
        'the apex between back and front is at least 30 degrees',
      ),
      ...atMost(values, 'glue_flap', a / 3, 'the glue flap stays on the base'),
      ...atMost(
        values,
        'tear_strip_width',
        num(values, 'width') / 3,
        'the zipper stays in the middle of the front',
      ),
    ];
  },
  build: (values) => [{ name: 'blank', graph: buildSandwichWedge(spec(values)) }],
};
