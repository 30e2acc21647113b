import { foldingCartonBoard } from '../board/board';
import { designRuleLimits } from '../design-rules/limits';
import type { PanelGraph, ShapeModel } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import type { Point } from '../primitives/segment';

// A glued tube of n equal walls (a triangular, hexagonal or octagonal prism) closed at each end by a
// polygon lid with a tuck: the lid hinges on one wall, its tuck slides in behind the wall the
// rectangular rule would call the front (the wall opposite the lid, or the next one on a triangle),
// and every other wall carries a trapezoid dust flap whose sides run along the corner bisectors, so
// the flaps of neighbouring walls never meet. The top lid hinges on the back wall and tucks behind
// the front; the bottom lid hinges on the front (a reverse tuck).

export interface PolygonalTuckEndSpec {
  /** Number of walls, 3 or more. */
  sides: number;
  /** Inside width of one wall, mm. */
  side: number;
  /** Inside height between the closures, mm. */
  height: number;
  material: number;
  glueFlap: number;
  topTuck: number;
  bottomTuck: number;
}

const DEG = Math.PI / 180;
const GLUE_FLAP_BEVEL_DEG = 15;
/** The glue land kept along the glue flap, as on a rectangular tube. */
const GLUE_LAND = 6.5;
/** Room between the tuck's ends and the neighbouring walls' inner faces and dust flaps. */
const TUCK_CLEARANCE = 0.5;
/** The narrowest top edge a dust flap keeps. */
const MIN_DUST_FLAP_TOP = 3;
/** Board caliper above which a fold tighter than a right angle is a cut-crease (STYLES 8). */
export const CUT_CREASE_ABOVE = 0.5;

/** The numbers the construction is drawn from, for the templates' checks and the tests. */
export interface PolygonalTubeLayout {
  sides: number;
  /** Fold angle at each body crease, degrees: 360 / n. */
  fold: number;
  /** Interior angle of the section, degrees. */
  interior: number;
  /** Score-to-score wall width: the inside width plus (t/2) tan(fold/2) per crease. */
  wall: number;
  /** Crease to crease height of the body: the inside height plus half a board per closed end. */
  bodyHeight: number;
  /** Apothem of the walls' mid-surface polygon (the lid's). */
  apothem: number;
  /** Smallest distance between knives that do not meet, with a little room. */
  knifeGap: number;
  /** Depth of every dust flap. */
  dustFlapDepth: number;
  /** How far the tuck's root stands in from each end of the lid's tuck edge. */
  tuckInset: number;
  /** Width of the tuck at its crease. */
  tuckWidth: number;
  /** Deepest tuck: under 0.7 of the apothem (0.6 of a triangle's height), 3 mm clear of the far end. */
  maxTuck: number;
}

export function polygonalTubeLayout(spec: PolygonalTuckEndSpec): PolygonalTubeLayout {
  const n = spec.sides;
  const t = spec.material;
  const fold = 360 / n;
  const interior = 180 - fold;
  // to a micrometre, so the creases fall on the round numbers a die maker's file rounds them to
  const wall = Math.round((spec.side + t * Math.tan((fold / 2) * DEG)) * 1000) / 1000;
  const bodyHeight = spec.height + t;
  const apothem = wall / (2 * Math.tan((180 / n) * DEG));
  const knifeGap = designRuleLimits(foldingCartonBoard(t)).knifeGap + 0.2;
  const theta = interior * DEG;
  // the tuck (a slab t/2..3t/2 inside the wall's mid-surface) clears the neighbouring wall's inner face
  // and the neighbouring dust flap, whose side runs along the corner's bisector
  const faceReach = Math.max(
    t / (2 * Math.sin(theta)) + t / 2 / Math.tan(theta),
    t / (2 * Math.sin(theta)) + (3 * t) / 2 / Math.tan(theta),
  );
  const flapReach = (3 * t) / 2 / Math.tan(theta / 2);
  const clear = Math.max(faceReach, flapReach) + TUCK_CLEARANCE;
  // the tuck edge, moved a board inside, runs from t cot(interior) to wall - t cot(interior) along the wall
  const shift = t / Math.tan(theta);
  const tuckInset = Math.max(clear - shift, knifeGap / Math.sin(Math.min(theta, Math.PI / 2)));
  const tuckWidth = wall - 2 * shift - 2 * tuckInset;
  const maxTuck = Math.min(n === 3 ? 0.6 * 3 * apothem : 0.7 * apothem, spec.height - 3);
  const dustFlapDepth = dustFlapDepthOf(n, wall, apothem, knifeGap);
  return {
    sides: n,
    fold,
    interior,
    wall,
    bodyHeight,
    apothem,
    knifeGap,
    dustFlapDepth,
    tuckInset,
    tuckWidth,
    maxTuck,
  };
}

