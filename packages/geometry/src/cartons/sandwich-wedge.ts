import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';

export interface SandwichWedgeSpec {
  /** Inside leg the wedge stands on (the base), mm. */
  length: number;
  /** Inside leg of the back, square to the base, mm. */
  height: number;
  /** Inside depth of the prism: the sandwich's thickness and a little room, mm. */
  width: number;
  glueFlap: number;
  /** Two parallel perforations across the front, this far apart; none when 0. */
  tearStrip: number;
  material: number;
}

const DEG = Math.PI / 180;
/** The base's corners by the end panels' acute corners are clipped this much (a knife of at least 2 mm). */
export const CORNER_CLIP = 2.5;
/** The tuck stands this far in from the end panel's acute corners along its crease. */
export const TUCK_INSET = 3;
/** The tuck's far corners are rounded this much. */
const TUCK_CORNER = 4;
/** The deepest tuck drawn, and how deep it is as a share of the prism's depth. */
const MAX_TUCK = 30;
const TUCK_SHARE = 0.6;
const GLUE_CHAMFER = Math.tan(15 * DEG);
const GLUE_MARGIN = 1;
/** The zipper's pull tab starts this far from the apex crease and is cut free this long. */
export const ZIPPER_START = 3;
export const ZIPPER_TAB = 10;
/**
 * The 3D fold's order, as hands close a wedge from the flat: the back stands (stage 0); each end rises
 * with its tuck turned in to where the front will lie, the top's first, as the bottom's tuck lies over
 * it, nearer the front; then the front comes down over both like a lid, its glue flap onto the base.
 * An end closed under a standing front has its tuck pass the front's edge, in its way at every angle.
 */
const STAGE = { top: 1, bottom: 2, front: 3 };

/** The wedge's sizes on the flat, mm, and its fold angles, degrees. */
export interface SandwichWedgeSizes {
  t: number;
  hypotenuse: number;
  /** Inner angles: at the base's far corner (alpha), at the apex between back and front (beta). */
  alpha: number;
  beta: number;
  /** Round the tube: base (free edge to crease), back, front (crease to the glue flap's crease). */
  base: number;
  back: number;
  front: number;
  /** Along the tube: the walls, between the end panels' creases. */
  depth: number;
  /** The end triangle: its legs along the base and the back, and its tuck crease. */
  endBase: number;
  endBack: number;
  endHypotenuse: number;
  tuckDepth: number;
  /** Fold angles round the tube: base to back, back to front, front to glue flap. */
  folds: { back: number; front: number; glue: number };
}

/**
 * Sizes from the cross-section: the mid-surface triangle is the inside one grown by half a board (so
 * each crease of fold angle phi adds (t/2)·tan(phi/2) to the panels either side), the glue flap's
 * crease is where the front's mid-surface meets the plane a ply inside the base, and the end
 * triangles' tuck crease runs a ply inside the front, so the tuck slides down inside it.
 */
export function sandwichWedgeSizes(spec: SandwichWedgeSpec): SandwichWedgeSizes {
  const t = spec.material;
  const a = spec.length;
  const b = spec.height;
  const c = Math.hypot(a, b);
  // lines b·x + a·y = k parallel to the front: its mid-surface, and a ply further in
  const frontMid = a * b + (c * t) / 2;
  const tuckLine = a * b - (c * t) / 2;
  const onBase = (k: number, y: number) => (k - a * y) / b;
  const onBack = (k: number, x: number) => (k - b * x) / a;
  const h = t / 2;
  const apex: Point = { x: -h, y: onBack(frontMid, -h) };
  const glueCrease: Point = { x: onBase(frontMid, h), y: h };
  const beta = Math.atan2(a, b) / DEG;
  const alpha = 90 - beta;
  const endBase = onBase(tuckLine, -h) + h;
  const endBack = onBack(tuckLine, -h) + h;
  return {
    t,
    hypotenuse: c,
    alpha,
    beta,
    base: onBase(frontMid, -h) + h,
    back: apex.y + h,
    front: Math.hypot(glueCrease.x - apex.x, glueCrease.y - apex.y),
    depth: spec.width + t,
    endBase,
    endBack,
    endHypotenuse: Math.hypot(endBase, endBack),
    tuckDepth: Math.min(TUCK_SHARE * spec.width, MAX_TUCK),
    folds: { back: 90, front: 180 - beta, glue: 180 - alpha },
  };
}

/**
 * A sandwich wedge: a triangular prism tube of base, back (square to it) and front (the hypotenuse,
 * the sandwich's cut face), glued by a flap on the front inside the base. Each end is a triangle on
 * the base's end with a tuck on its long edge that slides down inside the front. A zipper (two
 * perforations) runs across the front. The sheet runs x round the tube, y along it.
 */
