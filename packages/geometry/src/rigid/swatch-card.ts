import type { TemplatePart } from '../catalog/template-definition';
import { outline } from '../primitives/outline';
import type { Point, Segment } from '../primitives/segment';
import { buildWrappedCase, type WrappedCaseSpec } from './wrapped-case';

/** Radius of a swatch window's corners, mm. */
export const WINDOW_RADIUS = 3;
/** How far a narrowed turn-in stops short of a window, so the paper never shows in it, mm. */
export const WINDOW_CLEARANCE = 1.5;
/** Board a post hole keeps from the end of its turn-in and from the card's corners, mm. */
export const POST_HOLE_CLEARANCE = 3;

/** Post holes along a binding edge: their count, centre-to-centre pitch, diameter and inset. */
export interface PostHoles {
  count: number;
  pitch: number;
  diameter: number;
  /** From the binding edge to the holes' centres. */
  inset: number;
}

/** Positions along an edge `span` long: `count` holes `pitch` apart, centred. */
export const postPositions = (span: number, holes: Pick<PostHoles, 'count' | 'pitch'>): number[] =>
  Array.from({ length: holes.count }, (_, i) => span / 2 + (i - (holes.count - 1) / 2) * holes.pitch);

/**
 * The longest pitch that keeps the end holes `keep` (a turn-in at the edge and a hole's clearance) from
 * each end of an edge `span` long.
 */
export const longestPostPitch = (span: number, keep: number, holes: Pick<PostHoles, 'count' | 'diameter'>) =>
  holes.count > 1
    ? (span - 2 * (keep + holes.diameter / 2 + POST_HOLE_CLEARANCE)) / (holes.count - 1)
    : Number.POSITIVE_INFINITY;

export interface SwatchCardSpec {
  /** Across the card from its binding edge (x), and along the binding edge (y), mm. */
  width: number;
  height: number;
  columns: number;
  rows: number;
  /** Board from the card's edges to the windows (past the binding strip on the binding edge). */
  windowMargin: number;
  /** Board between neighbouring windows. */
  gutter: number;
  posts: PostHoles;
  boardThickness: number;
  wrap: number;
  /** The turn-in on the binding edge; the other edges' turn-ins stop short of the windows. */
  turnIn: number;
}

/** The windows' grid: where it starts on the card (x0, y0) and each window's size. */
export function swatchWindows(spec: SwatchCardSpec) {
  const { posts, windowMargin: m, gutter: g } = spec;
  // past the post holes, and past the binding edge's full turn-in
  const x0 = Math.max(posts.inset + posts.diameter / 2 + m, spec.turnIn + WINDOW_CLEARANCE);
  const y0 = m;
  const width = (spec.width - x0 - m - (spec.columns - 1) * g) / spec.columns;
  const height = (spec.height - 2 * m - (spec.rows - 1) * g) / spec.rows;
  return { x0, y0, width, height };
}

/** The narrowed turn-in on the edges the windows lie near. */
export const edgeTurnIn = (spec: SwatchCardSpec) =>
  Math.min(spec.turnIn, spec.windowMargin - WINDOW_CLEARANCE);

/** A window: a rectangle with its corners rounded `WINDOW_RADIUS`. */
function window(x: number, y: number, width: number, height: number): Segment[] {
  const r = WINDOW_RADIUS;
  return outline([
    { x, y, radius: r },
    { x: x + width, y, radius: r },
    { x: x + width, y: y + height, radius: r },
    { x, y: y + height, radius: r },
  ]);
}

export function postHoleCentres(spec: SwatchCardSpec): Point[] {
  return postPositions(spec.height, spec.posts).map((y) => ({ x: spec.posts.inset, y }));
}

export function swatchCardCase(spec: SwatchCardSpec): WrappedCaseSpec {
  const grid = swatchWindows(spec);
  const windows: Array<{ board: string; outline: Segment[] }> = [];
  for (let column = 0; column < spec.columns; column++) {
    for (let row = 0; row < spec.rows; row++) {
      const x = grid.x0 + column * (grid.width + spec.gutter);
      const y = grid.y0 + row * (grid.height + spec.gutter);
      windows.push({ board: 'card', outline: window(x, y, grid.width, grid.height) });
    }
  }
  const narrow = edgeTurnIn(spec);
  return {
    length: spec.width,
    boards: [{ id: 'card', width: spec.height }],
    joints: [],
    t: spec.boardThickness,
    p: spec.wrap,
    turnIn: spec.turnIn,
    turnIns: { tail: narrow, first: narrow, last: narrow },
    windows,
    throughHoles: postHoleCentres(spec).map((centre) => ({
      board: 'card',
      centre,
      diameter: spec.posts.diameter,
    })),
  };
}

/**
 * A wrapped swatch card: a greyboard card with round-cornered swatch windows, wrapped in paper that is
 * cut open over each window and turns in round the edges (the full turn-in on the binding edge, under
 * the post holes; narrower on the others, stopping short of the windows), and a back liner that holds
 * the swatches behind the windows. The post holes go through card, wrap and liner.
 */
export function buildSwatchCard(spec: SwatchCardSpec): TemplatePart[] {
  return buildWrappedCase(swatchCardCase(spec), {
    board: () => 'card board',
    wrap: 'card wrap',
    liner: 'back liner',
  });
}