/** Half the apothem, less where a flap beside the lid must keep its top edge. */
function dustFlapDepthOf(n: number, wall: number, apothem: number, knifeGap: number): number {
  const bisector = 180 / n;
  const lean = Math.max(90 - 360 / n, bisector);
  const offset = 90 - 360 / n > 0 ? knifeGap / Math.cos((90 - 360 / n) * DEG) : 0;
  const room = (wall - offset - MIN_DUST_FLAP_TOP) / (Math.tan(lean * DEG) + Math.tan(bisector * DEG));
  return Math.min(apothem / 2, room);
}

/**
 * The top lid's wall (the back) and the wall its tuck goes behind (the front). A lid wider than its
 * wall (five sides or more) hinges on the second wall: the lid wall runs on a board past the body
 * creases, its sides along the lid's edges, and that knife meets the neighbours' dust flaps, never the
 * glue flap's bevel (a step there would be a knife too short to bend).
 */
export function polygonalBackAndFront(n: number): { back: number; front: number } {
  const back = 90 - 360 / n > 0 ? 1 : 0;
  return { back, front: back + Math.floor(n / 2) };
}

/** Wall ids: the lid's wall is the back, the wall its tuck goes behind the front. */
export function polygonalWallIds(n: number): string[] {
  const { back, front } = polygonalBackAndFront(n);
  return Array.from({ length: n }, (_, i) => (i === back ? 'back' : i === front ? 'front' : `side_${i}`));
}

/**
 * How far a lid's wall runs past the body creases so the lid lies a board above the dust flaps: a
 * board where the lid's edges lean out over the neighbours (five sides or more), none on a triangle or
 * a square, whose lid hinges on the crease line.
 */
export const lidRise = (n: number, t: number): number => (90 - 360 / n > 0 ? t : 0);

interface EndPlan {
  end: 'top' | 'bottom';
  lidWall: number;
  tuckWall: number;
  tuckDepth: number;
}

type Vec = Point;
const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
const unit = (a: Vec): Vec => scale(a, 1 / Math.hypot(a.x, a.y));
const along = (deg: number): Vec => ({ x: Math.cos(deg * DEG), y: Math.sin(deg * DEG) });

/** Where the line p + s d meets the line q + r e. */
function intersect(p: Vec, d: Vec, q: Vec, e: Vec): Vec {
  const denominator = d.x * e.y - d.y * e.x;
  const s = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / denominator;
  return add(p, scale(d, s));
}

