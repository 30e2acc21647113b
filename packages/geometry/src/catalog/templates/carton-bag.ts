import { buildCartonBag } from '../../cartons/carton-bag';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** A carton bag with gussets, a glued block bottom, a top hem and hand holes. */
export const cartonBag: TemplateDefinition = {
  id: 'becf-18102',
  name: 'Carton Bag with Gussets and Hand Holes',
  group: templateGroup('cartons_carton_bags_pillows'),
  standardCode: null,
  tags: [
    'folding carton',
    'carton bag',
    'paper bag',
    'shopping bag',
    'gift bag',
    'gusset',
    'block bottom',
    'SOS',
    'handle',
  ],
  parameters: [
    ...insideSizeParameters(
      { length: 120, width: 40, height: 120 },
      { length: 500, width: 250, height: 600 },
    ),
    materialParameter(0.45, 0.3, 0.8),
    lengthParameter('glue_flap', 'Width of the side seam glue flap.', {
      default: 18,
      minimum: 15,
      maximum: 20,
    }),
    lengthParameter('hem', 'Depth of the top hem folded inside (a double ply for the hand holes).', {
      default: 55,
      minimum: 30,
      maximum: 80,
    }),
    lengthParameter('bottom_overlap', 'How far each long bottom flap passes the middle of the bottom.', {
      default: 18,
      minimum: 15,
      maximum: 20,
    }),
    lengthParameter('handle_width', 'Width of the hand hole in the front and back.', {
      default: 90,
      minimum: 80,
      maximum: 100,
    }),
    lengthParameter('handle_height', 'Height of the hand hole.', { default: 25, minimum: 20, maximum: 30 }),
    lengthParameter('handle_offset', 'From the top edge down to the hand hole.', {
      default: 20,
      minimum: 15,
      maximum: 30,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 220, width: 100, height: 280 },
  features: {},
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const hem = atLeast(
      values,
      'hem',
      num(values, 'handle_offset') + num(values, 'handle_height') + 5,
      'the hand hole must lie in the double ply of the hem, 5 mm clear of its edge',
    );
    if (hem.length > 0) return hem;
    return [
      // the gussets' bottom triangles reach W/2 in from each end (their tips stay 10 mm apart), and the
      // hem is glued on both sides of the hand hole with lands of 6 mm, the front's beside the glue flap
      ...atLeast(
        values,
        'length',
        Math.max(num(values, 'width') + 10, num(values, 'handle_width') + 2 * num(values, 'glue_flap') + 25),
        "the gussets' bottom triangles must not meet, and the hem needs glue beside the hand hole",
      ),
      // the gussets' 45-degree creases meet their middle W/2 up, below the hem
      ...atLeast(
        values,
        'height',
        num(values, 'width') / 2 + num(values, 'hem') + 20,
        "the gussets' 45-degree creases must end below the hem",
      ),
      ...atMost(
        values,
        'bottom_overlap',
        num(values, 'width') / 2,
        'the bottom flaps must not pass the far wall',
      ),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildCartonBag({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        material: num(values, 'material'),
        glueFlap: num(values, 'glue_flap'),
        hem: num(values, 'hem'),
        bottomOverlap: num(values, 'bottom_overlap'),
        handle: {
          width: num(values, 'handle_width'),
          height: num(values, 'handle_height'),
          offset: num(values, 'handle_offset'),
        },
      }),
    },
  ],
};
