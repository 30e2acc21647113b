import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, type OutlineStep, placeOutline, toSheet } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';
import {
  type CartonLayout,
  type ClosurePlan,
  type ClosureResult,
  type EndPlacement,
  flapSideInset,
  isCorrugated,
  neighbourWall,
  panelAllowance,
  type Wall,
  type WallId,
  wallEndFrame,
  wallWidth,
} from './carton-layout';
import { type DustFlapStyle, drawDustFlap, dustFlapDepth } from './dust-flap';

export const TUCK_STYLES = ['rounded_slit_lock', 'angled_slit_lock', 'friction_lock'] as const;
export type TuckStyle = (typeof TUCK_STYLES)[number];

export const TUCK_STYLE_NAMES: Record<TuckStyle, string> = {
  rounded_slit_lock: 'Rounded tuck with slit lock',
  angled_slit_lock: 'Angled tuck with slit lock',
  friction_lock: 'Rounded tuck with friction lock',
};

export interface TuckClosureSpec {
  kind: 'tuck';
  /** The length wall the lid hinges on; the tuck slides in behind the other one. */
  lidOn: 'back' | 'front';
  tuckDepth: number;
  tuckStyle: TuckStyle;
  dustFlapStyle: DustFlapStyle;
  /** A tamper tab on the tuck's edge that passes through a slit in the wall it slides behind. */
  postalLock?: { width: number };
  thumbCut: boolean;
}

/**
 * Postal lock tab: neck then head, beyond the tuck's free edge. The slit is narrower than the head by
 * `slitNarrowing` (so the head, once pushed through, stays caught) and wider than the neck.
 */
export const POSTAL_LOCK = { neck: 3, head: 7, neckNarrowing: 6, slitNarrowing: 2 } as const;

/** Room between the tuck's side edges and the walls it slides between: 0.5 to 1 mm a side. */
export const tuckSideClearance = (t: number): number => Math.min(1, Math.max(0.5, t));

/**
 * Room a side between the tuck and the side walls on corrugated board: a caliper, so the tuck's
 * corners clear the walls' rolled inner corners (2t across the tuck in all).
 */
export const corrugatedTuckSideClearance = (t: number): number => t;

/** How much longer the slit is than the dust flap shoulder it catches. */
export const SLIT_OVER_SHOULDER = 2;

/** The short cut from the slit's inner end into the lid, which makes the hook that holds the shoulder. */
export const slitHookLength = (t: number): number => Math.max(1.5, 2 * t);

/** Thumb notch radius: about min(7, wall / 4, tuck / 2). */
export const thumbNotchRadius = (wallSpan: number, tuckDepth: number): number =>
  Math.min(7, wallSpan / 4, tuckDepth / 2);

/**
 * Slit-lock nick along each end of the tuck crease: about min(10, W/2, L/5) + t. On corrugated, where t
 * is large against a small carton's length, at most a quarter of the tuck's width (L - 2t), so the
 * crease keeps at least half of it.
 */
export function slitLockLength(layout: CartonLayout): number {
  const { length, width, material: t } = layout.size;
  const nick = Math.min(10, width / 2, length / 5) + t;
  return isCorrugated(layout) ? Math.min(nick, (length - 2 * t) / 4) : nick;
}

const FRICTION_HALF_WIDTH = 10;
const FRICTION_END_NICK = 3;

/**
 * A tuck end closure: a lid hinged a board thickness beyond the body crease (it lies on the dust
 * flaps), a tuck flap a board thickness narrower on each side, and dust flaps on the side walls.
 */
