import { type CorrugatedBoard, fluteProfile } from '../board/board';
import type { Joint } from '../catalog/corrugated-parameters';
import type { BoxModel, PanelGraph, PanelRole } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline } from '../primitives/outline';
import { line } from '../primitives/segment';

/**
 * The FEFCO slotted styles: how far the flaps reach over the opening. 0205 and 0206 are the centre
 * special overlapping ones: the inner flaps meet as on 0204, the outer flaps overlap as on 0202 (by a
 * given amount) or 0203 (the full width).
 */
export type SlottedStyle = '0201' | '0202' | '0203' | '0204' | '0205' | '0206';

export interface SlottedBoxSpec {
  /** Inside sizes, mm. */
  length: number;
  width: number;
  height: number;
  board: CorrugatedBoard;
  style: SlottedStyle;
  joint: Joint;
  /** 0202 and 0205: how far the outer flaps overlap each other, mm. */
  overlap?: number;
  /** A half-slotted container (FEFCO 0200): flaps at the bottom only, the top cut at the rim. */
  openTop?: boolean;
  /**
   * `stepped` (the default): the outer flaps' creases stand a bend offset out, so they fold flat over
   * the inner flaps. `in_line`: every flap crease on one line, as a folder-gluer scores, each slot's
   * end rounded to half its width and meeting the body crease.
   */
  scoring?: SlottedScoring;
  /**
   * A die-cut top in place of the top flaps (FEFCO 0225): each panel's top flap as it says, or `null`
   * for a wall cut square at the inner flaps' crease line.
   */
  top?: SlottedTop;
}

/**
 * One top flap of a die-cut top: its id, role and depth, how far its crease stands out past the inner
 * flaps' crease line (a lid over dust flaps stands a bend offset out), and, where it stops short of a
 * body crease to leave room for a tuck, how far from that crease its side is cut square.
 */
export interface SlottedTopFlap {
  id: string;
  role: PanelRole;
  depth: number;
  lift: number;
  /** Distance of the flap's side from the panel's left (start) crease, in place of the slot. */
  insetFrom?: number;
  /** Distance of the flap's side from the panel's right (end) crease or free edge, in place of the slot. */
  insetTo?: number;
}

export interface SlottedTop {
  flaps: Record<SlottedPanelId, SlottedTopFlap | null>;
  /** A half-round thumb notch of this radius in the middle of a cut wall's top edge. */
  thumbNotch?: { panel: SlottedPanelId; radius: number };
}

export const SLOTTED_SCORINGS = ['stepped', 'in_line'] as const;
export type SlottedScoring = (typeof SLOTTED_SCORINGS)[number];

/** Wire stitches along a stitched joint: the first this far (mm) from each end, then about this apart. */
const STITCH_END = 20;
const STITCH_PITCH = 70;

/** The joint flap's ends are tapered this much (mm) so its corners clear the flaps once folded. */
const JOINT_TAPER = 7;
/** Glue area margin inside the joint flap. */
const GLUE_MARGIN = 2;

export type SlottedPanelId = 'p1' | 'p2' | 'p3' | 'p4';
type PanelId = SlottedPanelId;
const PANELS: readonly PanelId[] = ['p1', 'p2', 'p3', 'p4'];
/** P1 and P3 span the length and carry the outer (major) flaps; P2 and P4 the inner (minor) ones. */
const isMajor = (id: PanelId) => id === 'p1' || id === 'p3';

/** How deep each flap is and, for outer flaps, how many plies out its crease stands. */
export interface SlottedFlapPlan {
  minor: number;
  major: number;
  /** Plies above the inner flaps for P1's and P3's outer flaps (P3's lies over P1's where they overlap). */
  majorPly: Record<'p1' | 'p3', number>;
}

/**
 * Flap depths from the style and the board. Flaps meant to meet are half the opening plus the flute's
 * flap allowance, but never past the centre line of the folded opening (score to score), so meeting
 * flaps butt rather than overlap; overlapping outer flaps stand a bend offset apart.
 */
