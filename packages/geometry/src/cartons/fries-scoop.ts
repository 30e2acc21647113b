import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { arc, line, type Point } from '../primitives/segment';

export interface FriesScoopSpec {
  /** Inside width of the front and back walls, mm. */
  length: number;
  /** Inside depth: the bottom panel between front and back, mm. */
  width: number;
  /** Inside height of the back wall. */
  height: number;
  /** Inside height of the front wall at its corners. */
  frontHeight: number;
  /** How far the front's concave top edge dips in its middle (the arc's sagitta). */
  frontDip: number;
  /** A curved crease under the front's top edge, so the lip rolls outward. */
  lipCrease: boolean;
  glueFlap: number;
  material: number;
}

/** The lip crease runs this far under the front's top edge, mm (6 to 10 in trade practice). */
export const LIP_DEPTH = 8;
/** The lip crease ends this far inside the front's ends. */
export const LIP_END_CLEARANCE = 5;
/** The side seam glue flap stops this far under the lip crease (or the front's edge). */
const GLUE_UNDER_LIP = 3;
/** The bottom's glue flap stands this far in from the side walls at each end. */
export const BOTTOM_FLAP_INSET = 2.5;
/** Glue area margin inside a flap's edges. */
const GLUE_MARGIN = 1;
const CHAMFER = Math.tan((15 * Math.PI) / 180);
/** The bottom's glue flap reaches this far up the back. */
export const BOTTOM_GLUE_FLAP = 15;

/** The scoop's sizes on the flat, mm. */
export interface FriesScoopSizes {
  t: number;
  /** Front and back, crease (or free edge) to crease: the inside plus a board. */
  front: number;
  /** The side after the front (two 90 degree creases) and the last side (ending at the glue flap's crease, a ply inside the front). */
  firstSide: number;
  lastSide: number;
  /** Wall heights from the bottom crease: inside plus half a board. */
  frontHeight: number;
  backHeight: number;
  /** The bottom from the front's crease to its glue flap's crease (a ply inside the back). */
  bottom: number;
  /** The concave top edge of the front: its circle. */
  dip: { center: Point; radius: number };
  glueFlapHeight: number;
}

/** Radius of the circle through the ends of a chord `c` whose middle dips `s` (R = c²/8s + s/2). */
export const arcRadius = (chord: number, sagitta: number): number =>
  (chord * chord) / (8 * sagitta) + sagitta / 2;

export function friesScoopSizes(spec: FriesScoopSpec): FriesScoopSizes {
  const t = spec.material;
  const front = spec.length + t;
  const frontHeight = spec.frontHeight + t / 2;
  const radius = arcRadius(front, spec.frontDip);
  const center = { x: front / 2, y: frontHeight - spec.frontDip + radius };
  // the glue flap lies on the front's free end, whose top edge is lowest where the flap ends
  const g = spec.glueFlap;
  // under the lip crease's circle (the edge's, grown by the lip) or under the edge itself
  const over = radius + (spec.lipCrease ? LIP_DEPTH : 0);
  const underAtFlap = center.y - Math.sqrt(over * over - (g - front / 2) ** 2);
  return {
    t,
    front,
    firstSide: spec.width + t,
    lastSide: spec.width,
    frontHeight,
    backHeight: spec.height + t / 2,
    bottom: spec.width,
    dip: { center, radius },
    glueFlapHeight: underAtFlap - GLUE_UNDER_LIP,
  };
}

/**
 * A fries scoop: a glued tube of front (short, its top a concave arc), side gusset, back (taller),
 * side gusset and a glue flap glued inside the front's free end; the side gussets' top edges run
 * straight from the front's height to the back's. A bottom panel on the front's lower edge closes the
 * tube, its glue flap glued inside the back. Creases down the middle of the side gussets and across
 * the bottom let the glued scoop fold flat (gussets in, bottom up); an optional curved crease under
 * the front's top edge lets the lip roll outward. The sheet runs x along the tube, y up the walls.
 */