export function planTuckClosure(
  layout: CartonLayout,
  place: EndPlacement,
  spec: TuckClosureSpec,
  /** Walls that reach past this end for another reason (a hanger header): dust flaps share their knife. */
  extended: readonly WallId[] = [],
): ClosurePlan {
  const t = layout.size.material;
  const oppositeId: WallId = spec.lidOn === 'back' ? 'front' : 'back';
  const opposite = layout.walls[oppositeId];
  return {
    extension: { [spec.lidOn]: t },
    notch: spec.thumbCut ? { [oppositeId]: thumbNotchRadius(wallWidth(opposite), spec.tuckDepth) } : {},
    draw(builder: PanelGraphBuilder): ClosureResult {
      const lid = tuckLid(layout, place, spec);
      drawLid(builder, lid, layout.walls[spec.lidOn].id);
      drawTuck(builder, lid, spec);
      const hookEnds = lid.friction ? [] : cutSlitLockHooks(builder, lid, t);
      if (spec.postalLock) addPostalLock(builder, lid, opposite, place, spec.postalLock, t);
      const dustFlaps = drawTuckDustFlaps(builder, layout, place, spec, extended, lid, hookEnds);
      return {
        panels: [...dustFlaps, lid.lidId],
        innermost: dustFlaps[0] as string,
        locked: [{ panel: lid.lidId, by: lid.tuckId, behind: oppositeId }],
      };
    },
  };
}

/** The lid and its tuck as measured in the lid's frame: u along the lid's hinge, v outward from it. */
interface TuckLid {
  prefix: string;
  lidId: string;
  tuckId: string;
  frame: Frame;
  span: number;
  /** From the lid's hinge to the tuck's crease. */
  depth: number;
  centre: number;
  friction: boolean;
  /** Height of a friction lock's bump on the lid's edge and the tuck's crease. */
  bump: number;
  /** From the lid's side edge to the tuck's, on each side. */
  tuckInset: number;
  tuckWidth: number;
  tuckDepth: number;
  /** v of the tuck's free edge. */
  tip: number;
  /** Length of the slit-lock nick at each end of the tuck's crease. */
  slit: number;
}

function tuckLid(layout: CartonLayout, place: EndPlacement, spec: TuckClosureSpec): TuckLid {
  const t = layout.size.material;
  const lidWall = layout.walls[spec.lidOn];
  const span = wallWidth(lidWall);
  // the lid spans the opening crease to crease, as the side walls do
  const depth = layout.size.width + panelAllowance(layout);
  // the tuck slides between the side walls' inner faces with a little room each side
  const clearance = isCorrugated(layout) ? corrugatedTuckSideClearance(t) : tuckSideClearance(t);
  const tuckInset = panelAllowance(layout) / 2 + clearance;
  return {
    prefix: place.end,
    lidId: `${place.end}_lid`,
    tuckId: `${place.end}_tuck`,
    frame: wallEndFrame(lidWall, place, 'from', t),
    span,
    depth,
    centre: span / 2,
    friction: spec.tuckStyle === 'friction_lock',
    bump: Math.max(1.5, 2 * t),
    tuckInset,
    tuckWidth: span - 2 * tuckInset,
    tuckDepth: spec.tuckDepth,
    tip: depth + spec.tuckDepth,
    slit: slitLockLength(layout),
  };
}

/** The lid panel, hinged on its wall's end; a friction lid's edge has a bump the tuck's crease matches. */
function drawLid(builder: PanelGraphBuilder, lid: TuckLid, lidWallId: WallId): void {
  const { frame: lf, span, depth, centre, bump } = lid;
  const lidSteps: OutlineStep[] = [
    { x: 0, y: 0 },
    { x: span, y: 0 },
    { x: span, y: depth },
    ...(lid.friction
      ? [
          { x: centre + FRICTION_HALF_WIDTH, y: depth },
          { x: centre + FRICTION_HALF_WIDTH - bump, y: depth + bump },
          { x: centre - FRICTION_HALF_WIDTH + bump, y: depth + bump },
          { x: centre - FRICTION_HALF_WIDTH, y: depth },
        ]
      : []),
    { x: 0, y: depth },
  ];
  builder.panel(lid.lidId, 'closure', placeOutline(lf, lidSteps));
  builder.hinge(lidWallId, lid.lidId, toSheet(lf, { x: 0, y: 0 }), toSheet(lf, { x: span, y: 0 }), {
    stage: 2,
  });
}

