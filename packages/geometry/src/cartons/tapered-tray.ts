import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { cross, dot, sub } from '../panel-graph/vec3';
import { outline } from '../primitives/outline';
import type { Point } from '../primitives/segment';

// A tapered (frustum) tray: a base L1 x W1 and four trapezoid walls hinged on it, each as tall as its
// slant, flaring out to an opening L2 x W2 at height H. The front and back walls carry a glue flap
// on each end, hinged along the corner edge e the two walls share, folded by the corner's dihedral
// angle (from the walls' normals, not a right angle) to lie flat inside the side wall.

export interface TaperedTraySpec {
  /** Inside length and width of the bottom, mm. */
  lengthBottom: number;
  widthBottom: number;
  /** Inside length and width of the opening, mm. */
  lengthTop: number;
  widthTop: number;
  /** Height, vertical, mm. */
  height: number;
  material: number;
  glueFlap: number;
}

const DEG = 180 / Math.PI;
/** Bevel of the glue flap's ends beyond what the corner asks. */
const BEVEL_DEG = 15;
/** The narrowest angle a glue flap's end keeps at the base corner, degrees. */
export const MIN_FLAP_END_DEG = 30;

type Vec3 = [number, number, number];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** The frustum's numbers: half sizes of the base and opening at the walls' mid-surfaces, slants, angles. */
export interface TaperedTrayLayout {
  /** Half length and half width of the base (crease to crease) and of the opening. */
  a1: number;
  b1: number;
  a2: number;
  b2: number;
  height: number;
  /** Slant heights of the long walls (front, back) and the end walls. */
  slantLong: number;
  slantEnd: number;
  /** The corner edge both walls share. */
  edge: number;
  /** Folds off the base, degrees. */
  longFold: number;
  endFold: number;
  /** The corner's dihedral angle inside the tray, and the glue flap's fold (180 less it), degrees. */
  dihedral: number;
  flapFold: number;
  /** Angle at the base corner between the corner edge and the glue flap's bottom end, degrees. */
  flapBottomEnd: number;
  /** Angle at the rim between the corner edge and the glue flap's top end, degrees. */
  flapTopEnd: number;
}

export function taperedTrayLayout(spec: TaperedTraySpec): TaperedTrayLayout {
  const t = spec.material;
  const a1 = (spec.lengthBottom + t) / 2;
  const b1 = (spec.widthBottom + t) / 2;
  // a flare under a twentieth of a millimetre is no taper a die can cut: such walls stand upright
  const flare = (top: number, bottom: number) => (top - bottom < 0.1 ? bottom : top);
  const a2 = (flare(spec.lengthTop, spec.lengthBottom) + t) / 2;
  const b2 = (flare(spec.widthTop, spec.widthBottom) + t) / 2;
  const h = spec.height;
  const slantLong = Math.hypot(h, b2 - b1);
  const slantEnd = Math.hypot(h, a2 - a1);
  const edge = Math.hypot(h, a2 - a1, b2 - b1);
  // outward normals of the front wall (at -y) and the right end wall (at +x)
  const front = unit(cross(sub([a1, -b1, 0], [-a1, -b1, 0]), sub([-a2, -b2, h], [-a1, -b1, 0])));
  const end = unit(cross(sub([a1, b1, 0], [a1, -b1, 0]), sub([a2, -b2, h], [a1, -b1, 0])));
  const dihedral = Math.acos(Math.max(-1, Math.min(1, -dot(front, end)))) * DEG;
  // the flap's ends: at the base corner it fits the room the flat blank leaves between the front and
  // the end wall; at the rim it clears the end wall's top corner (acute by the end's flare)
  const frontLean = Math.atan2(a2 - a1, slantLong) * DEG;
  const endLean = Math.atan2(b2 - b1, slantEnd) * DEG;
  const room = 90 - frontLean - endLean;
  return {
    a1,
    b1,
    a2,
    b2,
    height: h,
    slantLong,
    slantEnd,
    edge,
    longFold: Math.atan2(h, b2 - b1) * DEG,
    endFold: Math.atan2(h, a2 - a1) * DEG,
    dihedral,
    flapFold: 180 - dihedral,
    flapBottomEnd: Math.min(90 - BEVEL_DEG, room - BEVEL_DEG),
    flapTopEnd: 90 - endLean - BEVEL_DEG,
  };
}

