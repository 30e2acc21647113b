import { type FoldingCartonBoard, foldAllowance, foldingCartonBoard } from '../board/board';
import { designRuleLimits } from '../design-rules/design-rules';
import type { BoxModel, PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, placeOutline, rectangle, toSheet } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';

export interface LockedCornerTraySpec {
  /** Inside length, between the inner plies of the two doubled end walls. */
  length: number;
  /** Inside width, between the long walls. */
  width: number;
  /** Inside height, from the base's inner face to the long walls' rim. */
  height: number;
  material: number;
  /** Names of the dimension lines (a lid shows `lid_length`...). */
  dimensionNames?: { length: string; width: string; height: string };
  /** How far the back wall stands above the long walls' rim (a lid hinged on it), mm; 0 when absent. */
  backRise?: number;
}

/** Ears reach this share of half the width into the end wall's pocket (0.6 to 0.8 in the trade). */
const EAR_SHARE = 0.7;
/** The ear's lead-in chamfer at its rim corner, at most. */
const EAR_CHAMFER = 3;
/**
 * Locking lugs on the inner ply's free edge: 12 to 20 mm wide at the root, a board deep, so a lug
 * drops into its slot through the base's thickness and no further (as FEFCO 0421's lugs do): it holds
 * the inner ply's foot from springing inward, and the tray still stands flat on its base and measures
 * its outside height to the base's underside. The lug's sides ramp in over at least 45 degrees and are
 * long enough to be knives a die can bend.
 */
const TAB_MIN_WIDTH = 12;
const TAB_MAX_WIDTH = 20;
/** The shortest knife between two corners the design rules allow, with a little to spare. */
const TAB_RAMP_LENGTH = 2.05;
export const trayTabDepth = (t: number): number => t;
/** How far along the free edge a lug's side runs in, for a lug `depth` deep. */
export const trayTabRamp = (depth: number): number =>
  Math.max(depth, Math.sqrt(Math.max(0, TAB_RAMP_LENGTH ** 2 - depth ** 2)));

/** A slot is this much longer than its tab at each end (slot = tab + 1.2 mm). */
const SLOT_END_CLEARANCE = 0.6;
/** Slot play over the inner ply's far face, across the slot. */
const SLOT_PLAY = 0.4;
/** A tray this wide (base creases) or wider locks each end with two tabs, else with one in the middle. */
const TWO_TABS_FROM = 100;

/** Where a locked-corner tray's panels fall, mm; u runs outward from the base, v along its edge. */
export interface LockedTrayLayout {
  t: number;
  board: FoldingCartonBoard;
  allowance: number;
  /** The top strip of a doubled end wall, crease to crease: two boards, for the ear between the plies. */
  strip: number;
  baseLength: number;
  baseWidth: number;
  /** Long walls, base crease to rim. */
  wall: number;
  /** The back wall, base crease to its top edge: the long walls' height unless a lid rides on it. */
  backWall: number;
  /** Outer ply of an end wall, base crease to strip crease: a board above the long walls' rim. */
  outer: number;
  /** Inner ply, strip crease to its free edge, which rests on the base's inner face. */
  inner: number;
  /** The inner ply's side edges stand this far in from the long walls' planes. */
  innerInset: number;
  /** How far an ear reaches along the end wall from the long wall's plane. */
  ear: number;
  tab: { width: number; depth: number; centres: number[] };
  /** Each slot across the base crease: its length along it and its width into the base. */
  slot: { length: number; width: number };
}

export function lockedTrayLayout(spec: LockedCornerTraySpec): LockedTrayLayout {
  const t = spec.material;
  const board = foldingCartonBoard(t);
  const allowance = foldAllowance(board);
  const limits = designRuleLimits(board);
  const strip = 2 * t;
  const baseLength = spec.length + allowance + 2 * strip;
  const baseWidth = spec.width + allowance;
  const wall = spec.height + allowance / 2;
  const outer = wall + t;
  const tabWidth = Math.min(TAB_MAX_WIDTH, Math.max(TAB_MIN_WIDTH, baseWidth / 6));
  const centres = baseWidth >= TWO_TABS_FROM ? [baseWidth / 4, (3 * baseWidth) / 4] : [baseWidth / 2];
  return {
    t,
    board,
    allowance,
    strip,
    baseLength,
    baseWidth,
    wall,
    backWall: wall + (spec.backRise ?? 0),
    outer,
    inner: outer - t / 2,
    innerInset: Math.max(t, limits.jog),
    // the ears stop short of each other and, in the flat, of the inner ply's knife
    ear: Math.min((EAR_SHARE * baseWidth) / 2, outer - limits.knifeGap),
    tab: { width: tabWidth, depth: trayTabDepth(t), centres },
    slot: {
      length: tabWidth + 2 * SLOT_END_CLEARANCE,
      // from the crease past the inner ply's far face, and wide enough to strip
      width: Math.max(limits.scrapWidth, strip + t / 2 + SLOT_PLAY),
    },
  };
}

