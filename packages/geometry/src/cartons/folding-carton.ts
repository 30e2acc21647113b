import { foldAllowance, foldingCartonBoard } from '../board/board';
import type { BoxModel, PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline } from '../primitives/outline';
import type { Point } from '../primitives/segment';
import { planAutoLockBottom } from './auto-lock-bottom';
import {
  type CartonBoard,
  type CartonEnd,
  type CartonLayout,
  type CartonSize,
  type ClosurePlan,
  type ClosureResult,
  cartonLayout,
  endPlacement,
  WALL_IDS,
  type WallId,
} from './carton-layout';
import { EURO_SLOT, euroSlot } from './euro-slot';
import { planSealEndClosure, type SealEndClosureSpec } from './seal-end-closure';
import { planSnapLockBottom } from './snap-lock-bottom';
import { planTuckClosure, type TuckClosureSpec } from './tuck-closure';

export type ClosureSpec =
  | TuckClosureSpec
  | SealEndClosureSpec
  | { kind: 'snap_lock' }
  | { kind: 'auto_lock' }
  | { kind: 'open' };

export interface HangerSpec {
  /** Height of the header above the top closure, mm. */
  height: number;
}

export interface FoldingCartonSpec {
  size: CartonSize;
  top: ClosureSpec;
  bottom: ClosureSpec;
  /** A doubled header with a euro slot on the back wall; the top lid must then hinge on the front. */
  hanger?: HangerSpec;
  /**
   * The board; boxboard of `size.material` by default. A corrugated board (its caliper as
   * `size.material`) takes the flute's panel allowance and scales the closures' clearances and locks.
   */
  board?: CartonBoard;
}

const GLUE_FLAP_BEVEL_DEG = 15;
/**
 * Board between the hanger's fold and the top of the euro slot's crown, mm: two plies, so above the
 * 4 mm a single ply keeps by a hole, and the slot ends 19 mm below the fold (as the 9 mm round of the
 * old stadium slot 8 mm down did), which leaves the 30 mm header its 6 mm glue land.
 */
const EURO_SLOT_FROM_EDGE = 6;
/** The glue land kept along a short tube's glue flap: over the 6 mm rule with room to spare. */
const GLUE_LAND = 6.5;

/**
 * A glued tube carton (ECMA group A): glue flap, four walls, and a closure at each end. The back
 * wall is the root of the fold tree; every body crease folds 90 degrees inward.
 */
export function buildFoldingCarton(spec: FoldingCartonSpec): PanelGraph {
  const { size } = spec;
  const t = size.material;
  const closedEnds = [spec.top, spec.bottom].filter((closure) => closure.kind !== 'open').length;
  const board = spec.board ?? foldingCartonBoard(t);
  // every closed end adds half a fold: the inside height runs between the innermost plies' faces
  const layout = cartonLayout(size, size.height + (foldAllowance(board) * closedEnds) / 2, board);
  const builder = new PanelGraphBuilder();
  const plans: ClosurePlans = {
    top: planClosure(layout, spec, 'top'),
    bottom: planClosure(layout, spec, 'bottom'),
  };
  const header = spec.hanger?.height ?? 0;
  // corrugated cannot fold flat on one crease: its header doubles over a strip a caliper wide
  const roll = board.kind === 'corrugated' ? t : 0;
  drawWalls(builder, layout, plans, header);
  drawGlueFlap(builder, size.glueFlap, layout.bodyHeight);
  if (spec.hanger)
    drawHangerHeader(
      builder,
      layout.walls.back.from,
      layout.walls.back.to,
      layout.bodyHeight + (plans.top?.extension.back ?? 0),
      header,
      roll,
    );
  const closed = drawClosures(builder, plans);
  addBodyDimensions(builder, layout);
  const { innermost } = closed;
  const box: BoxModel = {
    inside: {
      length: ['left_side', 'right_side'],
      width: ['back', 'front'],
      height:
        innermost.top && innermost.bottom
          ? { between: [innermost.bottom, innermost.top] }
          : { wall: 'front' },
    },
    glued: [{ flap: 'glue_flap', panel: 'right_side' }, ...closed.glued],
    closures: closed.closures,
  };
  if (spec.hanger)
    box.glued.push({ flap: 'hanger_fold', panel: 'back', ...(roll > 0 ? { offset: roll } : {}) });
  return builder.build('back', board, box);
}

