import { greyboard, wrapPaper } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import {
  composeTransforms,
  poseFoldModel,
  type RigidTransform,
  translation,
} from '../panel-graph/fold-model';
import type { HingeLineType, PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { rectangle } from '../primitives/outline';
import type { Point, Segment } from '../primitives/segment';
import { drawTurnIn, LINER_MARGIN, type TurnInCut } from './book-box';
import { hardCardboardComponent } from './rigid-tray';

/**
 * Flat greyboard goods covered in paper: one or more boards laid side by side across `y`, set a hinge
 * gap apart, held by one wrap that turns in over every outer edge, and lined inside. A binder's case,
 * a swatch book's covers, a single wrapped card or display board. Lengths in mm.
 */

/** One board of the case. */
export interface CaseBoard {
  /** The board's part and its band on the wrap and liner are called by it. */
  id: string;
  /** Across `y`; every board is `length` along `x`. */
  width: number;
  /** Degrees the board's band turns about its crease with the band before it, in the finished piece. */
  foldAngle?: number;
  /** Holes through the board, in the board's own coordinates (its lower-left corner at the origin). */
  holes?: Segment[][];
  /** A groove or part-cut across the board, parallel to `x`, `at` from its lower edge: a flex hinge. */
  flex?: { at: number; lineType: HingeLineType; name: string };
}

/** The paper between two boards: a hinge gap. */
export interface CaseJoint {
  id: string;
  width: number;
  foldAngle?: number;
}

export type CaseEdge = 'head' | 'tail' | 'first' | 'last';

export interface WrappedCaseSpec {
  length: number;
  boards: CaseBoard[];
  /** One fewer than the boards. */
  joints: CaseJoint[];
  /** Greyboard and paper calipers. */
  t: number;
  p: number;
  turnIn: number;
  /**
   * A narrower turn-in on some outer edges, where a full one would cover something on the inside (a
   * swatch window): by edge, the head (x = 0), the tail, and the first and last boards' fore-edges.
   */
  turnIns?: Partial<Record<CaseEdge, number>>;
  /**
   * Holes through the whole piece, in board coordinates of the board named: they are cut in the board,
   * in the wrap (its face, or the turn-in that lies over the spot) and in the liner.
   */
  throughHoles?: Array<{ board: string; centre: Point; diameter: number }>;
  /**
   * Openings through a board and the wrap's face over it (not the turn-ins, nor the liner, which
   * closes them from behind): swatch windows, in board coordinates.
   */
  windows?: Array<{ board: string; outline: Segment[] }>;
}

/** A band of the wrap across `y`: under a board or across a joint. */
export interface CaseBand {
  id: string;
  from: number;
  to: number;
  board: boolean;
  foldAngle: number;
}

export interface WrappedCaseLayout {
  bands: CaseBand[];
  /** Each board's lower-left corner on the wrap's flat sheet. */
  boards: Array<{ id: string; x: number; y: number; width: number }>;
  /** The wrap's face along x (crease to crease) and across y. */
  length: number;
  total: number;
  /** The strip over a board's edge: a board and a paper. */
  r: number;
}

/**
 * Where the boards lie on the wrap. Each outer fore-edge's crease runs half a paper outside its board's
 * edge, as do the head and tail creases; a board between two joints (a spine) gets a paper more, half
 * round each of its square corners when the case is closed.
 */
export function wrappedCaseLayout(spec: WrappedCaseSpec): WrappedCaseLayout {
  const { p, t } = spec;
  const bands: CaseBand[] = [];
  const boards: WrappedCaseLayout['boards'] = [];
  let y = 0;
  spec.boards.forEach((board, index) => {
    const first = index === 0;
    const last = index === spec.boards.length - 1;
    const before = first || !last ? p / 2 : 0;
    const after = last || !first ? p / 2 : 0;
    bands.push({
      id: board.id,
      from: y,
      to: y + before + board.width + after,
      board: true,
      foldAngle: board.foldAngle ?? 0,
    });
    boards.push({ id: board.id, x: p / 2, y: y + before, width: board.width });
    y += before + board.width + after;
    const joint = spec.joints[index];
    if (!last) {
      if (!joint) throw new Error(`no joint after board ${board.id}`);
      bands.push({
        id: joint.id,
        from: y,
        to: y + joint.width,
        board: false,
        foldAngle: joint.foldAngle ?? 0,
      });
      y += joint.width;
    }
  });
  return { bands, boards, length: spec.length + p, total: y, r: t + p };
}

/** How far the paper reaches past a board edge, and how it is cut at an outer corner, mm. */
/** Maps (a, b): a out across a folded edge, b along it. */
type EdgeFrame = (a: number, b: number) => Point;

/** The frames of the four outer edges of the wrap. */
function edgeFrames(layout: WrappedCaseLayout): Record<CaseEdge, EdgeFrame> {
  const { length, total } = layout;
  return {
    head: (a, b) => ({ x: -a, y: b }),
    tail: (a, b) => ({ x: length + a, y: b }),
    first: (a, b) => ({ x: b, y: -a }),
    last: (a, b) => ({ x: b, y: total + a }),
  };
}

/** The turn-in on each outer edge. */
export function turnInOf(spec: WrappedCaseSpec, edge: CaseEdge): number {
  return spec.turnIns?.[edge] ?? spec.turnIn;
}

/** The panel id of the turn-in along the last board's outer edge (a single board's back edge). */
const lastEdgeId = (spec: WrappedCaseSpec, board: string) =>
  spec.boards.length === 1 ? `${board}_back_edge` : `${board}_fore_edge`;

/**
 * Where a spot on a board (board coordinates) lies on the flat wrap: on the board's band (the paper
 * over the board's outside), and on the turn-in that lies over the spot inside, when one reaches it.
 */
function wrapSpots(spec: WrappedCaseSpec, layout: WrappedCaseLayout, board: string, centre: Point) {
  const placed = layout.boards.find((candidate) => candidate.id === board);
  if (!placed) throw new Error(`no board ${board}`);
  const frames = edgeFrames(layout);
  const { r } = layout;
  const onWrap = { x: placed.x + centre.x, y: placed.y + centre.y };
  const spots: Array<{ panel: string; at: Point }> = [{ panel: board, at: onWrap }];
  const index = spec.boards.findIndex((candidate) => candidate.id === board);
  if (centre.x < turnInOf(spec, 'head'))
    spots.push({ panel: `${board}_head_turn_in`, at: frames.head(r + centre.x, onWrap.y) });
  if (spec.length - centre.x < turnInOf(spec, 'tail'))
    spots.push({ panel: `${board}_tail_turn_in`, at: frames.tail(r + spec.length - centre.x, onWrap.y) });
  if (index === 0 && centre.y < turnInOf(spec, 'first'))
    spots.push({ panel: `${board}_fore_edge_turn_in`, at: frames.first(r + centre.y, onWrap.x) });
  if (index === spec.boards.length - 1 && placed.width - centre.y < turnInOf(spec, 'last'))
    spots.push({
      panel: `${lastEdgeId(spec, board)}_turn_in`,
      at: frames.last(r + placed.width - centre.y, onWrap.x),
    });
  return spots;
}

/** Segments moved by (dx, dy). */
function shiftSegments(segments: Segment[], dx: number, dy: number): Segment[] {
  const move = (q: Point): Point => ({ x: q.x + dx, y: q.y + dy });
  return segments.map((segment) =>
    segment.type === 'arc'
      ? { ...segment, center: move(segment.center) }
      : { ...segment, start: move(segment.start), end: move(segment.end) },
  );
}

/** A closed circle. */
const circle = (centre: Point, diameter: number): Segment[] => [
  { type: 'arc', center: centre, radius: diameter / 2, startAngle: 0, endAngle: 360 },
];

/**
 * The order a wrap folds in, as a case maker turns it in: every strip over its board edge, then the
 * head and tail turn-ins, then the fore-edge turn-ins over their mitred corners (two turn-ins turning at
 * once would pass through each other at the corners), and last the case closing at its joints.
 */
export const WRAP_STAGES = { strips: 0, headAndTail: 1, foreEdges: 2, joints: 3 } as const;

/**
 * The wrap: a band under each board and across each joint, a strip over every outer board edge and a
 * turn-in beyond it, mitred at the four outer corners; the head and tail turn-ins run on unbroken
 * across the joints (creased on, never slit). The first band is the root: it faces up in the 3D.
 */
export function buildCaseWrap(spec: WrappedCaseSpec): PanelGraph {
  const layout = wrappedCaseLayout(spec);
  const { t, p } = spec;
  const corner = t; // the mitre's distance from the board corner
  const cutOf = (edge: CaseEdge): TurnInCut => ({
    r: layout.r,
    turnIn: turnInOf(spec, edge),
    bisector: corner / Math.SQRT2,
    mitre: corner * Math.SQRT2,
  });
  const { bands, length, total, r } = layout;
  const frames = edgeFrames(layout);
  const builder = new PanelGraphBuilder();
  for (const [index, band] of bands.entries()) {
    builder.panel(band.id, band.board ? 'base' : 'wall', rectangle(0, band.from, length, band.to));
    const parent = bands[index - 1];
    if (parent)
      builder.hinge(
        parent.id,
        band.id,
        { x: 0, y: band.from },
        { x: length, y: band.from },
        { foldAngle: band.foldAngle, stage: WRAP_STAGES.joints },
      );
  }
  const last = bands.length - 1;
  for (const [index, band] of bands.entries()) {
    const corners = { start: index === 0, end: index === last };
    for (const end of ['head', 'tail'] as const)
      drawTurnIn(
        builder,
        cutOf(end),
        `${band.id}_${end}`,
        band.id,
        frames[end],
        band.from,
        band.to,
        corners,
        WRAP_STAGES.headAndTail,
      );
    const previous = bands[index - 1];
    if (!previous) continue;
    for (const end of ['head', 'tail'] as const) {
      const at = frames[end];
      const loop = { closesLoop: true, stage: WRAP_STAGES.joints, foldAngle: 0 };
      const T = turnInOf(spec, end);
      builder.hinge(
        `${previous.id}_${end}_edge`,
        `${band.id}_${end}_edge`,
        at(0, band.from),
        at(r, band.from),
        loop,
      );
      builder.hinge(
        `${previous.id}_${end}_turn_in`,
        `${band.id}_${end}_turn_in`,
        at(r, band.from),
        at(r + T, band.from),
        loop,
      );
    }
  }
  const both = { start: true, end: true };
  const firstBand = bands[0] as CaseBand;
  const lastBand = bands[last] as CaseBand;
  drawTurnIn(
    builder,
    cutOf('first'),
    `${firstBand.id}_fore_edge`,
    firstBand.id,
    frames.first,
    0,
    length,
    both,
    WRAP_STAGES.foreEdges,
  );
  drawTurnIn(
    builder,
    cutOf('last'),
    lastEdgeId(spec, lastBand.id),
    lastBand.id,
    frames.last,
    0,
    length,
    both,
    WRAP_STAGES.foreEdges,
  );
  for (const hole of spec.throughHoles ?? []) {
    for (const spot of wrapSpots(spec, layout, hole.board, hole.centre))
      builder.cut('hole', spot.panel, circle(spot.at, hole.diameter));
  }
  for (const window of spec.windows ?? []) {
    const placed = layout.boards.find((board) => board.id === window.board);
    if (placed) builder.cut('hole', window.board, shiftSegments(window.outline, placed.x, placed.y));
  }
  const T = turnInOf(spec, 'first');
  builder.dimension('turn_in', { x: length / 2, y: -r }, { x: length / 2, y: -(r + T) }, T, 0);
  for (const band of bands) {
    if (band.board) continue;
    builder.dimension(
      band.id,
      { x: length / 2, y: band.from },
      { x: length / 2, y: band.to },
      band.to - band.from,
      0,
    );
  }
  const wide = length + 2 * r + turnInOf(spec, 'head') + turnInOf(spec, 'tail');
  const x0 = -r - turnInOf(spec, 'head');
  builder.dimension('wrap_length', { x: x0, y: total / 2 }, { x: x0 + wide, y: total / 2 }, wide, 0);
  return builder.build(firstBand.id, wrapPaper(p));
}

/** A greyboard board of the case, with its holes and flex hinge. */
export function buildCaseBoard(spec: WrappedCaseSpec, board: CaseBoard): PanelGraph {
  const builder = new PanelGraphBuilder();
  const { length } = spec;
  const { width } = board;
  const holes = board.holes ?? [];
  const below = (segments: Segment[], at: number) =>
    segments.every((segment) =>
      segment.type === 'arc' ? segment.center.y < at : Math.max(segment.start.y, segment.end.y) <= at,
    );
  if (board.flex) {
    const { at, name } = board.flex;
    const strip = `${board.id}_${name}`;
    builder.panel(board.id, 'base', rectangle(0, 0, length, at));
    builder.panel(strip, 'base', rectangle(0, at, length, width));
    builder.hinge(
      board.id,
      strip,
      { x: 0, y: at },
      { x: length, y: at },
      { lineType: board.flex.lineType, foldAngle: 0 },
    );
    for (const hole of holes) builder.cut('hole', below(hole, at) ? board.id : strip, hole);
    builder.dimension(name, { x: length / 2, y: at }, { x: length / 2, y: width }, width - at, 0);
  } else {
    builder.panel(board.id, 'base', rectangle(0, 0, length, width));
    for (const hole of holes) builder.cut('hole', board.id, hole);
  }
  builder.dimension(`${board.id}_length`, { x: 0, y: width / 3 }, { x: length, y: width / 3 }, length, 0);
  builder.dimension(`${board.id}_width`, { x: length / 3, y: 0 }, { x: length / 3, y: width }, width, 0);
  return builder.build(board.id, greyboard(spec.t, spec.p));
}

export interface LinerLayout {
  bands: Array<{ id: string; from: number; to: number }>;
  length: number;
  /** The liner's lower-left corner on the wrap's flat sheet. */
  x: number;
  y: number;
  /** Its mid-surface's depth under the wrap's. */
  depth: number;
  /** Where a spot on a board (board coordinates) lies on the liner's own flat sheet. */
  spot(board: string, centre: Point): Point;
}

/**
 * The liner's bands across `y` (from its own lower edge). Closed, a three-board case's liner turns
 * into the corners between the boards' inner faces: it leaves a cover a board and two papers short of
 * the middle board's band (the middle board's inner face and a paper and a half for the turn-in and
 * itself), runs across the middle board's inside (its width less both covers' boards and three
 * papers) and on over the last cover.
 */
export function linerLayout(spec: WrappedCaseSpec): LinerLayout {
  const layout = wrappedCaseLayout(spec);
  const { t, p } = spec;
  const depth = p / 2 + t + p + p / 2;
  const first = layout.boards[0] as WrappedCaseLayout['boards'][number];
  const lastBoard = layout.boards[layout.boards.length - 1] as WrappedCaseLayout['boards'][number];
  const y0 = first.y + LINER_MARGIN;
  const yEnd = lastBoard.y + lastBoard.width - LINER_MARGIN;
  const x0 = first.x + LINER_MARGIN;
  const length = spec.length - 2 * LINER_MARGIN;
  if (layout.boards.length === 1) {
    return {
      bands: [{ id: first.id, from: 0, to: yEnd - y0 }],
      length,
      x: x0,
      y: y0,
      depth,
      spot: (_board, centre) => ({ x: first.x + centre.x - x0, y: first.y + centre.y - y0 }),
    };
  }
  if (layout.boards.length !== 3) throw new Error('a lined case has one board between its covers');
  const middleBand = layout.bands.filter((band) => band.board)[1] as CaseBand;
  const spine = layout.boards[1] as WrappedCaseLayout['boards'][number];
  const firstCorner = middleBand.from - t - 2 * p - y0;
  const secondCorner = firstCorner + spine.width - 2 * t - 3 * p;
  // closed, the last cover's stretch starts as far past the middle band's end as the first's ends before it
  const lastStart = middleBand.to + t + 2 * p;
  return {
    bands: [
      { id: first.id, from: 0, to: firstCorner },
      { id: spine.id, from: firstCorner, to: secondCorner },
      { id: lastBoard.id, from: secondCorner, to: secondCorner + (yEnd - lastStart) },
    ],
    length,
    x: x0,
    y: y0,
    depth,
    spot: (board, centre) => {
      const placed = layout.boards.find((candidate) => candidate.id === board) ?? first;
      const wrapY = placed.y + centre.y;
      const y = board === lastBoard.id ? secondCorner + (wrapY - lastStart) : wrapY - y0;
      return { x: placed.x + centre.x - x0, y };
    },
  };
}

/**
 * The liner: one paper over the inside of the case, covering the turn-ins and stopping `LINER_MARGIN`
 * short of the edges; across the joints it runs straight into the corners between the boards' inner
 * faces, creased there. Through holes go through it too.
 */
export function buildCaseLiner(spec: WrappedCaseSpec): PanelGraph {
  const liner = linerLayout(spec);
  const builder = new PanelGraphBuilder();
  for (const [index, band] of liner.bands.entries()) {
    builder.panel(band.id, 'base', rectangle(0, band.from, liner.length, band.to));
    const parent = liner.bands[index - 1];
    if (parent)
      builder.hinge(
        parent.id,
        band.id,
        { x: 0, y: band.from },
        { x: liner.length, y: band.from },
        {
          foldAngle: 90,
        },
      );
  }
  for (const hole of spec.throughHoles ?? []) {
    const at = liner.spot(hole.board, hole.centre);
    const band = liner.bands.find((candidate) => at.y > candidate.from && at.y < candidate.to);
    if (band) builder.cut('hole', band.id, circle(at, hole.diameter));
  }
  const firstBand = liner.bands[0] as LinerLayout['bands'][number];
  const middle = (firstBand.from + firstBand.to) / 2;
  builder.dimension('liner', { x: 0, y: middle }, { x: liner.length, y: middle }, liner.length, 0);
  return builder.build(firstBand.id, wrapPaper(spec.p));
}

/**
 * Every piece of the case: the boards (each on its own sheet), the wrap (the printed piece) and the
 * liner, placed as the finished piece is assembled: the wrap's first band at the origin, each board
 * half a board and a paper inside its band, the liner over the boards' inner faces.
 */
export function buildWrappedCase(
  spec: WrappedCaseSpec,
  names: { board: (id: string) => string; wrap: string; liner: string },
): TemplatePart[] {
  const { t, p } = spec;
  const layout = wrappedCaseLayout(spec);
  const wrap = buildCaseWrap(spec);
  const pose = poseFoldModel(wrap);
  const onWrap = (panel: string, x: number, y: number): RigidTransform =>
    composeTransforms(pose.get(panel) as RigidTransform, translation(x, y, -(t + p) / 2));
  const liner = linerLayout(spec);
  const slug = (name: string) => name.replace(/\s+/g, '_');
  const title = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const boards = spec.boards.map((board): TemplatePart => {
    const placed = layout.boards.find((candidate) => candidate.id === board.id);
    if (!placed) throw new Error(`no board ${board.id}`);
    const name = names.board(board.id);
    const holes = [
      ...(spec.windows ?? []).filter((window) => window.board === board.id).map((window) => window.outline),
      ...(spec.throughHoles ?? [])
        .filter((hole) => hole.board === board.id)
        .map((hole) => circle(hole.centre, hole.diameter)),
    ];
    return {
      name,
      graph: buildCaseBoard(spec, { ...board, holes: [...(board.holes ?? []), ...holes] }),
      component: hardCardboardComponent(slug(name), title(name)),
      placement: onWrap(board.id, placed.x, placed.y),
    };
  });
  const first = spec.boards[0] as CaseBoard;
  return [
    ...boards,
    {
      name: names.wrap,
      printed: true,
      graph: wrap,
      component: hardCardboardComponent(slug(names.wrap), title(names.wrap)),
      placement: translation(0, 0, 0),
    },
    {
      name: names.liner,
      graph: buildCaseLiner(spec),
      component: hardCardboardComponent(slug(names.liner), title(names.liner)),
      placement: composeTransforms(
        pose.get(first.id) as RigidTransform,
        translation(liner.x, liner.y, -liner.depth),
      ),
    },
  ];
}