/** The tuck flap on the lid's far edge, its postal lock tab if any, its crease and its depth dimension. */
function drawTuck(builder: PanelGraphBuilder, lid: TuckLid, spec: TuckClosureSpec): void {
  const { frame: lf, span, depth: lidDepth, centre, bump, tuckInset, tuckWidth, tip, slit } = lid;
  const depth = lid.tuckDepth;
  const radius = Math.min(8, Math.max(3, depth / 2.5), tuckWidth / 4);
  const slant =
    spec.tuckStyle === 'angled_slit_lock' ? Math.min(depth * Math.tan(Math.PI / 9), tuckWidth / 6) : 0;
  const tipRadius = slant > 0 ? Math.min(2, depth / 4) : radius;
  const tuckSteps: OutlineStep[] = [
    { x: tuckInset, y: lidDepth },
    ...(lid.friction
      ? [
          { x: centre - FRICTION_HALF_WIDTH, y: lidDepth },
          { x: centre - FRICTION_HALF_WIDTH + bump, y: lidDepth + bump },
          { x: centre + FRICTION_HALF_WIDTH - bump, y: lidDepth + bump },
          { x: centre + FRICTION_HALF_WIDTH, y: lidDepth },
        ]
      : []),
    { x: span - tuckInset, y: lidDepth },
    { x: span - tuckInset - slant, y: tip, radius: tipRadius },
    ...(spec.postalLock ? postalTabSteps(spec.postalLock, centre, tip) : []),
    { x: tuckInset + slant, y: tip, radius: tipRadius },
  ];
  builder.panel(lid.tuckId, 'tuck', placeOutline(lf, tuckSteps));
  // a friction tuck still gets short nicks at the crease ends, so the lid's edge runs straight past
  // the tuck's corner instead of stepping in by the clearance
  const creased: Array<[number, number]> = lid.friction
    ? [
        [FRICTION_END_NICK, tuckWidth / 2 - FRICTION_HALF_WIDTH],
        [tuckWidth / 2 + FRICTION_HALF_WIDTH, tuckWidth - FRICTION_END_NICK],
      ]
    : [[slit, tuckWidth - slit]];
  builder.hinge(
    lid.lidId,
    lid.tuckId,
    toSheet(lf, { x: tuckInset, y: lidDepth }),
    toSheet(lf, { x: span - tuckInset, y: lidDepth }),
    {
      stage: 3,
      creased,
    },
  );
  builder.dimension(
    `${lid.prefix}_tuck_flap`,
    toSheet(lf, { x: span * 0.75, y: lidDepth }),
    toSheet(lf, { x: span * 0.75, y: tip }),
    depth,
    0,
  );
}

/** The postal lock tab's outline beyond the tuck's free edge, from the `+u` side round to the `-u` side. */
function postalTabSteps(tab: { width: number }, centre: number, tip: number): OutlineStep[] {
  const neck = (tab.width - POSTAL_LOCK.neckNarrowing) / 2;
  const head = tab.width / 2;
  const neckEnd = tip + POSTAL_LOCK.neck;
  const headEnd = neckEnd + POSTAL_LOCK.head;
  return [
    { x: centre + neck, y: tip },
    { x: centre + neck, y: neckEnd },
    { x: centre + head, y: neckEnd },
    { x: centre + head, y: headEnd, radius: 2 },
    { x: centre - head, y: headEnd, radius: 2 },
    { x: centre - head, y: neckEnd },
    { x: centre - neck, y: neckEnd },
    { x: centre - neck, y: tip },
  ];
}

/**
 * Slit lock: each nick ends in a short cut into the lid, the hook the dust flap's shoulder catches on.
 * Gives back the hooks' ends on the crease, the `from` side's first.
 */
function cutSlitLockHooks(builder: PanelGraphBuilder, lid: TuckLid, t: number): Point[] {
  const { frame: lf, depth: lidDepth } = lid;
  const hookEnds: Point[] = [];
  const hook = slitHookLength(t);
  for (const u of [lid.tuckInset + lid.slit, lid.span - lid.tuckInset - lid.slit]) {
    builder.cut('slit', lid.lidId, [
      line(toSheet(lf, { x: u, y: lidDepth }), toSheet(lf, { x: u, y: lidDepth - hook })),
    ]);
    hookEnds.push(toSheet(lf, { x: u, y: lidDepth }));
  }
  return hookEnds;
}

