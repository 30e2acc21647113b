import { foldAllowance, greyboard, wrapPaper } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline, rectangle } from '../primitives/outline';
import type { Segment } from '../primitives/segment';
import { CORNER_LAP } from './rigid-tray';

/**
 * An open four-sided greyboard tube (a drawer box's sleeve, a shoulder box's neck): one strip of four
 * walls V-grooved at three corners, its ends butted at the fourth and taped there. Sizes are the
 * tube's inside, mm.
 */
export interface RigidTubeSpec {
  /** The walls round the tube, in order: the first and third are `across` wide, the others `depth`. */
  sides: readonly [string, string, string, string];
  across: number;
  depth: number;
  /** Along the tube's axis: the walls' height. */
  length: number;
  caliper: number;
  wrap: number;
  /** Half-round thumb notches of this radius in the middle of both ends of these walls. */
  thumbNotch?: { sides: readonly string[]; radius: number };
}

/** A wall's outline from `x0` to `x1`, `0` to `length`, with a half-round notch at both ends if asked. */
function notchedWall(x0: number, x1: number, length: number, radius: number | undefined): Segment[] {
  if (radius === undefined) return rectangle(x0, 0, x1, length);
  const xc = (x0 + x1) / 2;
  // counter-clockwise: along the start's edge left to right, the end's right to left, each notch a
  // half circle into the wall about the edge's middle
  const steps: OutlineStep[] = [
    { x: x0, y: 0 },
    { x: xc - radius, y: 0 },
    { arcTo: { x: xc + radius, y: 0 }, center: { x: xc, y: 0 }, clockwise: true },
    { x: x1, y: 0 },
    { x: x1, y: length },
    { x: xc + radius, y: length },
    { arcTo: { x: xc - radius, y: length }, center: { x: xc, y: length }, clockwise: true },
    { x: x0, y: length },
  ];
  return outline(steps);
}

const notchOf = (tube: RigidTubeSpec, side: string): number | undefined =>
  tube.thumbNotch?.sides.includes(side) ? tube.thumbNotch.radius : undefined;

/** The tube's outside across its section: a board on every side. */
export function rigidTubeOutside(tube: RigidTubeSpec): { across: number; depth: number } {
  return { across: tube.across + 2 * tube.caliper, depth: tube.depth + 2 * tube.caliper };
}

/**
 * The board's walls, measured on the outer face where V-grooves turn: the three grooved corners keep
 * the outer skin whole, so each wall is its outside width; at the butted corner the first wall runs
 * on over the last wall's end, which stops a board short, against the first wall's inner face.
 */
export function rigidTubeBoardWidths(tube: RigidTubeSpec): [number, number, number, number] {
  const { across, depth } = rigidTubeOutside(tube);
  return [across, depth, across, depth - tube.caliper];
}

/** The strip of greyboard, walls side by side along x, the tube's axis along y. */
export function buildRigidTubeBoard(tube: RigidTubeSpec): PanelGraph {
  const board = greyboard(tube.caliper, tube.wrap);
  const widths = rigidTubeBoardWidths(tube);
  const builder = new PanelGraphBuilder();
  let x = 0;
  for (const [index, side] of tube.sides.entries()) {
    const width = widths[index] as number;
    builder.panel(side, 'wall', notchedWall(x, x + width, tube.length, notchOf(tube, side)));
    const previous = tube.sides[index - 1];
    if (previous) builder.hinge(previous, side, { x, y: 0 }, { x, y: tube.length });
    x += width;
  }
  builder.dimension(
    `${tube.sides[0]}_wall`,
    { x: 0, y: tube.length / 2 },
    { x: widths[0], y: tube.length / 2 },
    widths[0],
    0,
  );
  builder.dimension(
    `${tube.sides[0]}_length`,
    { x: widths[0] / 2, y: 0 },
    { x: widths[0] / 2, y: tube.length },
    tube.length,
    0,
  );
  return builder.build(tube.sides[0], board);
}

/**
 * How far a turn-in's ends run on the rims' 45-degree mitres before turning straight along the tube,
 * mm: the turn-ins stop this far short of the inside corners (a knife long enough to cut cleanly).
 */
export const TURN_IN_MITRE = 2;

/** The ends of a tube's wrap that turn in over the board's edge. */
export interface TubeWrapEnds {
  /** Turned in at y = 0 (the tube's start), at y = length, or both. */
  start: boolean;
  end: boolean;
  turnIn: number;
}

/** The measures of a tube's wrap, mm. */
export interface RigidTubeWrapLayout {
  /** Each wall's band round the tube: its outside width plus a paper (the wrap's mid-surface). */
  widths: [number, number, number, number];
  /** The band along the axis, between the turned ends (or to a free edge). */
  band: number;
  /** The strip over the board's end edge: a board and a paper. */
  rim: number;
  lap: number;
}

/**
 * The wrap's bands: a paper round the board's outside. `band` is the outside the paper covers along
 * the axis, from a turned end's crease (half a paper past the board's edge) to the other or to a free
 * edge.
 */
