import { buildBurgerClamshell } from '../../cartons/burger-clamshell';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atMost } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

const spec = (values: TemplateValues) => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  taper: num(values, 'taper'),
  tongueWidth: num(values, 'tongue_width'),
  material: num(values, 'material'),
});

/** A burger clamshell: base and lid with leaning walls and web corners, a tongue lock at the front. */
export const burgerClamshell: TemplateDefinition = {
  id: 'becf-18004',
  name: 'Burger Clamshell',
  group: templateGroup('cartons_food_boxes'),
  standardCode: null,
  form: 'shape',
  tags: [
    'folding carton',
    'food',
    'burger box',
    'clamshell',
    'hamburger',
    'takeaway',
    'hinged lid',
    'web corners',
    'gusset corners',
  ],
  parameters: [
    lengthParameter('length', 'Inside length of the base at the bottom, along the hinge.', {
      default: 110,
      minimum: 70,
      maximum: 250,
    }),
    lengthParameter('width', 'Inside width of the base at the bottom, front to back.', {
      default: 110,
      minimum: 70,
      maximum: 250,
    }),
    lengthParameter('height', 'Height of the base walls; the lid walls are the same.', {
      default: 40,
      minimum: 25,
      maximum: 80,
    }),
    {
      name: 'taper',
      dataType: 'integer',
      description: 'How far the walls lean outward from upright, in degrees.',
      required: false,
      default: 15,
      minimum: 10,
      maximum: 20,
    },
    lengthParameter(
      'tongue_width',
      'Width of the lock tongue on the lid front (the slit is 2 mm narrower).',
      {
        default: 20,
        minimum: 12,
        maximum: 25,
      },
    ),
    materialParameter(0.5, 0.35, 0.7),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 110, width: 110, height: 40 },
  features: {},
  variants: [],
  constraints(values) {
    const shorter = Math.min(num(values, 'length'), num(values, 'width'));
    return [
      // deeper walls would need a double hinge crease at the back (not drawn)
      ...atMost(
        values,
        'height',
        shorter / 2,
        'the walls are at most half the base deep, on one hinge crease',
      ),
      ...atMost(
        values,
        'tongue_width',
        num(values, 'length') / 4,
        'the tongue stays in the middle of the front',
      ),
    ];
  },
  build: (values) => [{ name: 'blank', graph: buildBurgerClamshell(spec(values)) }],
};