/** The polygonal tuck end box: n walls and a glue flap, a lid, tuck and dust flaps at each end. */
export function buildPolygonalTuckEndBox(spec: PolygonalTuckEndSpec): PanelGraph {
  const n = spec.sides;
  const t = spec.material;
  const layout = polygonalTubeLayout(spec);
  const { wall: w, bodyHeight: hb, fold } = layout;
  const ids = polygonalWallIds(n);
  const id = (i: number) => ids[((i % n) + n) % n] as string;
  const builder = new PanelGraphBuilder();
  // a tight fold (120 degrees on a triangle) springs open on board over half a millimetre: cut-crease it
  const lineType = fold > 90 && t > CUT_CREASE_ABOVE ? 'cut_crease' : 'crease';
  const { back, front } = polygonalBackAndFront(n);
  const rise = lidRise(n, t);
  // the lid walls' extensions narrow toward the body crease along the lid's leaning edges
  const lean = rise * Math.tan((90 - fold) * DEG);
  for (let i = 0; i < n; i++) {
    const x0 = i * w;
    const x1 = (i + 1) * w;
    const bottom =
      i === front && rise > 0
        ? [
            { x: x0 + lean, y: 0 },
            { x: x0, y: -rise },
            { x: x1, y: -rise },
            { x: x1 - lean, y: 0 },
          ]
        : [];
    const top =
      i === back && rise > 0
        ? [
            { x: x1 - lean, y: hb },
            { x: x1, y: hb + rise },
            { x: x0, y: hb + rise },
            { x: x0 + lean, y: hb },
          ]
        : [];
    builder.panel(
      id(i),
      'wall',
      outline([{ x: x0, y: 0 }, ...bottom, { x: x1, y: 0 }, { x: x1, y: hb }, ...top, { x: x0, y: hb }]),
    );
    if (i > 0)
      builder.hinge(id(i - 1), id(i), { x: i * w, y: 0 }, { x: i * w, y: hb }, { foldAngle: fold, lineType });
  }
  drawGlueFlap(builder, id(0), spec.glueFlap, hb, fold);
  const plans: EndPlan[] = [
    { end: 'top', lidWall: back, tuckWall: front, tuckDepth: spec.topTuck },
    // the bottom tuck goes behind the back, never behind the last wall, where the glue flap lies inside
    { end: 'bottom', lidWall: front, tuckWall: back, tuckDepth: spec.bottomTuck },
  ];
  const closures: ShapeModel['closures'] = plans.map((plan) => ({
    end: plan.end,
    panels: drawEnd(builder, layout, plan, id, t),
  }));
  builder.dimension('side_length', { x: w, y: hb / 2 }, { x: 2 * w, y: hb / 2 }, spec.side, 0);
  builder.dimension(
    'height',
    { x: (front + 0.5) * w, y: 0 },
    { x: (front + 0.5) * w, y: hb },
    spec.height,
    0,
  );
  builder.dimension('glue_flap', { x: -spec.glueFlap, y: hb / 2 }, { x: 0, y: hb / 2 }, spec.glueFlap, 0);
  return builder.build(id(0), t, {
    shape: {
      tube: ids,
      glued: [{ flap: 'glue_flap', panel: id(n - 1) }],
      closures,
    },
  });
}