export function slottedFlapPlan(spec: SlottedBoxSpec): SlottedFlapPlan {
  const profile = fluteProfile(spec.board);
  const fa = profile.flap;
  const openingLength = spec.length + profile.panel;
  const openingWidth = spec.width + profile.panel;
  const meet = (inside: number, opening: number) => Math.min(inside / 2 + fa, opening / 2);
  const innerMeet = spec.style === '0204' || spec.style === '0205' || spec.style === '0206';
  const minor = innerMeet
    ? meet(spec.length, openingLength)
    : Math.min(spec.width / 2 + fa, openingLength / 2);
  switch (spec.style) {
    case '0201':
    case '0204':
      return { minor, major: meet(spec.width, openingWidth), majorPly: { p1: 1, p3: 1 } };
    case '0202':
    case '0205':
      return {
        minor,
        major: (spec.width + (spec.overlap ?? 0)) / 2 + fa,
        majorPly: { p1: 1, p3: 2 },
      };
    case '0203':
    case '0206':
      return { minor, major: spec.width + fa, majorPly: { p1: 1, p3: 2 } };
  }
}

/**
 * A FEFCO slotted box (0201 to 0206), die-cut: manufacturer's joint | P1 = L | P2 = W | P3 = L | P4 = W,
 * with flaps above and below every panel. Panels are their inside size plus the flute's panel allowance
 * (the last panel plus its own, smaller one); the body depth between the inner flaps' creases is the
 * inside height plus the panel allowance. The outer flaps' creases stand a bend offset out per ply they
 * lie over, so they fold flat over the inner flaps. Slots of the flute's width are centred on each body
 * crease and run from the flap edges to the inner flaps' crease line; a half slot at the joint end,
 * none at the free end. Flutes run along the depth (the blank's y), so the flap creases cross them.
 */
export function buildSlottedBox(spec: SlottedBoxSpec): PanelGraph {
  const builder = new PanelGraphBuilder();
  const { ends, open, glued } = drawSlottedBody(builder, spec);
  const closures: BoxModel['closures'] = [...ends].reverse().map((end) => ({
    end,
    // inner flaps first, then the outer ones in the order they lie
    panels: [`p2_${end}_flap`, `p4_${end}_flap`, `p1_${end}_flap`, `p3_${end}_flap`],
    // the packer tapes or glues the outer flaps shut; the inner ones are held under them
    sealed: [`p1_${end}_flap`, `p3_${end}_flap`],
  }));
  return builder.build('p1', spec.board, {
    inside: {
      length: ['p2', 'p4'],
      width: ['p1', 'p3'],
      height: open ? { wall: 'p2', base: 'p2_bottom_flap' } : { between: ['p2_bottom_flap', 'p2_top_flap'] },
    },
    glued,
    closures,
  });
}

/** Where a slotted body lies on the blank, for a caller that adds its own top (mm). */
export interface SlottedBody {
  open: boolean;
  /** The ends with slotted flaps. */
  ends: ReadonlyArray<'top' | 'bottom'>;
  /** The body's height between the inner flaps' creases. */
  depth: number;
  from: Record<PanelId, number>;
  to: Record<PanelId, number>;
  glued: BoxModel['glued'];
}

/**
 * Draws the body, its flaps (or `spec.top`'s), slots, joint and dimensions into `builder`; the caller
 * builds the graph with its box model.
 */
export function drawSlottedBody(builder: PanelGraphBuilder, spec: SlottedBoxSpec): SlottedBody {
  const blank = slottedBlank(spec);
  const { depth, ends, open, from, to } = blank;
  for (const id of PANELS) drawPanelAndFlaps(builder, blank, id);
  for (let i = 1; i < PANELS.length; i++) {
    const parent = PANELS[i - 1] as PanelId;
    const child = PANELS[i] as PanelId;
    builder.hinge(parent, child, { x: from[child], y: 0 }, { x: from[child], y: depth });
  }
  const glued: BoxModel['glued'] = [];
  if (blank.hasJointFlap) {
    drawJointFlap(builder, spec, fluteProfile(spec.board).joint, depth);
    glued.push({ flap: 'joint', panel: 'p4' });
  }
  builder.dimension('length', { x: from.p1, y: depth / 2 }, { x: to.p1, y: depth / 2 }, spec.length, 0);
  builder.dimension('width', { x: from.p2, y: depth / 2 }, { x: to.p2, y: depth / 2 }, spec.width, 0);
  const middle = (from.p2 + to.p2) / 2;
  builder.dimension('height', { x: middle, y: 0 }, { x: middle, y: depth }, spec.height, 0);
  return { open, ends, depth, from, to, glued };
}

