import {
  CORRUGATED_STRIP_CLEARANCE,
  cellWidth,
  type SlottedPartitionSpec,
  STRIP_HEADROOM,
} from '../../cartons/slotted-partition';
import { dimensionTextsParameter, lengthParameter, num, overflowParameter } from '../common-parameters';
import { atLeast } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { cells, cellsParameter, partitionStripParts } from './slotted-partition';

/** The narrowest cell of a corrugated grid: room for a hand and for the slots' knives between. */
export const MIN_CORRUGATED_CELL = 25;

function partitionSpec(values: TemplateValues): SlottedPartitionSpec {
  // flutes up the strips (the blank's y), so the walls of the grid stand stiff
  const board = corrugatedBoardOf(values, 'y');
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    material: board.caliper,
    board,
    cellsAlong: cells(values, 'cells_along', 3),
    cellsAcross: cells(values, 'cells_across', 2),
  };
}

/** Each cell keeps MIN_CORRUGATED_CELL mm: the span must hold n cells and n - 1 boards. */
function spanHoldsCells(
  values: TemplateValues,
  span: 'length' | 'width',
  count: number,
): ConstraintViolation[] {
  const t = corrugatedBoardOf(values).caliper;
  if (cellWidth(num(values, span), count, t) >= MIN_CORRUGATED_CELL - 1e-9) return [];
  return atLeast(
    values,
    span,
    count * MIN_CORRUGATED_CELL + (count - 1) * t,
    `each of the ${count} cells is at least ${MIN_CORRUGATED_CELL} mm across between strips of this flute`,
  );
}

/**
 * FEFCO 0933: a grid of corrugated strips that interlock by half-height slots, long strips slotted from
 * the top, short ones from the bottom; each kind is its own nesting component.
 */
export const corrugatedPartition: TemplateDefinition = {
  id: 'becf-29331',
  name: 'Slotted Partition',
  group: templateGroup('corrugated_cardboards_separators'),
  standardCode: 'FEFCO 0933',
  tags: [
    'corrugated',
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
      `Inside length of the box the grid goes in; the long strips are ${CORRUGATED_STRIP_CLEARANCE} mm shorter.`,
      { minimum: 60, maximum: 1200 },
    ),
    lengthParameter(
      'width',
      `Inside width of the box; the short strips are ${CORRUGATED_STRIP_CLEARANCE} mm shorter.`,
      { minimum: 60, maximum: 800 },
    ),
    lengthParameter('height', `Inside height of the box; the strips are ${STRIP_HEADROOM} mm lower.`, {
      minimum: 40,
      maximum: 600,
    }),
    fluteParameter,
    cellsParameter('cells_along', 'along the length', 3),
    cellsParameter('cells_across', 'across the width', 2),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { length: 300, width: 200, height: 150 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = partitionSpec(values);
    return [
      ...spanHoldsCells(values, 'length', spec.cellsAlong),
      ...spanHoldsCells(values, 'width', spec.cellsAcross),
    ];
  },
  build: (values) => partitionStripParts(partitionSpec(values), 'corrugated'),
};