/** The tray's outside, mm: across the outer end plies, the long walls, and from the base to the strips. */
export function lockedTrayOutside(spec: LockedCornerTraySpec): {
  length: number;
  width: number;
  height: number;
} {
  const l = lockedTrayLayout(spec);
  return { length: l.baseLength + l.t, width: l.baseWidth + l.t, height: l.outer + l.t };
}

/**
 * The smallest inside width whose ears, 0.7 of half the width, reach the 15 mm the trade asks for, and
 * whose lug and slots keep clear of the corners.
 */
export const LOCKED_TRAY_MIN_WIDTH = 43;
/** The smallest inside height: ears and tabs of a shallower tray do not hold. */
export const LOCKED_TRAY_MIN_HEIGHT = 20;

/**
 * Locked-corner tray, no glue: a base with long walls whose ears fold round the corners, and doubled
 * end walls (outer ply, a two-board strip, inner ply) that trap the ears between their plies. Lugs on
 * the inner ply's free edge drop into slots cut along the base crease and hold the end walls up.
 * The base is the root, its walls fold toward -z. Stages: long walls 0, ears 1, end walls 2.
 */
export function drawLockedCornerTray(builder: PanelGraphBuilder, layout: LockedTrayLayout): void {
  const { baseLength: bl, baseWidth: bw } = layout;
  builder.panel('base', 'base', rectangle(0, 0, bl, bw));
  drawLongWall(builder, layout, 'front', { origin: { x: 0, y: 0 }, uSign: 1, vSign: -1 });
  drawLongWall(builder, layout, 'back', { origin: { x: 0, y: bw }, uSign: 1, vSign: 1 });
  drawEndWall(builder, layout, 'left', { origin: { x: 0, y: 0 }, uSign: -1, vSign: 1 });
  drawEndWall(builder, layout, 'right', { origin: { x: bl, y: 0 }, uSign: 1, vSign: 1 });
}

/** The box model of a locked-corner tray: inside length between the inner plies. */
export function lockedTrayModel(): BoxModel {
  return {
    inside: {
      length: ['left_inner_ply', 'right_inner_ply'],
      width: ['front', 'back'],
      height: { wall: 'front', base: 'base' },
    },
    glued: [],
    closures: [],
  };
}

export function buildLockedCornerTray(spec: LockedCornerTraySpec): PanelGraph {
  const layout = lockedTrayLayout(spec);
  const builder = new PanelGraphBuilder();
  drawLockedCornerTray(builder, layout);
  addLockedTrayDimensions(builder, layout, spec);
  return builder.build('base', layout.board, lockedTrayModel());
}

/** A long wall, a board short of each end crease, with an ear on each end. */
function drawLongWall(builder: PanelGraphBuilder, layout: LockedTrayLayout, id: 'front' | 'back', f: Frame) {
  const { t, wall, baseLength: bl, ear } = layout;
  // the back wall may stand taller than its ears: its end edge runs on as a knife above them
  const height = id === 'back' ? layout.backWall : wall;
  builder.panel(
    id,
    'wall',
    placeOutline(f, [
      { x: t, y: 0 },
      { x: bl - t, y: 0 },
      { x: bl - t, y: height },
      { x: t, y: height },
    ]),
  );
  builder.hinge('base', id, toSheet(f, { x: t, y: 0 }), toSheet(f, { x: bl - t, y: 0 }));
  const chamfer = Math.min(EAR_CHAMFER, ear / 3);
  for (const side of ['left', 'right'] as const) {
    // the ear's own frame: u away from the wall's end, v up the wall
    const ef: Frame =
      side === 'left'
        ? { origin: toSheet(f, { x: t, y: 0 }), uSign: -f.uSign as 1 | -1, vSign: f.vSign }
        : { origin: toSheet(f, { x: bl - t, y: 0 }), uSign: f.uSign, vSign: f.vSign };
    const earId = `${id}_ear_${side}`;
    builder.panel(
      earId,
      'lock',
      placeOutline(ef, [
        { x: 0, y: 0 },
        { x: ear, y: 0 },
        { x: ear, y: wall - chamfer },
        { x: ear - chamfer, y: wall },
        { x: 0, y: wall },
      ]),
    );
    builder.hinge(id, earId, toSheet(ef, { x: 0, y: 0 }), toSheet(ef, { x: 0, y: wall }), {
      stage: LOCKED_TRAY_STAGES.ears,
    });
  }
}

