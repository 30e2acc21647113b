import {
  buildSlottedPartition,
  cellWidth,
  type SlottedPartitionSpec,
  STRIP_HEADROOM,
  stripHeight,
} from '../../cartons/slotted-partition';
import { translation } from '../../panel-graph/fold-model';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast } from '../constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateParameter,
  TemplateValues,
} from '../template-definition';
import { templateGroup } from '../template-groups';

/** The narrowest cell: room for a finger and for the knives of neighbouring slots. */
export const MIN_CELL = 15;
const MAX_CELLS = 12;

export const cellsParameter = (name: string, along: string, fallback: number): TemplateParameter => ({
  name,
  dataType: 'integer',
  description: `Cells ${along}; one strip fewer divides them (cells - 1 strips of the other kind per box).`,
  required: false,
  default: fallback,
  minimum: 2,
  maximum: MAX_CELLS,
});

export const cells = (values: TemplateValues, name: string, fallback: number): number =>
  typeof values[name] === 'number' ? (values[name] as number) : fallback;

function partitionSpec(values: TemplateValues): SlottedPartitionSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    material: num(values, 'material'),
    cellsAlong: cells(values, 'cells_along', 3),
    cellsAcross: cells(values, 'cells_across', 2),
  };
}

/** Each cell keeps MIN_CELL mm: the span must hold n cells and n - 1 boards. */
function spanHoldsCells(
  values: TemplateValues,
  span: 'length' | 'width',
  count: number,
): ConstraintViolation[] {
  const t = num(values, 'material');
  if (cellWidth(num(values, span), count, t) >= MIN_CELL - 1e-9) return [];
  return atLeast(
    values,
    span,
    count * MIN_CELL + (count - 1) * t,
    `each of the ${count} cells is at least ${MIN_CELL} mm`,
  );
}

/** A grid of interlocking strips for a box: long strips slotted from the top, short ones from the bottom. */
export const slottedPartition: TemplateDefinition = {
  id: 'becf-17101',
  name: 'Slotted Partition',
  group: templateGroup('cartons_separators'),
  standardCode: null,
  tags: [
    'partition',
    'divider',
    'separator',
    'insert',
    'grid',
    'cells',
    'interlocking strips',
    'bottle divider',
    'no glue',
  ],
  parameters: [
    lengthParameter(
      'length',
      'Inside length of the box the grid goes in; the long strips are 1 mm shorter.',
      {
        minimum: 40,
        maximum: 600,
      },
    ),
    lengthParameter('width', 'Inside width of the box; the short strips are 1 mm shorter.', {
      minimum: 40,
      maximum: 400,
    }),
    lengthParameter('height', `Inside height of the box; the strips are ${STRIP_HEADROOM} mm lower.`, {
      minimum: 25,
      maximum: 300,
    }),
    materialParameter(0.5, 0.3, 1),
    cellsParameter('cells_along', 'along the length', 3),
    cellsParameter('cells_across', 'across the width', 2),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { length: 200, width: 130, height: 80 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = partitionSpec(values);
    return [
      ...spanHoldsCells(values, 'length', spec.cellsAlong),
      ...spanHoldsCells(values, 'width', spec.cellsAcross),
    ];
  },
  build: (values) => partitionStripParts(partitionSpec(values), 'folding_carton'),
};

/** The two kinds of strip of a partition grid, each its own part, laid flat side by side. */
export function partitionStripParts(spec: SlottedPartitionSpec, category: 'folding_carton' | 'corrugated') {
  const { long, short } = buildSlottedPartition(spec);
  return [
    {
      name: 'long_strip',
      graph: long,
      component: { id: 'long_strip', name: 'Long strip', category },
      placement: translation(0, 0, 0),
    },
    {
      name: 'short_strip',
      graph: short,
      component: { id: 'short_strip', name: 'Short strip', category },
      // beside the long strip, lying flat
      placement: translation(0, -(stripHeight(spec) + 10), 0),
    },
  ];
}