export function buildSandwichWedge(spec: SandwichWedgeSpec): PanelGraph {
  const s = sandwichWedgeSizes(spec);
  const { t, base, back, front, depth: d } = s;
  const x1 = base;
  const x2 = x1 + back;
  const x3 = x2 + front;
  const g = spec.glueFlap;
  // the base's corners clipped where the end triangles' long edges start, a knife of at least 2 mm
  const clipX = base - s.endBase;
  const builder = new PanelGraphBuilder();
  builder.panel(
    'base',
    'base',
    outline([
      { x: 0, y: CORNER_CLIP },
      { x: clipX, y: 0 },
      { x: x1, y: 0 },
      { x: x1, y: d },
      { x: clipX, y: d },
      { x: 0, y: d - CORNER_CLIP },
    ]),
  );
  builder.panel(
    'back',
    'wall',
    outline([
      { x: x1, y: 0 },
      { x: x2, y: 0 },
      { x: x2, y: d },
      { x: x1, y: d },
    ]),
  );
  builder.panel(
    'front',
    'wall',
    outline([
      { x: x2, y: 0 },
      { x: x3, y: 0 },
      { x: x3, y: d },
      { x: x2, y: d },
    ]),
  );
  // the glue flap stops short of the wedge's ends by the base's corner clip, so it never overhangs it
  const y0 = CORNER_CLIP;
  const y1 = d - CORNER_CLIP;
  // 15 degree ends, short enough on a thin wedge to leave a glue land along it
  const chamfer = Math.min(g * GLUE_CHAMFER, (y1 - y0) / 6);
  builder.panel(
    'glue_flap',
    'glue_flap',
    outline([
      { x: x3, y: y0 },
      { x: x3 + g, y: y0 + chamfer },
      { x: x3 + g, y: y1 - chamfer },
      { x: x3, y: y1 },
    ]),
  );
  builder.hinge('base', 'back', { x: x1, y: 0 }, { x: x1, y: d }, { foldAngle: s.folds.back });
  const last = STAGE.front;
  builder.hinge('back', 'front', { x: x2, y: 0 }, { x: x2, y: d }, { foldAngle: s.folds.front, stage: last });
  builder.hinge(
    'front',
    'glue_flap',
    { x: x3, y: y0 },
    { x: x3, y: y1 },
    { foldAngle: s.folds.glue, stage: last },
  );
  builder.glue('glue_flap', [
    { x: x3 + GLUE_MARGIN, y: y0 + chamfer + GLUE_MARGIN },
    { x: x3 + g - GLUE_MARGIN, y: y0 + chamfer + GLUE_MARGIN },
    { x: x3 + g - GLUE_MARGIN, y: y1 - chamfer - GLUE_MARGIN },
    { x: x3 + GLUE_MARGIN, y: y1 - chamfer - GLUE_MARGIN },
  ]);
  drawEnd(builder, s, 'top', (p) => ({ x: p.x, y: d + p.y }));
  drawEnd(builder, s, 'bottom', (p) => ({ x: p.x, y: -p.y }));
  if (spec.tearStrip > 0) {
    // the zipper starts at the apex with a pull tab: a cut across the strip and cut sides, then the
    // two perforations run to the glue flap's crease
    const lower = (d - spec.tearStrip) / 2;
    const upper = (d + spec.tearStrip) / 2;
    const from = x2 + ZIPPER_START;
    const tabEnd = from + ZIPPER_TAB;
    builder.cut('slit', 'front', [
      line({ x: tabEnd, y: lower }, { x: from, y: lower }),
      line({ x: from, y: lower }, { x: from, y: upper }),
      line({ x: from, y: upper }, { x: tabEnd, y: upper }),
    ]);
    for (const y of [lower, upper])
      builder.cut('perforation', 'front', [line({ x: tabEnd, y }, { x: x3, y })]);
  }
  addDimensions(builder, s, spec);
  return builder.build('base', foldingCartonBoard(t), {
    shape: {
      tube: ['base', 'back', 'front'],
      glued: [{ flap: 'glue_flap', panel: 'base', offset: t }],
      closures: [
        { end: 'top', panels: ['end_top_tuck', 'end_top'] },
        { end: 'bottom', panels: ['end_bottom_tuck', 'end_bottom'] },
      ],
    },
  });
}

/**
 * An end triangle on the base's end and its tuck, drawn beyond the end (y up from the crease) and
 * placed by `at`: its right angle at the base-back crease, its long edge the tuck crease.
 */
function drawEnd(
  builder: PanelGraphBuilder,
  s: SandwichWedgeSizes,
  end: 'top' | 'bottom',
  at: (p: Point) => Point,
): void {
  const corner = { x: s.base, y: 0 };
  const acute = { x: s.base - s.endBase, y: 0 };
  const apex = { x: s.base, y: s.endBack };
  const id = `end_${end}`;
  builder.panel(id, 'closure', outline([acute, corner, apex].map(at)));
  const stage = STAGE[end];
  builder.hinge('base', id, at(acute), at(corner), { stage });
  // the tuck, in a frame along the long edge from the acute corner to the apex, v away from the triangle
  const length = s.endHypotenuse;
  const e = { x: (apex.x - acute.x) / length, y: (apex.y - acute.y) / length };
  const n = { x: -e.y, y: e.x };
  const p = (u: number, v: number): Point =>
    at({ x: acute.x + u * e.x + v * n.x, y: acute.y + u * e.y + v * n.y });
  const depth = s.tuckDepth;
  const radius = Math.min(TUCK_CORNER, depth / 3);
  const steps: OutlineStep[] = [
    p(TUCK_INSET, 0),
    p(length - TUCK_INSET, 0),
    { ...p(length - TUCK_INSET, depth), radius },
    { ...p(TUCK_INSET, depth), radius },
  ];
  builder.panel(`${id}_tuck`, 'tuck', outline(steps));
  builder.hinge(id, `${id}_tuck`, p(TUCK_INSET, 0), p(length - TUCK_INSET, 0), { stage });
}

function addDimensions(builder: PanelGraphBuilder, s: SandwichWedgeSizes, spec: SandwichWedgeSpec): void {
  const { base, back, depth } = s;
  builder.dimension('length', { x: 0, y: depth / 3 }, { x: base, y: depth / 3 }, spec.length, 0);
  builder.dimension('height', { x: base, y: depth / 3 }, { x: base + back, y: depth / 3 }, spec.height, 0);
  builder.dimension('width', { x: base / 2, y: 0 }, { x: base / 2, y: depth }, spec.width, 0);
}