export function rigidTubeWrapLayout(tube: RigidTubeSpec, band: number): RigidTubeWrapLayout {
  const paper = wrapPaper(tube.wrap);
  const { across, depth } = rigidTubeOutside(tube);
  const width = (side: number) => side + foldAllowance(paper);
  return {
    widths: [width(across), width(depth), width(across), width(depth)],
    band,
    rim: tube.caliper + paper.caliper,
    lap: CORNER_LAP,
  };
}

/**
 * The paper round a tube: a band per wall, a lap before the first wall that folds round the butted
 * corner under the last wall's band, and at each turned end a strip over the board's edge and a
 * turn-in down its inside, the strips of two walls meeting in a 45-degree mitre over each corner. A
 * notched wall's band is cut back to the board's notch, its strips and turn-ins stopped square there.
 */
export function buildRigidTubeWrap(tube: RigidTubeSpec, band: number, ends: TubeWrapEnds): PanelGraph {
  const paper = wrapPaper(tube.wrap);
  const layout = rigidTubeWrapLayout(tube, band);
  const { widths, rim: r, lap } = layout;
  const T = ends.turnIn;
  const builder = new PanelGraphBuilder();
  const first = tube.sides[0];
  let x = 0;
  for (const [index, side] of tube.sides.entries()) {
    const width = widths[index] as number;
    const x0 = x;
    const x1 = x + width;
    // a notched wall's paper is cut back to the board's notch (half a paper wider about the crease)
    const board = notchOf(tube, side);
    const notch = board === undefined ? undefined : board + tube.wrap / 2;
    builder.panel(side, 'wall', notchedWall(x0, x1, band, notch));
    const previous = tube.sides[index - 1];
    if (previous)
      builder.hinge(previous, side, { x: x0, y: 0 }, { x: x0, y: band }, { stage: index === 3 ? 2 : 0 });
    const middle = (x0 + x1) / 2;
    // each end's strip and turn-in, in two pieces either side of a notch: mitred at the corners, cut
    // square where the notch breaks them
    const pieces: Array<{ from: number; to: number; suffix: string; mitres: [boolean, boolean] }> =
      notch === undefined
        ? [{ from: x0, to: x1, suffix: '', mitres: [true, true] }]
        : [
            { from: x0, to: middle - notch, suffix: '', mitres: [true, false] },
            { from: middle + notch, to: x1, suffix: '_far', mitres: [false, true] },
          ];
    for (const [turned, edge, out] of [
      [ends.end, band, 1],
      [ends.start, 0, -1],
    ] as const) {
      if (!turned) continue;
      const at = (u: number, v: number) => ({ x: u, y: edge + out * v });
      const ordered = (points: Array<{ x: number; y: number }>) => (out > 0 ? points : [...points].reverse());
      for (const { from, to, suffix, mitres } of pieces) {
        const rimId = `${side}_${out > 0 ? 'end' : 'start'}_rim${suffix}`;
        const turnInId = `${side}_${out > 0 ? 'end' : 'start'}_turn_in${suffix}`;
        const a = mitres[0] ? from + r : from;
        const b = mitres[1] ? to - r : to;
        builder.panel(rimId, 'wall', outline(ordered([at(from, 0), at(to, 0), at(b, r), at(a, r)])));
        builder.hinge(side, rimId, at(from, 0), at(to, 0), { stage: 3 });
        // the ends run on from the rims' mitres at 45 degrees for a short way, then straight down the
        // wall a little clear of the inside corner, so the inside is covered right into its corners
        const m = Math.min(T, TURN_IN_MITRE);
        const corners = [
          at(a, r),
          at(b, r),
          ...(mitres[1] ? [at(b - m, r + m), at(b - m, r + T)] : [at(b, r + T)]),
          ...(mitres[0] ? [at(a + m, r + T), at(a + m, r + m)] : [at(a, r + T)]),
        ];
        builder.panel(turnInId, 'glue_flap', outline(ordered(corners)));
        builder.hinge(rimId, turnInId, at(a, r), at(b, r), { stage: 4 });
      }
    }
    x = x1;
  }
  // the lap turns round the butted corner and lies under the last wall's band
  builder.panel('seam_lap', 'glue_flap', rectangle(-lap, 0, 0, band));
  builder.hinge(first, 'seam_lap', { x: 0, y: band }, { x: 0, y: 0 }, { stage: 1 });
  if (ends.end || ends.start) {
    const y = ends.end ? band : 0;
    const out = ends.end ? 1 : -1;
    const middle = (widths[0] as number) / 2;
    builder.dimension('turn_in', { x: middle, y: y + out * r }, { x: middle, y: y + out * (r + T) }, T, 0);
  }
  builder.dimension('wrap_lap', { x: -lap, y: band / 2 }, { x: 0, y: band / 2 }, lap, 0);
  return builder.build(first, paper);
}
