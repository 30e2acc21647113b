import { buildTakeOutPail, TAB_WIDTH } from '../../cartons/take-out-pail';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

const spec = (values: TemplateValues) => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  taper: num(values, 'taper'),
  handleHoles: values.handle_holes !== false,
  material: num(values, 'material'),
});

/** A Chinese take-out (oyster) pail: leaning walls, web gussets, a pitched roof locked by a tab. */
export const takeOutPail: TemplateDefinition = {
  id: 'becf-18006',
  name: 'Chinese Take-Out Pail',
  group: templateGroup('cartons_food_boxes'),
  standardCode: null,
  form: 'shape',
  tags: [
    'folding carton',
    'food',
    'take-out',
    'takeaway',
    'chinese take-out box',
    'oyster pail',
    'noodle box',
    'pail',
    'web corners',
    'wire handle',
  ],
  parameters: [
    lengthParameter('length', 'Inside length of the base (the roof ridge runs along it).', {
      default: 90,
      minimum: 60,
      maximum: 200,
    }),
    lengthParameter('width', 'Inside width of the base.', { default: 70, minimum: 50, maximum: 150 }),
    lengthParameter('height', 'Height of the walls, up the lean.', {
      default: 95,
      minimum: 50,
      maximum: 200,
    }),
    {
      name: 'taper',
      dataType: 'integer',
      description: 'How far the walls lean outward from upright, in degrees.',
      required: false,
      default: 10,
      minimum: 8,
      maximum: 12,
    },
    {
      name: 'handle_holes',
      dataType: 'boolean',
      description: 'Two wire-handle holes in each end wall, 10 mm under its rim.',
      required: false,
      default: true,
    },
    materialParameter(0.5, 0.4, 0.6),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 90, width: 70, height: 95 },
  features: {},
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    // the roof tab sits in the middle of the ridge with room either side
    return atLeast(values, 'length', 3 * TAB_WIDTH, 'the roof tab needs the middle third of the ridge');
  },
  build: (values) => [{ name: 'blank', graph: buildTakeOutPail(spec(values)) }],
};
