import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline } from '../primitives/outline';
import { arc, line, type Point } from '../primitives/segment';
import { drawWebCorner, NECK_NARROWING, SLIT_DEPTH, SLIT_NARROWING, webDiagonal } from './burger-clamshell';

export interface TakeOutPailSpec {
  /** Inside length and width of the base, mm. */
  length: number;
  width: number;
  /** Height of the walls, mm. */
  height: number;
  /** How far the walls lean outward from upright, degrees (8 to 12). */
  taper: number;
  /** Two wire-handle holes in each end wall, 10 mm under its rim. */
  handleHoles: boolean;
  material: number;
}

const DEG = Math.PI / 180;
/** The roof's pitch: each long flap rises this much from the rim to the ridge, degrees. */
export const ROOF_PITCH = 30;
/** The lock tab on the front flap's ridge edge: head width; the neck and slit as the clamshell's. */
export const TAB_WIDTH = 20;
const NECK_PAST_SLIT = 1.5;
const HEAD_DEPTH = 7;
const HEAD_CORNER = 2;
/** Wire-handle holes: diameter, depth under the rim (along the wall), distance apart. */
export const HANDLE_HOLE = { diameter: 3.5, below: 10, apart: 12 } as const;

/** The pail's sizes on the flat, mm and degrees. */
export interface TakeOutPailSizes {
  t: number;
  baseLength: number;
  baseWidth: number;
  /** A wall's height in its own leaning plane, and how far its rim reaches past each end. */
  slant: number;
  flare: number;
  /** The opening at the rims (mid-surfaces): the base grown by the flare each side. */
  topLength: number;
  topWidth: number;
  /** Each long flap from its rim to the ridge, and the ridge's height above the rims. */
  roofFlap: number;
  ridge: number;
  wallFold: number;
  /** Long flaps off their walls; the end flaps (gables) stand upright off theirs; the tab turns over the ridge. */
  roofFold: number;
  gableFold: number;
  tabFold: number;
  webDiagonal: number;
}

export function takeOutPailSizes(spec: TakeOutPailSpec): TakeOutPailSizes {
  const t = spec.material;
  const wallFold = 90 - spec.taper;
  const allowance = t * Math.tan((wallFold / 2) * DEG);
  const slant = spec.height / Math.cos(spec.taper * DEG);
  const flare = spec.height * Math.tan(spec.taper * DEG);
  const baseLength = spec.length + allowance;
  const baseWidth = spec.width + allowance;
  const topWidth = baseWidth + 2 * flare;
  const ridge = (topWidth / 2) * Math.tan(ROOF_PITCH * DEG);
  const sideAngle = Math.atan(flare / slant) / DEG;
  return {
    t,
    baseLength,
    baseWidth,
    slant,
    flare,
    topLength: baseLength + 2 * flare,
    topWidth,
    roofFlap: Math.hypot(topWidth / 2, ridge),
    ridge,
    wallFold,
    // from the wall's lean (90 - taper off the horizontal, outward) to the roof's (pitch, inward)
    roofFold: 90 - ROOF_PITCH + spec.taper,
    gableFold: spec.taper,
    tabFold: 2 * ROOF_PITCH,
    webDiagonal: webDiagonal(slant, baseWidth, sideAngle),
  };
}

/**
 * A Chinese take-out (oyster) pail: a base and four walls leaning outward by the taper, web gussets
 * at the corners folded in half and glued inside the end walls (as the burger clamshell's), and a
 * roof: an upright gable on each end wall's rim, with a centre crease so it folds in for shipping, and
 * a flap on each long wall's rim pitched up to the ridge, sized from the rims' lengths (the top is
 * larger than the base). A tab on the front flap's ridge edge turns over the ridge and its head passes
 * through a slit in the back flap. Optional wire-handle holes, two in each end wall under its rim.
 */