/** Where the slotted box's panels and flaps lie on the blank, mm. */
interface SlottedBlank {
  open: boolean;
  /** The ends with slotted flaps: both, or the bottom of a half-slotted container or a die-cut top's box. */
  ends: ReadonlyArray<'top' | 'bottom'>;
  top?: SlottedTop;
  /** The body's height between the inner flaps' creases. */
  depth: number;
  plan: SlottedFlapPlan;
  hasJointFlap: boolean;
  /** Each panel's creases (or free edges) along x. */
  from: Record<PanelId, number>;
  to: Record<PanelId, number>;
  /** Every flap crease on one line, the slots' ends rounded. */
  inLine: boolean;
  halfSlot: number;
  /** How far a panel's outer flaps' creases stand out past the inner flaps' crease line. */
  lift(id: PanelId): number;
  /** Where a panel's flaps start and end along x, beside its slots. */
  flapFrom(id: PanelId): number;
  flapTo(id: PanelId): number;
}

function slottedBlank(spec: SlottedBoxSpec): SlottedBlank {
  const profile = fluteProfile(spec.board);
  const a = profile.panel;
  const b = profile.bendOffset;
  const halfSlot = profile.slot / 2;
  const open = spec.openTop === true;
  const plan = slottedFlapPlan(spec);
  const spans: Record<PanelId, number> = {
    p1: spec.length + a,
    p2: spec.width + a,
    p3: spec.length + a,
    p4: spec.width + profile.lastPanel,
  };
  const from = {} as Record<PanelId, number>;
  const to = {} as Record<PanelId, number>;
  let x = 0;
  for (const id of PANELS) {
    from[id] = x;
    x += spans[id];
    to[id] = x;
  }
  const hasJointFlap = spec.joint !== 'taped';
  const inLine = spec.scoring === 'in_line';
  return {
    open,
    ends: open || spec.top ? (['bottom'] as const) : (['top', 'bottom'] as const),
    ...(spec.top ? { top: spec.top } : {}),
    // a fold at each closed end takes half the allowance; an open end is cut at the rim
    depth: spec.height + (open ? a / 2 : a),
    plan,
    hasJointFlap,
    from,
    to,
    inLine,
    halfSlot,
    lift: (id) => (isMajor(id) && !inLine ? b * plan.majorPly[id as 'p1' | 'p3'] : 0),
    // a slot's edge beside each panel end: half a slot in from every body crease and from the joint crease
    // a flap runs on straight from a free edge (the last panel's, and the first's on a taped joint)
    flapFrom: (id) => (id === 'p1' && !hasJointFlap ? from[id] : from[id] + halfSlot),
    flapTo: (id) => (id === 'p4' ? to[id] : to[id] - halfSlot),
  };
}