/** The slit in the wall the tuck slides behind, and the lock of the tuck's tab through it. */
function addPostalLock(
  builder: PanelGraphBuilder,
  lid: TuckLid,
  opposite: Wall,
  place: EndPlacement,
  tab: { width: number },
  t: number,
): void {
  const { frame: lf, centre, tip } = lid;
  const of = wallEndFrame(opposite, place, 'from', t);
  const slitY = lid.tuckDepth + POSTAL_LOCK.neck / 2;
  const half = (tab.width - POSTAL_LOCK.slitNarrowing) / 2;
  const mid = wallWidth(opposite) / 2;
  // the tuck hangs inward from the lid plane, so the slit sits tuck depth + half a neck below it
  const slitCut = line(toSheet(of, { x: mid - half, y: -slitY }), toSheet(of, { x: mid + half, y: -slitY }));
  builder.cut('slit', opposite.id, [slitCut]);
  const neck = (tab.width - POSTAL_LOCK.neckNarrowing) / 2;
  const neckEnd = tip + POSTAL_LOCK.neck;
  builder.lock({
    kind: 'pass_through',
    name: `${lid.prefix} postal lock`,
    panel: opposite.id,
    slit: slitCut,
    tab: {
      panel: lid.tuckId,
      head: line(
        toSheet(lf, { x: centre - tab.width / 2, y: neckEnd }),
        toSheet(lf, { x: centre + tab.width / 2, y: neckEnd }),
      ),
      neck: line(toSheet(lf, { x: centre - neck, y: tip }), toSheet(lf, { x: centre + neck, y: tip })),
    },
  });
}

/**
 * A dust flap on each side wall, whose shoulder the slit nearer it catches (a slit-lock tuck). Gives
 * back their ids, the left side's first.
 */
function drawTuckDustFlaps(
  builder: PanelGraphBuilder,
  layout: CartonLayout,
  place: EndPlacement,
  spec: TuckClosureSpec,
  extended: readonly WallId[],
  lid: TuckLid,
  hookEnds: Point[],
): string[] {
  const dustDepth = dustFlapDepth(layout, lid.tuckDepth);
  const dustFlaps: string[] = [];
  for (const side of ['left_side', 'right_side'] as const) {
    // the lid side of a side wall is the edge it shares with the lid's wall
    const sharesFrom = side === 'left_side' ? spec.lidOn === 'back' : spec.lidOn === 'front';
    const lidSide = sharesFrom ? 'from' : 'to';
    const farSide = sharesFrom ? 'to' : 'from';
    const wall = layout.walls[side];
    const id = `${lid.prefix}_${side}_dust_flap`;
    const farInset = flapSideInset(layout, wall, farSide, [spec.lidOn, ...extended]);
    const { shoulder } = drawDustFlap(builder, wall, place, {
      id,
      lidSide,
      lidInset: flapSideInset(layout, wall, lidSide, [spec.lidOn, ...extended]),
      farInset,
      farShared: farInset === 0 && neighbourWall(wall, farSide) !== undefined,
      depth: dustDepth,
      style: spec.dustFlapStyle,
      // a corrugated shoulder holds at two calipers or more
      shoulder: Math.max(isCorrugated(layout) ? 2 * layout.size.material : 2, lid.slit - SLIT_OVER_SHOULDER),
      stage: 1,
      ...(isCorrugated(layout) ? { minRelief: layout.size.material } : {}),
    });
    dustFlaps.push(id);
    // the slit nearer this side wall (in the folded box) catches its shoulder
    const nearFrom = (spec.lidOn === 'back') === (side === 'right_side');
    const hookEnd = hookEnds[nearFrom ? 0 : 1];
    if (shoulder && hookEnd) {
      const tuckEdge = toSheet(lid.frame, {
        x: nearFrom ? lid.tuckInset : lid.span - lid.tuckInset,
        y: lid.depth,
      });
      builder.lock({
        kind: 'catch',
        name: `${lid.prefix} slit lock (${side.replace('_', ' ')})`,
        panel: lid.lidId,
        slit: line(tuckEdge, hookEnd),
        shoulder: { panel: id, edge: shoulder },
      });
    }
  }
  return dustFlaps;
}