export function buildTakeOutPail(spec: TakeOutPailSpec): PanelGraph {
  const s = takeOutPailSizes(spec);
  const { baseLength: l, baseWidth: w, slant: h, flare: e, roofFlap: f } = s;
  const builder = new PanelGraphBuilder();
  builder.panel('base', 'base', outline(rect(0, 0, l, w)));
  const frontAt = (u: number, v: number) => ({ x: u, y: -v });
  const backAt = (u: number, v: number) => ({ x: u, y: w + v });
  const leftAt = (u: number, v: number) => ({ x: -v, y: u });
  const rightAt = (u: number, v: number) => ({ x: l + v, y: u });
  const walls: Array<[string, (u: number, v: number) => Point, number]> = [
    ['front', frontAt, l],
    ['back', backAt, l],
    ['left_side', leftAt, w],
    ['right_side', rightAt, w],
  ];
  for (const [id, at, length] of walls) {
    builder.panel(id, 'wall', outline([at(0, 0), at(length, 0), at(length + e, h), at(-e, h)]));
    builder.hinge('base', id, at(0, 0), at(length, 0), { foldAngle: s.wallFold });
  }
  const glued: Array<{ flap: string; panel: string }> = [];
  const corners: Array<[string, string, string, Point, Point, Point]> = [
    ['front_left', 'front', 'left_side', { x: 0, y: 0 }, frontAt(-e, h), leftAt(-e, h)],
    ['front_right', 'front', 'right_side', { x: l, y: 0 }, frontAt(l + e, h), rightAt(-e, h)],
    ['back_left', 'back', 'left_side', { x: 0, y: w }, backAt(-e, h), leftAt(w + e, h)],
    ['back_right', 'back', 'right_side', { x: l, y: w }, backAt(l + e, h), rightAt(w + e, h)],
  ];
  for (const [name, wallA, wallB, corner, rimA, rimB] of corners) {
    drawWebCorner(builder, s.webDiagonal, name, wallA, wallB, corner, rimA, rimB);
    glued.push({ flap: `web_${name}_b`, panel: wallB }, { flap: `web_${name}_a`, panel: `web_${name}_b` });
  }

  // the roof: long flaps on the long walls' rims, gables on the end walls'
  for (const [id, wall, at] of [
    ['front_flap', 'front', frontAt],
    ['back_flap', 'back', backAt],
  ] as const) {
    builder.panel(id, 'closure', outline([at(-e, h), at(l + e, h), at(l + e, h + f), at(-e, h + f)]));
    builder.hinge(wall, id, at(-e, h), at(l + e, h), {
      foldAngle: s.roofFold,
      stage: id === 'front_flap' ? 3 : 2,
    });
  }
  for (const [id, wall, at] of [
    ['left_gable', 'left_side', leftAt],
    ['right_gable', 'right_side', rightAt],
  ] as const) {
    const apex = at(w / 2, h + s.ridge);
    builder.panel(id, 'dust_flap', outline([at(-e, h), at(w + e, h), apex]));
    builder.hinge(wall, id, at(-e, h), at(w + e, h), { foldAngle: s.gableFold, stage: 1 });
    // the centre crease the gable folds in along for shipping flat
    builder.cut('crease', id, [line(at(w / 2, h), apex)]);
    if (spec.handleHoles) {
      const r = HANDLE_HOLE.diameter / 2;
      for (const u of [w / 2 - HANDLE_HOLE.apart / 2, w / 2 + HANDLE_HOLE.apart / 2]) {
        const c = at(u, h - HANDLE_HOLE.below);
        builder.cut('hole', wall, [arc(c, r, 0, 180), arc(c, r, 180, 360)]);
      }
    }
  }
  drawTabAndSlit(builder, s, frontAt, backAt);
  addDimensions(builder, s, spec);
  return builder.build('base', foldingCartonBoard(s.t), { shape: { tube: [], glued, closures: [] } });
}

const rect = (x0: number, y0: number, x1: number, y1: number): OutlineStep[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** The tab on the front flap's ridge edge, turned over the ridge down the back flap, its head through the slit. */
function drawTabAndSlit(
  builder: PanelGraphBuilder,
  s: TakeOutPailSizes,
  frontAt: (u: number, v: number) => Point,
  backAt: (u: number, v: number) => Point,
): void {
  const { slant: h, roofFlap: f, baseLength: l } = s;
  const ridge = h + f;
  const centre = l / 2;
  const head = TAB_WIDTH / 2;
  const neck = (TAB_WIDTH - NECK_NARROWING) / 2;
  const neckEnd = ridge + SLIT_DEPTH + NECK_PAST_SLIT;
  const headEnd = neckEnd + HEAD_DEPTH;
  builder.panel(
    'front_flap_tab',
    'lock',
    outline([
      frontAt(centre - neck, ridge),
      frontAt(centre + neck, ridge),
      frontAt(centre + neck, neckEnd),
      frontAt(centre + head, neckEnd),
      { ...frontAt(centre + head, headEnd), radius: HEAD_CORNER },
      { ...frontAt(centre - head, headEnd), radius: HEAD_CORNER },
      frontAt(centre - head, neckEnd),
      frontAt(centre - neck, neckEnd),
    ]),
  );
  builder.hinge(
    'front_flap',
    'front_flap_tab',
    frontAt(centre - neck, ridge),
    frontAt(centre + neck, ridge),
    {
      foldAngle: s.tabFold,
      stage: 4,
    },
  );
  const slitHalf = (TAB_WIDTH - SLIT_NARROWING) / 2;
  const slit = line(
    backAt(centre - slitHalf, ridge - SLIT_DEPTH),
    backAt(centre + slitHalf, ridge - SLIT_DEPTH),
  );
  builder.cut('slit', 'back_flap', [slit]);
  builder.lock({
    kind: 'pass_through',
    name: 'pail roof tab',
    panel: 'back_flap',
    slit,
    tab: {
      panel: 'front_flap_tab',
      head: line(frontAt(centre - head, neckEnd), frontAt(centre + head, neckEnd)),
      neck: line(frontAt(centre - neck, ridge), frontAt(centre + neck, ridge)),
    },
  });
}

function addDimensions(builder: PanelGraphBuilder, s: TakeOutPailSizes, spec: TakeOutPailSpec): void {
  const { baseLength: l, baseWidth: w, slant } = s;
  builder.dimension('length', { x: 0, y: w / 2 }, { x: l, y: w / 2 }, spec.length, 0);
  builder.dimension('width', { x: l / 2, y: 0 }, { x: l / 2, y: w }, spec.width, 0);
  builder.dimension('height', { x: l / 4, y: 0 }, { x: l / 4, y: -slant }, spec.height, 0);
}