/** A panel, its edges stepping out to its flaps' creases between the slots, and its flaps. */
function drawPanelAndFlaps(builder: PanelGraphBuilder, blank: SlottedBlank, id: PanelId): void {
  const { open, depth, from, to, plan } = blank;
  const up = blank.lift(id);
  const left = blank.flapFrom(id);
  const right = blank.flapTo(id);
  // the wall rises `up` past the inner flaps' crease line between its slots, at each closed end; under
  // a die-cut top as far as its own top flap's crease stands out, or not at all
  const below = up;
  const topFlap = blank.top?.flaps[id];
  const notch = blank.top?.thumbNotch?.panel === id && !topFlap ? blank.top.thumbNotch.radius : 0;
  const above = open ? 0 : blank.top ? (topFlap?.lift ?? 0) : up;
  const r = blank.halfSlot;
  const steps: OutlineStep[] = [];
  // each end's edge, walked along the blank's bottom left to right and its top right to left: a
  // lifted wall's corner by a slot is the wall's share of the slot's round end
  const edge = (line: number, away: 1 | -1, lift: number, walk: Array<'left' | 'right'>) => {
    const at = (x: number, w: number) => ({ x, y: line + away * w });
    for (const side of walk) {
      const xc = side === 'left' ? from[id] : to[id];
      const slotEdge = side === 'left' ? left : right;
      if (lift === 0) {
        steps.push(at(xc, 0));
        continue;
      }
      if (slotEdge === xc) {
        steps.push(at(xc, lift));
        continue;
      }
      const corner = slotCorner(xc, slotEdge, lift, r);
      const centre = at(xc, r);
      const enters = (side === 'left') === (walk[0] === 'left');
      if (enters) {
        steps.push(at(xc, 0), { arcTo: at(corner.x, corner.w), center: centre, clockwise: true });
        if (!corner.arc && lift > r + 1e-9) steps.push(at(slotEdge, lift));
      } else {
        if (!corner.arc && lift > r + 1e-9) steps.push(at(slotEdge, lift));
        steps.push(at(corner.x, corner.w), { arcTo: at(xc, 0), center: centre, clockwise: true });
      }
    }
  };
  edge(0, -1, below, ['left', 'right']);
  if (notch > 0) {
    // a cut rim (no lift, so each corner is one point): the notch between its right and left corners
    const middle = (from[id] + to[id]) / 2;
    edge(depth, 1, 0, ['right']);
    steps.push(
      { x: middle + notch, y: depth },
      { arcTo: { x: middle - notch, y: depth }, center: { x: middle, y: depth }, clockwise: true },
    );
    edge(depth, 1, 0, ['left']);
  } else edge(depth, 1, above, ['right', 'left']);
  builder.panel(id, 'wall', outline(steps));
  const flap = isMajor(id) ? plan.major : plan.minor;
  for (const end of blank.ends) {
    const crease = end === 'top' ? depth + up : -up;
    const tip = end === 'top' ? crease + flap : crease - flap;
    const flapId = `${id}_${end}_flap`;
    const rounded = roundedSlotEnds(blank, id, end === 'top' ? depth : 0, up, tip, end === 'top' ? 1 : -1);
    builder.panel(
      flapId,
      'closure',
      outline(
        rounded?.steps ?? [
          { x: left, y: crease },
          { x: right, y: crease },
          { x: right, y: tip },
          { x: left, y: tip },
        ],
      ),
    );
    builder.hinge(
      id,
      flapId,
      { x: rounded?.from ?? left, y: crease },
      { x: rounded?.to ?? right, y: crease },
      // the minor flaps first, then the majors; of overlapping majors the outer one last, onto the inner
      { stage: isMajor(id) ? 1 + (plan.majorPly[id as 'p1' | 'p3'] ?? 1) : 1 },
    );
  }
  if (topFlap) drawTopFlap(builder, blank, id, topFlap);
}

/** A die-cut top's flap: beside a slot as a slotted flap is, or cut square where it stands in. */
function drawTopFlap(
  builder: PanelGraphBuilder,
  blank: SlottedBlank,
  id: PanelId,
  flap: SlottedTopFlap,
): void {
  const crease = blank.depth + flap.lift;
  const sides = {
    ...(flap.insetFrom === undefined ? {} : { left: blank.from[id] + flap.insetFrom }),
    ...(flap.insetTo === undefined ? {} : { right: blank.to[id] - flap.insetTo }),
  };
  const rounded = roundedSlotEnds(blank, id, blank.depth, flap.lift, crease + flap.depth, 1, sides);
  builder.panel(flap.id, flap.role, outline(rounded.steps));
  builder.hinge(
    id,
    flap.id,
    { x: rounded.from, y: crease },
    { x: rounded.to, y: crease },
    {
      stage: flap.role === 'dust_flap' ? 1 : 2,
    },
  );
}