/** The tray, base at the centre of the blank: front below it, back above, the end walls either side. */
export function buildTaperedTray(spec: TaperedTraySpec): PanelGraph {
  const layout = taperedTrayLayout(spec);
  const { a1, b1, a2, b2, slantLong: hl, slantEnd: hw } = layout;
  const builder = new PanelGraphBuilder();
  builder.panel(
    'base',
    'base',
    outline([
      { x: -a1, y: -b1 },
      { x: a1, y: -b1 },
      { x: a1, y: b1 },
      { x: -a1, y: b1 },
    ]),
  );
  // the long walls: the front hangs below the base, the back stands above it (mirrored in y)
  for (const [id, s] of [
    ['front', -1],
    ['back', 1],
  ] as const) {
    const bottom = s * b1;
    const top = s * (b1 + hl);
    builder.panel(
      id,
      'wall',
      outline([
        { x: -a1, y: bottom },
        { x: a1, y: bottom },
        { x: a2, y: top },
        { x: -a2, y: top },
      ]),
    );
    builder.hinge('base', id, { x: -a1, y: bottom }, { x: a1, y: bottom }, { foldAngle: layout.longFold });
    for (const side of [-1, 1] as const) drawGlueFlap(builder, layout, spec, id, s, side);
  }
  for (const [id, s] of [
    ['left_side', -1],
    ['right_side', 1],
  ] as const) {
    const bottom = s * a1;
    const top = s * (a1 + hw);
    builder.panel(
      id,
      'wall',
      outline([
        { x: bottom, y: -b1 },
        { x: bottom, y: b1 },
        { x: top, y: b2 },
        { x: top, y: -b2 },
      ]),
    );
    // the end walls rise last, over the glue flaps folded in off the long walls
    builder.hinge(
      'base',
      id,
      { x: bottom, y: -b1 },
      { x: bottom, y: b1 },
      { foldAngle: layout.endFold, stage: 2 },
    );
  }
  builder.dimension('length_bottom', { x: -a1, y: 0 }, { x: a1, y: 0 }, spec.lengthBottom, 0);
  builder.dimension('width_bottom', { x: 0, y: -b1 }, { x: 0, y: b1 }, spec.widthBottom, 0);
  builder.dimension('length_top', { x: -a2, y: -b1 - hl }, { x: a2, y: -b1 - hl }, spec.lengthTop, 0);
  builder.dimension('width_top', { x: a1 + hw, y: -b2 }, { x: a1 + hw, y: b2 }, spec.widthTop, 0);
  const glued = ['front', 'back'].flatMap((wall) =>
    ['left', 'right'].map((side) => ({ flap: `${wall}_${side}_glue_flap`, panel: `${side}_side` })),
  );
  return builder.build('base', foldingCartonBoard(spec.material), {
    shape: { tube: [], glued, closures: [] },
  });
}

/**
 * A glue flap on the long wall's end `side` (-1 left, 1 right): hinged along the corner edge from the
 * base corner to the rim, `glue` wide, its ends bevelled so it lies inside the end wall once folded.
 */
function drawGlueFlap(
  builder: PanelGraphBuilder,
  layout: TaperedTrayLayout,
  spec: TaperedTraySpec,
  wall: 'front' | 'back',
  s: -1 | 1,
  side: -1 | 1,
): void {
  const { a1, b1, a2, slantLong: hl, edge } = layout;
  const p: Point = { x: side * a1, y: s * b1 };
  const q: Point = { x: side * a2, y: s * (b1 + hl) };
  const u = { x: (q.x - p.x) / edge, y: (q.y - p.y) / edge };
  // outward across the edge: away from the wall, toward the end wall's side
  let v = { x: -u.y, y: u.x };
  if (v.x * side < 0) v = { x: u.y, y: -u.x };
  const g = spec.glueFlap;
  const rad = Math.PI / 180;
  const at = (along: number, across: number): Point => ({
    x: p.x + u.x * along + v.x * across,
    y: p.y + u.y * along + v.y * across,
  });
  const bottomRun = g / Math.tan(layout.flapBottomEnd * rad);
  const topRun = g / Math.tan(layout.flapTopEnd * rad);
  const id = `${wall}_${side < 0 ? 'left' : 'right'}_glue_flap`;
  builder.panel(id, 'glue_flap', outline([p, q, at(edge - topRun, g), at(bottomRun, g)]));
  builder.hinge(wall, id, p, q, { foldAngle: layout.flapFold, stage: 1 });
  // the glue area: a margin in from the crease, the free edge and both bevelled ends
  const m = Math.min(1.5, g / 8);
  const from = (across: number) => (bottomRun * across) / g + 2 * m;
  const to = (across: number) => edge - (topRun * across) / g - 2 * m;
  builder.glue(id, [at(from(m), m), at(to(m), m), at(to(g - m), g - m), at(from(g - m), g - m)]);
}
