import {
  buildFoldedInsert,
  compartmentBase,
  type FoldedInsertSpec,
  INSERT_CLEARANCE,
} from '../../cartons/folded-insert';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { MIN_CELL } from './slotted-partition';

function insertSpec(values: TemplateValues): FoldedInsertSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    material: num(values, 'material'),
    compartments: typeof values.number_of_pages === 'number' ? values.number_of_pages : 3,
    ribCap: num(values, 'rib_cap'),
  };
}

/** One strip folded into N compartments by hollow double ribs, for a box of the given inside size. */
export const foldedInsert: TemplateDefinition = {
  id: 'becf-17102',
  name: 'Folded Insert with Compartments',
  group: templateGroup('cartons_separators'),
  standardCode: null,
  tags: ['insert', 'separator', 'divider', 'compartments', 'folded insert', 'ribs', 'no glue', 'one piece'],
  parameters: [
    lengthParameter(
      'length',
      `Inside length of the box the insert goes in; the insert is ${INSERT_CLEARANCE} mm shorter.`,
      {
        minimum: 40,
        maximum: 600,
      },
    ),
    lengthParameter('width', `Inside width of the box; the strip is ${INSERT_CLEARANCE} mm narrower.`, {
      minimum: 20,
      maximum: 400,
    }),
    lengthParameter('height', 'Height of the ribs and end walls above the bases.', {
      minimum: 15,
      maximum: 200,
    }),
    materialParameter(0.5, 0.3, 1),
    {
      name: 'number_of_pages',
      dataType: 'integer',
      description: 'Number of compartments, divided by one rib fewer.',
      required: false,
      default: 3,
      minimum: 2,
      maximum: 12,
    },
    lengthParameter('rib_cap', 'Width of the cap on top of each rib: the double rib is this thick.', {
      default: 4,
      minimum: 3,
      maximum: 20,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { length: 200, width: 80, height: 50 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = insertSpec(values);
    if (compartmentBase(spec) >= MIN_CELL - 1e-9) return [];
    return atLeast(
      values,
      'length',
      spec.compartments * MIN_CELL + INSERT_CLEARANCE + spec.material + (spec.compartments - 1) * spec.ribCap,
      `each of the ${spec.compartments} compartments is at least ${MIN_CELL} mm long`,
    );
  },
  build: (values) => [{ name: 'blank', graph: buildFoldedInsert(insertSpec(values)) }],
};