/** Each end's closure, planned before the walls are drawn: the walls reach and notch for it. */
type ClosurePlans = Record<CartonEnd, ClosurePlan | undefined>;

function planClosure(layout: CartonLayout, spec: FoldingCartonSpec, end: CartonEnd): ClosurePlan | undefined {
  const closure = spec[end];
  const place = endPlacement(layout, end);
  switch (closure.kind) {
    case 'tuck':
      return planTuckClosure(layout, place, closure, end === 'top' && spec.hanger ? ['back'] : []);
    case 'seal':
      return planSealEndClosure(layout, place, closure);
    case 'snap_lock':
      return planSnapLockBottom(layout, place);
    case 'auto_lock':
      return planAutoLockBottom(layout, place);
    case 'open':
      return undefined;
  }
}

/**
 * The four walls, each reaching past the body creases as far as its closures (and the back wall its
 * hanger header) ask, with a thumb notch where a closure wants one; hinged in a chain from the back.
 */
function drawWalls(
  builder: PanelGraphBuilder,
  layout: CartonLayout,
  plans: ClosurePlans,
  header: number,
): void {
  const hb = layout.bodyHeight;
  for (const id of WALL_IDS) {
    const wall = layout.walls[id];
    const top = hb + (plans.top?.extension[id] ?? 0) + (id === 'back' ? header : 0);
    const bottom = -(plans.bottom?.extension[id] ?? 0);
    const centre = (wall.from + wall.to) / 2;
    const steps: OutlineStep[] = [{ x: wall.from, y: bottom }];
    const bottomNotch = plans.bottom?.notch[id];
    if (bottomNotch) {
      steps.push({ x: centre - bottomNotch, y: bottom });
      steps.push({
        arcTo: { x: centre + bottomNotch, y: bottom },
        center: { x: centre, y: bottom },
        clockwise: true,
      });
    }
    steps.push({ x: wall.to, y: bottom }, { x: wall.to, y: top });
    const topNotch = plans.top?.notch[id];
    if (topNotch) {
      steps.push({ x: centre + topNotch, y: top });
      steps.push({ arcTo: { x: centre - topNotch, y: top }, center: { x: centre, y: top }, clockwise: true });
    }
    steps.push({ x: wall.from, y: top });
    builder.panel(id, 'wall', outline(steps));
  }
  const chain: WallId[] = ['back', 'left_side', 'front', 'right_side'];
  for (let i = 1; i < chain.length; i++) {
    const parent = chain[i - 1] as WallId;
    const child = chain[i] as WallId;
    const x = layout.walls[child].from;
    builder.hinge(parent, child, { x, y: 0 }, { x, y: hb });
  }
}

/** The glue flap on the back wall's free edge, bevelled at both ends, and its glue area. */
function drawGlueFlap(builder: PanelGraphBuilder, glue: number, hb: number): void {
  // the glue flap creases the whole wall edge and its bevels start at the body corners, so the knife
  // turns once there instead of stepping in (a step of a board would be a jog no rule can bend)
  const margin = Math.min(1.5, glue / 8);
  // a short tube bevels less, so the glue area keeps a land of at least 6.5 mm along the crease
  const bevel = Math.max(
    1,
    Math.min(glue * Math.tan((GLUE_FLAP_BEVEL_DEG * Math.PI) / 180), (hb - GLUE_LAND - 2 * margin) / 2),
  );
  builder.panel(
    'glue_flap',
    'glue_flap',
    outline([
      { x: 0, y: 0 },
      { x: 0, y: hb },
      { x: -glue, y: hb - bevel },
      { x: -glue, y: bevel },
    ]),
  );
  builder.hinge('back', 'glue_flap', { x: 0, y: 0 }, { x: 0, y: hb });
  builder.glue('glue_flap', [
    { x: -margin, y: margin + bevel },
    { x: -margin, y: hb - margin - bevel },
    { x: -glue + margin, y: hb - bevel - margin },
    { x: -glue + margin, y: bevel + margin },
  ]);
}