export function buildFriesScoop(spec: FriesScoopSpec): PanelGraph {
  const s = friesScoopSizes(spec);
  const { t, front, firstSide, lastSide, frontHeight: hf, backHeight: hb, bottom } = s;
  const x1 = front;
  const x2 = x1 + firstSide;
  const x3 = x2 + front;
  const x4 = x3 + lastSide;
  const g = spec.glueFlap;
  const builder = new PanelGraphBuilder();

  // the front, its top edge a concave arc from corner to corner
  builder.panel(
    'front',
    'wall',
    outline([
      { x: 0, y: 0 },
      { x: x1, y: 0 },
      { x: x1, y: hf },
      { arcTo: { x: 0, y: hf }, center: s.dip.center, clockwise: true },
    ]),
  );
  builder.panel(
    'left_side',
    'wall',
    outline([
      { x: x1, y: 0 },
      { x: x2, y: 0 },
      { x: x2, y: hb },
      { x: x1, y: hf },
    ]),
  );
  builder.panel(
    'back',
    'wall',
    outline([
      { x: x2, y: 0 },
      { x: x3, y: 0 },
      { x: x3, y: hb },
      { x: x2, y: hb },
    ]),
  );
  builder.panel(
    'right_side',
    'wall',
    outline([
      { x: x3, y: 0 },
      { x: x4, y: 0 },
      { x: x4, y: hf },
      { x: x3, y: hb },
    ]),
  );
  const gh = s.glueFlapHeight;
  builder.panel(
    'glue_flap',
    'glue_flap',
    outline([
      { x: x4, y: 0 },
      { x: x4 + g, y: g * CHAMFER },
      { x: x4 + g, y: gh - g * CHAMFER },
      { x: x4, y: gh },
    ]),
  );
  builder.hinge('front', 'left_side', { x: x1, y: 0 }, { x: x1, y: hf });
  builder.hinge('left_side', 'back', { x: x2, y: 0 }, { x: x2, y: hb });
  builder.hinge('back', 'right_side', { x: x3, y: 0 }, { x: x3, y: hb });
  builder.hinge('right_side', 'glue_flap', { x: x4, y: 0 }, { x: x4, y: gh });
  builder.glue('glue_flap', [
    { x: x4 + GLUE_MARGIN, y: g * CHAMFER + GLUE_MARGIN },
    { x: x4 + g - GLUE_MARGIN, y: g * CHAMFER + GLUE_MARGIN },
    { x: x4 + g - GLUE_MARGIN, y: gh - g * CHAMFER - GLUE_MARGIN },
    { x: x4 + GLUE_MARGIN, y: gh - g * CHAMFER - GLUE_MARGIN },
  ]);

  // the bottom under the front, its glue flap glued inside the back
  const inset = BOTTOM_FLAP_INSET;
  const flap = BOTTOM_GLUE_FLAP;
  builder.panel(
    'bottom',
    'base',
    outline([
      { x: 0, y: -bottom },
      { x: x1, y: -bottom },
      { x: x1, y: 0 },
      { x: 0, y: 0 },
    ]),
  );
  builder.hinge('front', 'bottom', { x: x1, y: 0 }, { x: 0, y: 0 }, { stage: 1 });
  builder.panel(
    'bottom_glue_flap',
    'glue_flap',
    outline([
      { x: inset, y: -bottom },
      { x: inset + flap * CHAMFER * 2, y: -bottom - flap },
      { x: x1 - inset - flap * CHAMFER * 2, y: -bottom - flap },
      { x: x1 - inset, y: -bottom },
    ]),
  );
  builder.hinge(
    'bottom',
    'bottom_glue_flap',
    { x: inset, y: -bottom },
    { x: x1 - inset, y: -bottom },
    { stage: 1 },
  );
  const m = GLUE_MARGIN;
  builder.glue('bottom_glue_flap', [
    { x: inset + flap * CHAMFER * 2 + m, y: -bottom - m },
    { x: x1 - inset - flap * CHAMFER * 2 - m, y: -bottom - m },
    { x: x1 - inset - flap * CHAMFER * 2 - m, y: -bottom - flap + m },
    { x: inset + flap * CHAMFER * 2 + m, y: -bottom - flap + m },
  ]);

  // the creases the glued scoop folds flat along: down the gussets' middles and across the bottom
  builder.cut('crease', 'left_side', [
    line({ x: x1 + firstSide / 2, y: 0 }, { x: x1 + firstSide / 2, y: (hf + hb) / 2 }),
  ]);
  builder.cut('crease', 'right_side', [
    line({ x: x3 + lastSide / 2, y: 0 }, { x: x3 + lastSide / 2, y: (hf + hb) / 2 }),
  ]);
  builder.cut('crease', 'bottom', [line({ x: 0, y: -bottom / 2 }, { x: x1, y: -bottom / 2 })]);

  if (spec.lipCrease) builder.cut('crease', 'front', [lipCrease(s)]);
  addDimensions(builder, s, spec);
  return builder.build('front', foldingCartonBoard(t), {
    shape: {
      tube: ['front', 'left_side', 'back', 'right_side'],
      glued: [
        { flap: 'glue_flap', panel: 'front', offset: t },
        { flap: 'bottom_glue_flap', panel: 'back', offset: t },
      ],
      closures: [{ end: 'bottom', panels: ['bottom', 'bottom_glue_flap'] }],
    },
  });
}

/** The lip crease: the top edge's circle grown by `LIP_DEPTH`, ending `LIP_END_CLEARANCE` inside the ends. */
export function lipCrease(s: FriesScoopSizes) {
  const { center, radius } = s.dip;
  const r = radius + LIP_DEPTH;
  const half = s.front / 2 - LIP_END_CLEARANCE;
  const sweep = (Math.asin(half / r) * 180) / Math.PI;
  return arc(center, r, -90 - sweep, -90 + sweep);
}

function addDimensions(builder: PanelGraphBuilder, s: FriesScoopSizes, spec: FriesScoopSpec): void {
  const { front, firstSide, frontHeight, backHeight, bottom } = s;
  builder.dimension('length', { x: 0, y: frontHeight / 3 }, { x: front, y: frontHeight / 3 }, spec.length, 0);
  builder.dimension('width', { x: front * 0.75, y: -bottom }, { x: front * 0.75, y: 0 }, spec.width, 0);
  const backMiddle = front + firstSide + front / 2;
  builder.dimension('height', { x: backMiddle, y: 0 }, { x: backMiddle, y: backHeight }, spec.height, 0);
  builder.dimension(
    'front_height',
    { x: front * 0.1, y: 0 },
    { x: front * 0.1, y: frontHeight },
    spec.frontHeight,
    0,
  );
}
