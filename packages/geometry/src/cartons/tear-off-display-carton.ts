import { foldAllowance, foldingCartonBoard } from '../board/board';
import type { CutFeature, PanelGraph } from '../panel-graph/panel-graph';
import { arc, line, type Point } from '../primitives/segment';
import { type CartonSize, cartonLayout } from './carton-layout';
import { buildFoldingCarton } from './folding-carton';

/** The tear line's clearance from every crease it does not start or end on, mm. */
export const TEAR_LINE_CREASE_CLEARANCE = 5;
/** Radius of the pull tab at the front centre of the tear line, mm. */
export const TEAR_PULL_TAB_RADIUS = 7;
/** Glue stops this far below the tear line's back end, so the seam does not hold the top, mm. */
export const TEAR_GLUE_STOP = 3;

export interface TearOffDisplayCartonSpec {
  size: CartonSize;
  topTuckDepth: number;
  bottomTuckDepth: number;
  /** Height of the tear line across the front, from the bottom body crease (Hd), mm. */
  tearFront: number;
  /** Height where the tear line meets the back corners, from the bottom body crease (Hb >= Hd), mm. */
  tearBack: number;
}

/**
 * A reverse tuck end carton whose top tears off to leave a display tray with a tall back: a
 * perforation runs across the front at Hd (broken at the centre by a pull tab) and diagonally up both
 * side walls to the back corners at Hb. The top lid hinges on the front, so the lid and its tuck come
 * away with the top. Above Hb the back corners part: the back|side crease is cut there and the seam
 * is glued only below Hb, so no crease or two-ply seam has to be torn.
 */
export function buildTearOffDisplayCarton(spec: TearOffDisplayCartonSpec): PanelGraph {
  const { size, tearFront: hd, tearBack: hbTear } = spec;
  const t = size.material;
  const graph = buildFoldingCarton({
    size,
    top: {
      kind: 'tuck',
      lidOn: 'front',
      tuckDepth: spec.topTuckDepth,
      tuckStyle: 'rounded_slit_lock',
      dustFlapStyle: 'shoulder',
      thumbCut: false,
    },
    bottom: {
      kind: 'tuck',
      lidOn: 'back',
      tuckDepth: spec.bottomTuckDepth,
      tuckStyle: 'rounded_slit_lock',
      dustFlapStyle: 'shoulder',
      thumbCut: false,
    },
  });
  // the same layout buildFoldingCarton draws: both ends closed add a fold allowance between them
  const { walls } = cartonLayout(size, size.height + foldAllowance(foldingCartonBoard(t)));
  const left = walls.left_side;
  const front = walls.front;
  const right = walls.right_side;
  const centre = (front.from + front.to) / 2;
  const r = TEAR_PULL_TAB_RADIUS;
  const perforations: Array<[string, Point, Point]> = [
    ['left_side', { x: left.from, y: hbTear }, { x: left.to, y: hd }],
    ['front', { x: front.from, y: hd }, { x: centre - r, y: hd }],
    ['front', { x: centre + r, y: hd }, { x: front.to, y: hd }],
    ['right_side', { x: right.from, y: hd }, { x: right.to, y: hbTear }],
  ];
  const cuts: CutFeature[] = perforations.map(([panel, from, to]) => ({
    kind: 'perforation',
    panel,
    segments: [line(from, to)],
  }));
  // the pull tab: a half round knife below the line, its chord left whole so the tab lifts the top
  cuts.push({
    kind: 'slit',
    panel: 'front',
    segments: [arc({ x: centre, y: hd }, r, 180, 360)],
  });
  // above the tear line's back end the back corner is a knife, not a crease
  const hinges = graph.hinges.map((hinge) =>
    hinge.parent === 'back' && hinge.child === 'left_side'
      ? { ...hinge, creased: [[0, hbTear - hinge.start.y] as [number, number]] }
      : hinge,
  );
  // the seam is glued below the tear line only: once folded the glue flap lies under the last
  // glue-width of the right side wall, where the tear line is lowest at the flap's free edge
  const glueStop = tearLineOnRightSide(spec, right.from, right.to, right.to - size.glueFlap) - TEAR_GLUE_STOP;
  const glueAreas = graph.glueAreas.map((area) =>
    area.panel === 'glue_flap'
      ? { ...area, polygon: area.polygon.map((p) => ({ x: p.x, y: Math.min(p.y, glueStop) })) }
      : area,
  );
  return { ...graph, hinges, cuts: [...graph.cuts, ...cuts], glueAreas };
}

/** Height of the tear line on the right side wall at x, from its front crease (Hd) to its free edge (Hb). */
function tearLineOnRightSide(spec: TearOffDisplayCartonSpec, from: number, to: number, x: number): number {
  return spec.tearFront + ((spec.tearBack - spec.tearFront) * (x - from)) / (to - from);
}