/** Draws the planned closures, top first, and gathers what the box model says of them. */
function drawClosures(
  builder: PanelGraphBuilder,
  plans: ClosurePlans,
): {
  closures: BoxModel['closures'];
  glued: BoxModel['glued'];
  innermost: Partial<Record<CartonEnd, string>>;
} {
  const closures: BoxModel['closures'] = [];
  const glued: BoxModel['glued'] = [];
  const innermost: Partial<Record<CartonEnd, string>> = {};
  for (const end of ['top', 'bottom'] as const) {
    const result: ClosureResult | undefined = plans[end]?.draw(builder);
    if (result) {
      closures.push({ end, panels: result.panels, ...(result.locked ? { locked: result.locked } : {}) });
      glued.push(...(result.glued ?? []));
      innermost[end] = result.innermost;
    }
  }
  return { closures, glued, innermost };
}

/** The inside length, width and height across the walls, and the glue flap's width. */
function addBodyDimensions(builder: PanelGraphBuilder, { walls, size, bodyHeight: hb }: CartonLayout): void {
  builder.dimension(
    'length',
    { x: walls.back.from, y: hb * 0.5 },
    { x: walls.back.to, y: hb * 0.5 },
    size.length,
    0,
  );
  builder.dimension(
    'width',
    { x: walls.left_side.from, y: hb * 0.5 },
    { x: walls.left_side.to, y: hb * 0.5 },
    size.width,
    0,
  );
  builder.dimension(
    'height',
    { x: (walls.front.from + walls.front.to) / 2, y: 0 },
    { x: (walls.front.from + walls.front.to) / 2, y: hb },
    size.height,
    0,
  );
  const glue = size.glueFlap;
  builder.dimension('glue_flap', { x: -glue, y: hb * 0.5 }, { x: 0, y: hb * 0.5 }, glue, 0);
}

/**
 * The hanger: the back wall runs on into a header, doubled by a fold-over panel glued behind it. With
 * a `roll`, the fold is two creases that far apart (a caliper of corrugated board), each turning 90
 * degrees, so the plies lie face to face; the fold-over ply's slot mirrors about the strip's middle.
 */
function drawHangerHeader(
  builder: PanelGraphBuilder,
  from: number,
  to: number,
  base: number,
  height: number,
  roll = 0,
): void {
  const top = base + height;
  // the fold-over ply starts past the strip; without one it hinges on the header's top edge
  const plyBase = top + roll;
  const centre = (from + to) / 2;
  // from the fold to the middle of the slot's height: its crown's top is EURO_SLOT_FROM_EDGE below the fold
  const slotCentre = EURO_SLOT_FROM_EDGE + EURO_SLOT.height / 2;
  // the doubling ply tapers in from the header's corners, so once folded its edges stay inside the
  // header's and the knife turns once at each corner instead of stepping in
  const inset = 1.5;
  const foldHeight = height - 2;
  if (roll > 0) {
    builder.panel(
      'hanger_roll',
      'header',
      outline([
        { x: from, y: top },
        { x: to, y: top },
        { x: to, y: plyBase },
        { x: from, y: plyBase },
      ]),
    );
    builder.hinge('back', 'hanger_roll', { x: from, y: top }, { x: to, y: top }, { foldAngle: 90, stage: 4 });
  }
  builder.panel(
    'hanger_fold',
    'header',
    outline([
      { x: from, y: plyBase },
      { x: to, y: plyBase },
      { x: to - inset, y: plyBase + foldHeight },
      { x: from + inset, y: plyBase + foldHeight },
    ]),
  );
  builder.hinge(
    roll > 0 ? 'hanger_roll' : 'back',
    'hanger_fold',
    { x: from, y: plyBase },
    { x: to, y: plyBase },
    {
      foldAngle: roll > 0 ? 90 : 180,
      stage: 4,
    },
  );
  // the crown towards the header's top edge (the fold), where the hook bears
  builder.cut('hole', 'back', euroSlot({ x: centre, y: top - slotCentre } satisfies Point, 'up'));
  // mirrored about the fold so both plies' slots line up once glued
  builder.cut('hole', 'hanger_fold', euroSlot({ x: centre, y: plyBase + slotCentre }, 'down'));
  // glue between the slot and the ply's far edge, clear of both by 2 mm
  const glueFrom = plyBase + slotCentre + EURO_SLOT.height / 2 + 2;
  builder.glue('hanger_fold', [
    { x: from + inset + 2, y: glueFrom },
    { x: to - inset - 2, y: glueFrom },
    { x: to - inset - 2, y: plyBase + foldHeight - 2 },
    { x: from + inset + 2, y: plyBase + foldHeight - 2 },
  ]);
}
