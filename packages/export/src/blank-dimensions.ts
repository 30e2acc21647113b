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
  const stopsAcross = new Set<number>();
  const stopsAlong = new Set<number>();
  for (const hinge of graph.hinges) {
    if (hinge.curve || hinge.closesLoop) continue;
    if (Math.abs(hinge.start.x - hinge.end.x) < 1e-6) stopsAcross.add(hinge.start.x);
    else if (Math.abs(hinge.start.y - hinge.end.y) < 1e-6) stopsAlong.add(hinge.start.y);
  }
  return [
    ...chain('score_x', [blank.minX, ...stopsAcross, blank.maxX], (a, b) => ({
      start: { x: a, y: blank.minY },
      end: { x: b, y: blank.minY },
      offset: -CHAIN_OFFSET_MM,
    })),
    ...chain('score_y', [blank.minY, ...stopsAlong, blank.maxY], (a, b) => ({
      start: { x: blank.minX, y: a },
      end: { x: blank.minX, y: b },
      offset: CHAIN_OFFSET_MM,
    })),
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
    ...directionArrow(graph, blank),
  ];
}

/** Links between neighbouring stops, each labelled with the length it spans. */
function chain(
  name: string,
  stops: number[],
  link: (a: number, b: number) => Pick<DimensionLine, 'start' | 'end' | 'offset'>,
): DrawnDimension[] {
  const sorted = [...stops].sort((a, b) => a - b);
  const merged = sorted.filter((stop, i) => i === 0 || stop - (sorted[i - 1] as number) > SAME_STOP_MM);
  // a chain of one link is the overall size again
  if (merged.length < 3) return [];
  return merged.slice(1).map((to, i) => {
    const from = merged[i] as number;
    return { name: `${name}_${i + 1}`, valueMm: to - from, ...link(from, to) };
  });
}

/**
 * A double arrow right of the blank along the way the corrugations run (corrugated board) or the
 * grain runs (solid board: round the tube, square to the body creases, as cartons are cut).
 */
function directionArrow(graph: PanelGraph, blank: Bounds): DrawnDimension[] {
  const { board } = graph;
  if (board.kind !== 'corrugated' && board.kind !== 'folding_carton') return [];
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
  return [
    {
      name: board.kind === 'corrugated' ? 'flute_direction' : 'grain_direction',
      start,
      end,
      offset: 0,
      valueMm: DIRECTION_ARROW_MM,
      label: board.kind === 'corrugated' ? `flute ${board.flute}` : 'grain',
    },
  ];
}
