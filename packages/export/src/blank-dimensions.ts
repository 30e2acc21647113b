// What a die maker measures on a blank beside the asked sizes: the panels score to score, the blank's
// overall size, which way the flutes or the grain run, and which face the drawing shows.
import type { Bounds, DimensionLine, PanelGraph, Point } from '@diecut/geometry';

/** A dimension line the document draws; `label` replaces the measured value as its text. */
export type DrawnDimension = DimensionLine & { label?: string };

/** Rows below and left of the blank, mm out from its edge: the panel chains, then the overall size. */
const CHAIN_OFFSET_MM = 9;
const OVERALL_OFFSET_MM = 18;
/** The flute or grain arrow: its length and how far right of the blank it stands, mm. */
const DIRECTION_ARROW_MM = 30;
const DIRECTION_OFFSET_MM = 10;
/** Creases closer than this along a chain are one stop (a glue flap's two plies, a double crease). */
const SAME_STOP_MM = 0.5;

/**
 * The score-to-score chains of a blank: every straight crease that runs square to the sheet's x axis
 * is a stop on the chain along the bottom edge (the tube's panels), every one square to y a stop on
 * the chain along the left edge (the closures' depths); each link spans and reads its own length.
 * Then the blank's overall width and height, and the board's direction arrow.
 */
export function blankDimensions(graph: PanelGraph, blank: Bounds): DrawnDimension[] {
  // each crease's place once, in the order met (as a set keeps them), then the blank's two edges
  const across = [blank.minX];
  const along = [blank.minY];
  for (const hinge of graph.hinges) {
    if (hinge.curve || hinge.closesLoop) continue;
    if (Math.abs(hinge.start.x - hinge.end.x) < 1e-6) {
      if (!across.includes(hinge.start.x, 1)) across.push(hinge.start.x);
    } else if (Math.abs(hinge.start.y - hinge.end.y) < 1e-6) {
      if (!along.includes(hinge.start.y, 1)) along.push(hinge.start.y);
    }
  }
  across.push(blank.maxX);
  along.push(blank.maxY);
  const dimensions: DrawnDimension[] = [];
  chain('score_x', across, blank, dimensions);
  chain('score_y', along, blank, dimensions);
  dimensions.push(
    {
      name: 'blank_width',
      start: { x: blank.minX, y: blank.minY },
      end: { x: blank.maxX, y: blank.minY },
      offset: -OVERALL_OFFSET_MM,
      valueMm: blank.maxX - blank.minX,
    },
    {
      name: 'blank_height',
      start: { x: blank.minX, y: blank.minY },
      end: { x: blank.minX, y: blank.maxY },
      offset: OVERALL_OFFSET_MM,
      valueMm: blank.maxY - blank.minY,
    },
  );
  const arrow = directionArrow(graph, blank);
  if (arrow) dimensions.push(arrow);
  return dimensions;
}

/**
 * Sorts a few numbers in place, ascending, keeping equal ones in their order as the stable `sort`
 * does: by insertion, since `sort` boxed every number of the list (and every comparison's result).
 */
function sortNumbers(values: number[]): void {
  for (let i = 1; i < values.length; i++) {
    const value = values[i] as number;
    let j = i - 1;
    while (j >= 0 && (values[j] as number) - value > 0) {
      values[j + 1] = values[j] as number;
      j--;
    }
    values[j + 1] = value;
  }
}

/**
 * Links between neighbouring stops (sorted here, in place), each labelled with the length it spans,
 * added to `dimensions`: a score_x chain runs along the blank's bottom edge, a score_y chain up its
 * left edge. Written out, with no sorted copy, kept list or link object between (a chain's lists and
 * spreads were a tenth of an SVG create's annotation garbage).
 */
function chain(
  name: 'score_x' | 'score_y',
  stops: number[],
  blank: Bounds,
  dimensions: DrawnDimension[],
): void {
  sortNumbers(stops);
  // stops closer than SAME_STOP_MM to the stop before them (kept or not) are that stop
  let kept = 0;
  for (let i = 0; i < stops.length; i++)
    if (i === 0 || (stops[i] as number) - (stops[i - 1] as number) > SAME_STOP_MM) kept++;
  // a chain of one link is the overall size again
  if (kept < 3) return;
  let from = stops[0] as number;
  let link = 0;
  for (let i = 1; i < stops.length; i++) {
    const to = stops[i] as number;
    if (to - (stops[i - 1] as number) <= SAME_STOP_MM) continue;
    link++;
    dimensions.push(
      name === 'score_x'
        ? {
            name: `${name}_${link}`,
            valueMm: to - from,
            start: { x: from, y: blank.minY },
            end: { x: to, y: blank.minY },
            offset: -CHAIN_OFFSET_MM,
          }
        : {
            name: `${name}_${link}`,
            valueMm: to - from,
            start: { x: blank.minX, y: from },
            end: { x: blank.minX, y: to },
            offset: CHAIN_OFFSET_MM,
          },
    );
    from = to;
  }
}

/**
 * A double arrow right of the blank along the way the corrugations run (corrugated board) or the
 * grain runs (solid board: round the tube, square to the body creases, as cartons are cut).
 */
function directionArrow(graph: PanelGraph, blank: Bounds): DrawnDimension | undefined {
  const { board } = graph;
  if (board.kind !== 'corrugated' && board.kind !== 'folding_carton') return undefined;
  const vertical = board.kind === 'corrugated' && board.flutes === 'y';
  const x = blank.maxX + DIRECTION_OFFSET_MM;
  const middle: Point = { x, y: (blank.minY + blank.maxY) / 2 };
  const half = DIRECTION_ARROW_MM / 2;
  const [start, end] = vertical
    ? [
        { x, y: middle.y - half },
        { x, y: middle.y + half },
      ]
    : [
        { x: x, y: middle.y },
        { x: x + 2 * half, y: middle.y },
      ];
  return {
    name: board.kind === 'corrugated' ? 'flute_direction' : 'grain_direction',
    start,
    end,
    offset: 0,
    valueMm: DIRECTION_ARROW_MM,
    label: board.kind === 'corrugated' ? `flute ${board.flute}` : 'grain',
  };
}
