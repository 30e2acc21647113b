// What a die maker measures on a blank beside the asked sizes: the panels score to score, the blank's
// overall size, which way the flutes or the grain run, and which face the drawing shows.
import type { Bounds, PanelGraph } from '@diecut/geometry';

/**
 * The dimension line `blankDimensions` hands its `draw` next, mm of the blank: start x, y, end x, y,
 * how far the line stands off them (left of start to end) and the value its label shows. Written
 * here rather than made into a line object for every dimension of every file.
 */
export const drawnLine = new Float64Array(6);
export const DRAWN_START_X = 0;
export const DRAWN_START_Y = 1;
export const DRAWN_END_X = 2;
export const DRAWN_END_Y = 3;
export const DRAWN_OFFSET = 4;
export const DRAWN_VALUE = 5;

/** Takes the line in `drawnLine`, named `name`; `label` replaces its measured value as its text. */
export type DrawDimension = (name: string, label: string | undefined) => void;

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
 * Then the blank's overall width and height, and the board's direction arrow. Each is handed to
 * `draw` in that order.
 */
export function blankDimensions(graph: PanelGraph, blank: Bounds, draw: DrawDimension): void {
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
  chain(SCORE_X_NAMES, across, blank, draw);
  chain(SCORE_Y_NAMES, along, blank, draw);
  drawLine(blank.minX, blank.minY, blank.maxX, blank.minY, -OVERALL_OFFSET_MM, blank.maxX - blank.minX);
  draw('blank_width', undefined);
  drawLine(blank.minX, blank.minY, blank.minX, blank.maxY, OVERALL_OFFSET_MM, blank.maxY - blank.minY);
  draw('blank_height', undefined);
  directionArrow(graph, blank, draw);
}

/** Writes a line into `drawnLine`, mm. */
export function drawLine(
  startX: number,
  startY: number,
  endX: number,
  endY: number,
  offset: number,
  value: number,
) {
  drawnLine[DRAWN_START_X] = startX;
  drawnLine[DRAWN_START_Y] = startY;
  drawnLine[DRAWN_END_X] = endX;
  drawnLine[DRAWN_END_Y] = endY;
  drawnLine[DRAWN_OFFSET] = offset;
  drawnLine[DRAWN_VALUE] = value;
}

/**
 * A chain's link names by number (`score_x_1` at 1), made once each: the first entry names the chain.
 * Every file's links are named alike, so a name is not put together for each.
 */
const SCORE_X_NAMES = ['score_x'];
const SCORE_Y_NAMES = ['score_y'];

function linkName(names: string[], link: number): string {
  let name = names[link];
  if (name === undefined) {
    name = `${names[0]}_${link}`;
    names[link] = name;
  }
  return name;
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
 * handed to `draw`: a score_x chain runs along the blank's bottom edge, a score_y chain up its left
 * edge. Written out, with no sorted copy, kept list or link object between (a chain's lists and
 * spreads were a tenth of an SVG create's annotation garbage).
 */
function chain(names: string[], stops: number[], blank: Bounds, draw: DrawDimension): void {
  sortNumbers(stops);
  // stops closer than SAME_STOP_MM to the stop before them (kept or not) are that stop
  let kept = 0;
  for (let i = 0; i < stops.length; i++)
    if (i === 0 || (stops[i] as number) - (stops[i - 1] as number) > SAME_STOP_MM) kept++;
  // a chain of one link is the overall size again
  if (kept < 3) return;
  const alongX = names === SCORE_X_NAMES;
  let from = stops[0] as number;
  let link = 0;
  for (let i = 1; i < stops.length; i++) {
    const to = stops[i] as number;
    if (to - (stops[i - 1] as number) <= SAME_STOP_MM) continue;
    link++;
    if (alongX) drawLine(from, blank.minY, to, blank.minY, -CHAIN_OFFSET_MM, to - from);
    else drawLine(blank.minX, from, blank.minX, to, CHAIN_OFFSET_MM, to - from);
    draw(linkName(names, link), undefined);
    from = to;
  }
}

/**
 * A double arrow right of the blank along the way the corrugations run (corrugated board) or the
 * grain runs (solid board: round the tube, square to the body creases, as cartons are cut).
 */
function directionArrow(graph: PanelGraph, blank: Bounds, draw: DrawDimension): void {
  const { board } = graph;
  if (board.kind !== 'corrugated' && board.kind !== 'folding_carton') return;
  const vertical = board.kind === 'corrugated' && board.flutes === 'y';
  const x = blank.maxX + DIRECTION_OFFSET_MM;
  const middleY = (blank.minY + blank.maxY) / 2;
  const half = DIRECTION_ARROW_MM / 2;
  if (vertical) drawLine(x, middleY - half, x, middleY + half, 0, DIRECTION_ARROW_MM);
  else drawLine(x, middleY, x + 2 * half, middleY, 0, DIRECTION_ARROW_MM);
  if (board.kind === 'corrugated') draw('flute_direction', `flute ${board.flute}`);
  else draw('grain_direction', 'grain');
}