/**
 * Where a flap's crease meets a slot that ends in a round of half its width, `r`, centred `r` past
 * the body's edge line on the body crease `xc`: a crease `lift` out from the edge line (an outer flap
 * of stepped scores) meets the round where it crosses it, `arc` when the flap's side turns into the
 * round below the crease; a crease at or past the round's far end meets the slot's straight side.
 */
function slotCorner(xc: number, slotEdge: number, lift: number, r: number) {
  // the round wholly the wall's: the crease meets the slot's straight side
  if (lift >= r - 1e-9) return { x: slotEdge, w: r, arc: false };
  const reach = Math.sqrt(2 * r * lift - lift * lift);
  return { x: xc + Math.sign(slotEdge - xc) * reach, w: lift, arc: true };
}

/**
 * A flap beside its slots: each slot ends in a round of half its width whose top touches the body's
 * edge line at the body crease; the flap's crease runs on to where it meets the round, and the flap's
 * side turns into the round below it (the wall, or the neighbouring flap, holds the rest). `line` is
 * the body's edge line, `lift` how far out the crease stands (stepped scores), `away` +1 for a flap
 * above the line, -1 below.
 */
function roundedSlotEnds(
  blank: SlottedBlank,
  id: PanelId,
  line: number,
  lift: number,
  tip: number,
  away: 1 | -1,
  /** Sides cut square at these x instead of beside the slots. */
  square: { left?: number; right?: number } = {},
): { steps: OutlineStep[]; from: number; to: number } {
  const left = square.left ?? blank.flapFrom(id);
  const right = square.right ?? blank.flapTo(id);
  const from = blank.from[id];
  const to = blank.to[id];
  const r = blank.halfSlot;
  const at = (x: number, w: number) => ({ x, y: line + away * w });
  const start =
    left > from && square.left === undefined
      ? slotCorner(from, left, lift, r)
      : { x: left, w: lift, arc: false };
  const end =
    right < to && square.right === undefined
      ? slotCorner(to, right, lift, r)
      : { x: right, w: lift, arc: false };
  // walked along the crease from left to right, then down the right side, back along the tip and up
  const clockwise = away === 1;
  const steps: OutlineStep[] = [at(start.x, lift), at(end.x, lift)];
  if (end.arc) steps.push({ arcTo: at(right, r), center: at(to, r), clockwise });
  steps.push({ x: right, y: tip }, { x: left, y: tip });
  if (start.arc) {
    steps.push(at(left, r), { arcTo: at(start.x, lift), center: at(from, r), clockwise });
    steps.shift();
  }
  return { steps, from: start.x, to: end.x };
}

/** The manufacturer's joint flap on P1, tapered at both ends; glued ones get their glue area. */
function drawJointFlap(builder: PanelGraphBuilder, spec: SlottedBoxSpec, joint: number, depth: number): void {
  const taper = Math.min(JOINT_TAPER, depth / 4);
  builder.panel(
    'joint',
    'glue_flap',
    outline([
      { x: 0, y: 0 },
      { x: 0, y: depth },
      { x: -joint, y: depth - taper },
      { x: -joint, y: taper },
    ]),
  );
  builder.hinge('p1', 'joint', { x: 0, y: 0 }, { x: 0, y: depth });
  // a stitched joint is held by wire stitches, which the gluer's glue area must not suggest: the
  // stitcher's marks instead, across the joint, the first and last 20 mm from its ends
  if (spec.joint === 'stitched') {
    const count = Math.max(2, Math.round((depth - 2 * STITCH_END) / STITCH_PITCH) + 1);
    const step = (depth - 2 * STITCH_END) / (count - 1);
    for (let i = 0; i < count; i++) {
      const y = STITCH_END + i * step;
      builder.cut('annotation', 'joint', [line({ x: -joint * 0.25, y }, { x: -joint * 0.75, y })]);
    }
  }
  if (spec.joint === 'glued') {
    const m = GLUE_MARGIN;
    builder.glue('joint', [
      { x: -m, y: taper + m },
      { x: -m, y: depth - taper - m },
      { x: -joint + m, y: depth - taper - m },
      { x: -joint + m, y: taper + m },
    ]);
  }
}