/**
 * The order a locked-corner tray folds in, as hands fold it: the long walls up, their ears in, the end
 * walls' outer plies up against the ears, and only then each end wall's strip and inner ply turned over
 * and down inside, trapping the ears (turned as the outer ply rises, the inner ply would sweep through
 * them); a lid after all of that.
 */
export const LOCKED_TRAY_STAGES = { walls: 0, ears: 1, outerPlies: 2, rolls: 3, lid: 4 } as const;

/**
 * A doubled end wall in its frame (u outward from the base crease, v along it from the front): outer
 * ply, strip, inner ply with its locking lugs, and the slots on the base crease the lugs drop into.
 */
function drawEndWall(builder: PanelGraphBuilder, layout: LockedTrayLayout, side: 'left' | 'right', f: Frame) {
  const { baseWidth: bw, outer, strip, inner, innerInset: inset, tab, slot } = layout;
  const outerId = `${side}_outer_ply`;
  const stripId = `${side}_strip`;
  const innerId = `${side}_inner_ply`;
  const at = (u: number, v: number): Point => toSheet(f, { x: u, y: v });
  const u1 = outer;
  const u2 = outer + strip;
  const u3 = u2 + inner;
  builder.panel(
    outerId,
    'wall',
    placeOutline(f, [
      { x: 0, y: 0 },
      { x: u1, y: 0 },
      { x: u1, y: bw },
      { x: 0, y: bw },
    ]),
  );
  // the crease stops where each slot cuts along it
  const slots = tab.centres.map((c) => [c - slot.length / 2, c + slot.length / 2] as const);
  const creased: Array<[number, number]> = [];
  let from = 0;
  for (const [a, b] of slots) {
    creased.push([from, a]);
    from = b;
  }
  creased.push([from, bw]);
  builder.hinge('base', outerId, at(0, 0), at(0, bw), { stage: LOCKED_TRAY_STAGES.outerPlies, creased });
  for (const [i, [a, b]] of slots.entries()) {
    const corners = [at(0, a), at(-slot.width, a), at(-slot.width, b), at(0, b)];
    builder.cut(
      'hole',
      'base',
      corners.map((p, k) => line(p, corners[(k + 1) % corners.length] as Point)),
    );
    const centre = tab.centres[i] as number;
    builder.lock({
      kind: 'catch',
      name: `${side} end wall tab ${i + 1}`,
      panel: 'base',
      slit: line(at(0, a), at(0, b)),
      shoulder: {
        panel: innerId,
        edge: line(at(u3, centre - tab.width / 2), at(u3, centre + tab.width / 2)),
      },
    });
  }
  builder.panel(
    stripId,
    'wall',
    placeOutline(f, [
      { x: u1, y: 0 },
      { x: u2, y: 0 },
      { x: u2, y: bw },
      { x: u1, y: bw },
    ]),
  );
  builder.hinge(outerId, stripId, at(u1, 0), at(u1, bw), { stage: LOCKED_TRAY_STAGES.rolls });
  const half = tab.width / 2;
  const d = tab.depth;
  const ramp = trayTabRamp(d);
  const tabs = tab.centres.flatMap((centre) => [
    { x: u3, y: centre - half },
    { x: u3 + d, y: centre - half + ramp },
    { x: u3 + d, y: centre + half - ramp },
    { x: u3, y: centre + half },
  ]);
  builder.panel(
    innerId,
    'wall',
    placeOutline(f, [
      { x: u2, y: inset },
      { x: u3, y: inset },
      ...tabs,
      { x: u3, y: bw - inset },
      { x: u2, y: bw - inset },
    ]),
  );
  builder.hinge(stripId, innerId, at(u2, inset), at(u2, bw - inset), { stage: LOCKED_TRAY_STAGES.rolls });
}

export function addLockedTrayDimensions(
  builder: PanelGraphBuilder,
  layout: LockedTrayLayout,
  spec: LockedCornerTraySpec,
): void {
  const { baseLength: bl, baseWidth: bw, strip, allowance, wall } = layout;
  const names = spec.dimensionNames ?? { length: 'length', width: 'width', height: 'height' };
  builder.dimension(
    names.length,
    { x: strip + allowance / 2, y: bw / 2 },
    { x: bl - strip - allowance / 2, y: bw / 2 },
    spec.length,
    0,
  );
  builder.dimension(names.width, { x: bl / 2, y: 0 }, { x: bl / 2, y: bw }, spec.width, 0);
  builder.dimension(names.height, { x: bl / 2, y: -wall }, { x: bl / 2, y: 0 }, spec.height, 0);
}