/** The glue flap on the first wall's free edge, bevelled at both ends, and its glue area. */
function drawGlueFlap(
  builder: PanelGraphBuilder,
  wall: string,
  glue: number,
  hb: number,
  fold: number,
): void {
  const margin = Math.min(1.5, glue / 8);
  const bevel = Math.max(
    1,
    Math.min(glue * Math.tan(GLUE_FLAP_BEVEL_DEG * DEG), (hb - GLUE_LAND - 2 * margin) / 2),
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
  builder.hinge(wall, 'glue_flap', { x: 0, y: 0 }, { x: 0, y: hb }, { foldAngle: fold });
  builder.glue('glue_flap', [
    { x: -margin, y: margin + bevel },
    { x: -margin, y: hb - margin - bevel },
    { x: -glue + margin, y: hb - bevel - margin },
    { x: -glue + margin, y: bevel + margin },
  ]);
}

/**
 * One end: dust flaps (stage 1), the lid (stage 2) and its tuck (stage 3). Drawn in the end's own
 * frame, u along the blank and v outward from the body crease line; returns the closing panels,
 * innermost first.
 */
function drawEnd(
  builder: PanelGraphBuilder,
  layout: PolygonalTubeLayout,
  plan: EndPlan,
  id: (i: number) => string,
  t: number,
): string[] {
  const { sides: n, wall: w, bodyHeight: hb, fold } = layout;
  const at = (p: Vec): Point => (plan.end === 'top' ? { x: p.x, y: hb + p.y } : { x: p.x, y: -p.y });
  const place = (points: Vec[]) => outline(points.map(at));
  const prefix = plan.end;
  const flaps: string[] = [];
  // dust flaps: sides along the corner bisectors; beside the lid on the blank, a side keeps the knife
  // gap from the lid's edge, which leans over the neighbour's column when the lid is wider than its wall
  const bisector = 180 / n;
  const lidLean = 90 - fold;
  const depth = layout.dustFlapDepth;
  for (let i = 0; i < n; i++) {
    if (i === plan.lidWall || i === plan.tuckWall) continue;
    const x0 = i * w;
    const besideLid = (side: -1 | 1) => lidLean > 0 && i + side === plan.lidWall;
    const leftOffset = besideLid(-1) ? layout.knifeGap / Math.cos(lidLean * DEG) : 0;
    const rightOffset = besideLid(1) ? layout.knifeGap / Math.cos(lidLean * DEG) : 0;
    const leftLean = besideLid(-1) ? Math.max(lidLean, bisector) : bisector;
    const rightLean = besideLid(1) ? Math.max(lidLean, bisector) : bisector;
    const flapId = `${prefix}_dust_flap_${i}`;
    const a = { x: x0 + leftOffset, y: 0 };
    const b = { x: x0 + w - rightOffset, y: 0 };
    builder.panel(
      flapId,
      'dust_flap',
      place([
        a,
        b,
        { x: b.x - depth * Math.tan(rightLean * DEG), y: depth },
        { x: a.x + depth * Math.tan(leftLean * DEG), y: depth },
      ]),
    );
    builder.hinge(id(i), flapId, at(a), at(b), { stage: 1 });
    flaps.push(flapId);
  }
  // the lid: the walls' mid-surface polygon on the lid wall's crease, its tuck edge moved a board in
  const xL = plan.lidWall * w;
  const rise = lidRise(n, t);
  const vertices: Vec[] = [
    { x: xL, y: rise },
    { x: xL + w, y: rise },
  ];
  for (let j = 1; j < n - 1; j++) vertices.push(add(vertices[j] as Vec, scale(along(j * fold), w)));
  const k = (((plan.tuckWall - plan.lidWall) % n) + n) % n;
  const edgeStart = (j: number) => vertices[((j % n) + n) % n] as Vec;
  const direction = (j: number) => unit(sub(edgeStart(j + 1), edgeStart(j)));
  const dk = direction(k);
  const inward = { x: -dk.y, y: dk.x };
  const moved = add(edgeStart(k), scale(inward, t));
  const A = intersect(moved, dk, edgeStart(k - 1), direction(k - 1));
  const B = intersect(moved, dk, edgeStart(k + 1), direction(k + 1));
  const lid = vertices.map((p, j) => (j === k ? A : j === (k + 1) % n ? B : p));
  const lidId = `${prefix}_lid`;
  builder.panel(lidId, 'closure', place(lid));
  builder.hinge(id(plan.lidWall), lidId, at(lid[0] as Vec), at(lid[1] as Vec), { stage: 2 });
  // the tuck, straight sided with round corners, inset from the edge's ends
  const rootStart = add(A, scale(dk, layout.tuckInset));
  const rootEnd = sub(B, scale(dk, layout.tuckInset));
  const out = scale(inward, -plan.tuckDepth);
  const radius = Math.min(8, Math.max(3, plan.tuckDepth / 2.5), layout.tuckWidth / 4);
  const tuckId = `${prefix}_tuck`;
  const tip = [add(rootEnd, out), add(rootStart, out)].map(at);
  builder.panel(
    tuckId,
    'tuck',
    outline([at(rootStart), at(rootEnd), { ...(tip[0] as Point), radius }, { ...(tip[1] as Point), radius }]),
  );
  builder.hinge(lidId, tuckId, at(rootStart), at(rootEnd), { stage: 3 });
  const mid = scale(add(rootStart, rootEnd), 0.5);
  builder.dimension(`${prefix}_tuck_flap`, at(mid), at(add(mid, out)), plan.tuckDepth, 0);
  return [...flaps, lidId, tuckId];
}
