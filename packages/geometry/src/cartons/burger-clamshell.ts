import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';

export interface BurgerClamshellSpec {
  /** Inside length and width of the base (and lid) at the bottom, mm: the hinge runs along the length. */
  length: number;
  width: number;
  /** Height of the base's walls (the lid's are the same), mm. */
  height: number;
  /** How far the walls lean outward from upright, degrees. */
  taper: number;
  /** Width of the lock tongue's head on the lid's front. */
  tongueWidth: number;
  material: number;
}

const DEG = Math.PI / 180;
/** The folded web stops this far under the rim, so the lid closes on the walls alone. */
export const WEB_RIM_CLEARANCE = 1.5;
/** The base's front wall slit lies this far under its rim, measured down the wall. */
export const SLIT_DEPTH = 8;
/** The tongue: its neck is the head less this, the slit the head less `SLIT_NARROWING`. */
export const NECK_NARROWING = 6;
export const SLIT_NARROWING = 2;
/** The tongue's neck reaches this far past the slit; its head is this deep beyond. */
const NECK_PAST_SLIT = 1.5;
const HEAD_DEPTH = 7;
const HEAD_CORNER = 2;

/** The clamshell's sizes on the flat, mm and degrees. */
export interface BurgerClamshellSizes {
  t: number;
  /** Base (and lid) crease to crease. */
  baseLength: number;
  baseWidth: number;
  /** A wall's height in its own (leaning) plane, and how far its rim reaches past each end. */
  slant: number;
  flare: number;
  /** The angle between a wall's side edge and the square to its base edge, in the wall's plane. */
  sideAngle: number;
  /** The fold of each wall off the base or lid, and of the lid's back wall off the base's at the rim. */
  wallFold: number;
  rimFold: number;
  /** The web's fold line from the base corner to its apex. */
  webDiagonal: number;
}

/**
 * The web's diagonal, corner to apex: folded onto the side wall, the apex sits just under the rim, and
 * no further across the wall than its middle less a millimetre, so the two webs inside a side wall
 * never overlap and never reach past it (a tall, narrow wall gets shorter webs).
 */
export function webDiagonal(slant: number, sideWall: number, sideAngle: number): number {
  const turn = (45 - 2 * sideAngle) * DEG;
  return Math.min((slant - WEB_RIM_CLEARANCE) / Math.cos(turn), (sideWall / 2 - 1) / Math.sin(turn));
}

export function burgerClamshellSizes(spec: BurgerClamshellSpec): BurgerClamshellSizes {
  const t = spec.material;
  const wallFold = 90 - spec.taper;
  // (t/2)·tan(phi/2) per crease of fold angle phi
  const allowance = t * Math.tan((wallFold / 2) * DEG);
  const slant = spec.height / Math.cos(spec.taper * DEG);
  const flare = spec.height * Math.tan(spec.taper * DEG);
  const sideAngle = Math.atan(flare / slant) / DEG;
  const baseWidth = spec.width + allowance;
  return {
    t,
    baseLength: spec.length + allowance,
    baseWidth,
    slant,
    flare,
    sideAngle,
    wallFold,
    rimFold: 2 * spec.taper,
    // folded onto the side wall, the web's apex sits just under the rim
    webDiagonal: webDiagonal(slant, baseWidth, sideAngle),
  };
}

/**
 * A burger clamshell: a base and a lid, each a tray of four walls leaning outward by the taper, with
 * web corners: the board between two walls' side edges folds in half along its diagonal and lies
 * glued inside the side wall. The base's back wall and the lid's share their rim, the hinge; closed,
 * the lid's rim lands on the base's. A tongue on the lid's front rim folds down the base's front and
 * its head passes through a slit there. The sheet has the base at the bottom, the lid above it.
 */
export function buildBurgerClamshell(spec: BurgerClamshellSpec): PanelGraph {
  const s = burgerClamshellSizes(spec);
  const { baseLength: l, baseWidth: w, slant: h, flare: e } = s;
  const builder = new PanelGraphBuilder();
  const lidY = w + 2 * h;
  builder.panel('base', 'base', outline(corners(0, 0, l, w)));
  builder.panel('lid', 'closure', outline(corners(0, lidY, l, lidY + w)));

  // base walls: u along the base edge, v up the wall, each placed by its own map
  const trapezoid = (at: (u: number, v: number) => Point, length: number): Point[] => [
    at(0, 0),
    at(length, 0),
    at(length + e, h),
    at(-e, h),
  ];
  const frontAt = (u: number, v: number) => ({ x: u, y: -v });
  const backAt = (u: number, v: number) => ({ x: u, y: w + v });
  const leftAt = (u: number, v: number) => ({ x: -v, y: u });
  const rightAt = (u: number, v: number) => ({ x: l + v, y: u });
  const lidBackAt = (u: number, v: number) => ({ x: u, y: lidY - v });
  const lidFrontAt = (u: number, v: number) => ({ x: u, y: lidY + w + v });
  const lidLeftAt = (u: number, v: number) => ({ x: -v, y: lidY + u });
  const lidRightAt = (u: number, v: number) => ({ x: l + v, y: lidY + u });
  const walls: Array<[string, string, (u: number, v: number) => Point, number]> = [
    ['front', 'base', frontAt, l],
    ['back', 'base', backAt, l],
    ['left_side', 'base', leftAt, w],
    ['right_side', 'base', rightAt, w],
    ['lid_back', 'lid', lidBackAt, l],
    ['lid_front', 'lid', lidFrontAt, l],
    ['lid_left', 'lid', lidLeftAt, w],
    ['lid_right', 'lid', lidRightAt, w],
  ];
  for (const [id, on, at, length] of walls) {
    builder.panel(id, 'wall', outline(trapezoid(at, length)));
    // the lid hangs from its back wall, which hangs from the base's back wall at the rim
    if (id === 'lid_back') continue;
    const fold = { foldAngle: s.wallFold, stage: on === 'lid' ? 1 : 0 };
    builder.hinge(on, id, at(0, 0), at(length, 0), fold);
  }
  builder.hinge('back', 'lid_back', backAt(-e, h), backAt(l + e, h), { foldAngle: s.rimFold, stage: 2 });
  builder.hinge('lid_back', 'lid', lidBackAt(0, 0), lidBackAt(l, 0), { foldAngle: s.wallFold, stage: 2 });

  // web corners: between a long wall (A) and a side wall (B), glued inside the side wall
  const webs: Array<
    [
      string,
      string,
      string,
      Point,
      (u: number, v: number) => Point,
      number,
      (u: number, v: number) => Point,
      number,
    ]
  > = [
    ['front_left', 'front', 'left_side', { x: 0, y: 0 }, frontAt, 0, leftAt, 0],
    ['front_right', 'front', 'right_side', { x: l, y: 0 }, frontAt, l, rightAt, 0],
    ['back_left', 'back', 'left_side', { x: 0, y: w }, backAt, 0, leftAt, w],
    ['back_right', 'back', 'right_side', { x: l, y: w }, backAt, l, rightAt, w],
    ['lid_back_left', 'lid_back', 'lid_left', { x: 0, y: lidY }, lidBackAt, 0, lidLeftAt, 0],
    ['lid_back_right', 'lid_back', 'lid_right', { x: l, y: lidY }, lidBackAt, l, lidRightAt, 0],
    ['lid_front_left', 'lid_front', 'lid_left', { x: 0, y: lidY + w }, lidFrontAt, 0, lidLeftAt, w],
    ['lid_front_right', 'lid_front', 'lid_right', { x: l, y: lidY + w }, lidFrontAt, l, lidRightAt, w],
  ];
  const glued: Array<{ flap: string; panel: string }> = [];
  for (const [name, wallA, wallB, corner, atA, endA, atB, endB] of webs) {
    // each wall's rim corner at this end: its rim reaches `e` past the base edge's end
    const outA = endA === 0 ? -e : endA + e;
    const outB = endB === 0 ? -e : endB + e;
    const rimA = atA(outA, h);
    const rimB = atB(outB, h);
    drawWebCorner(builder, s.webDiagonal, name, wallA, wallB, corner, rimA, rimB);
    glued.push({ flap: `web_${name}_b`, panel: wallB }, { flap: `web_${name}_a`, panel: `web_${name}_b` });
  }

  drawTongueAndSlit(builder, s, spec, lidFrontAt, frontAt);
  addDimensions(builder, s, spec);
  return builder.build('base', foldingCartonBoard(s.t), { shape: { tube: [], glued, closures: [] } });
}

const corners = (x0: number, y0: number, x1: number, y1: number): OutlineStep[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/**
 * A web corner: the triangle between wall A's side edge (corner to `rimA`) and wall B's (corner to
 * `rimB`), split by its diagonal. Half b folds flat onto the inside of wall B and is glued there;
 * half a folds onto it along the diagonal, its edge then lying along wall A's side edge, the crease
 * that closes the loop of hinges round the corner.
 */
export function drawWebCorner(
  builder: PanelGraphBuilder,
  webDiagonal: number,
  name: string,
  wallA: string,
  wallB: string,
  corner: Point,
  rimA: Point,
  rimB: Point,
): void {
  const unit = (p: Point) => {
    const d = Math.hypot(p.x - corner.x, p.y - corner.y);
    return { x: (p.x - corner.x) / d, y: (p.y - corner.y) / d };
  };
  const ua = unit(rimA);
  const ub = unit(rimB);
  const bisector = unit({ x: corner.x + ua.x + ub.x, y: corner.y + ua.y + ub.y });
  const apex = { x: corner.x + webDiagonal * bisector.x, y: corner.y + webDiagonal * bisector.y };
  const a = `web_${name}_a`;
  const b = `web_${name}_b`;
  builder.panel(a, 'glue_flap', outline([corner, rimA, apex]));
  builder.panel(b, 'glue_flap', outline([corner, apex, rimB]));
  builder.hinge(wallB, b, corner, rimB, { foldAngle: 180 });
  builder.hinge(b, a, corner, apex, { foldAngle: 180 });
  builder.hinge(wallA, a, corner, rimA, { foldAngle: 180, closesLoop: true });
  // glue on half b, where it lies on the side wall: the triangle drawn in toward its centre
  const centre = { x: (corner.x + apex.x + rimB.x) / 3, y: (corner.y + apex.y + rimB.y) / 3 };
  const inward = (p: Point) => ({ x: p.x + 0.3 * (centre.x - p.x), y: p.y + 0.3 * (centre.y - p.y) });
  builder.glue(b, [corner, apex, rimB].map(inward));
}

/**
 * The lock: a tongue on the lid's front rim (a neck, then a wider head) that folds down the base's
 * front wall, and the slit there, `SLIT_DEPTH` under the rim, narrower than the head, wider than the neck.
 */
function drawTongueAndSlit(
  builder: PanelGraphBuilder,
  s: BurgerClamshellSizes,
  spec: BurgerClamshellSpec,
  lidFrontAt: (u: number, v: number) => Point,
  frontAt: (u: number, v: number) => Point,
): void {
  const { slant: h, baseLength: l } = s;
  const centre = l / 2;
  const head = spec.tongueWidth / 2;
  const neck = (spec.tongueWidth - NECK_NARROWING) / 2;
  const neckEnd = h + SLIT_DEPTH + NECK_PAST_SLIT;
  const headEnd = neckEnd + HEAD_DEPTH;
  builder.panel(
    'lid_tongue',
    'lock',
    outline([
      { ...lidFrontAt(centre - neck, h) },
      { ...lidFrontAt(centre + neck, h) },
      { ...lidFrontAt(centre + neck, neckEnd) },
      { ...lidFrontAt(centre + head, neckEnd) },
      { ...lidFrontAt(centre + head, headEnd), radius: HEAD_CORNER },
      { ...lidFrontAt(centre - head, headEnd), radius: HEAD_CORNER },
      { ...lidFrontAt(centre - head, neckEnd) },
      { ...lidFrontAt(centre - neck, neckEnd) },
    ]),
  );
  builder.hinge('lid_front', 'lid_tongue', lidFrontAt(centre - neck, h), lidFrontAt(centre + neck, h), {
    foldAngle: s.rimFold,
    stage: 3,
  });
  const slitHalf = (spec.tongueWidth - SLIT_NARROWING) / 2;
  const slit = line(frontAt(centre - slitHalf, h - SLIT_DEPTH), frontAt(centre + slitHalf, h - SLIT_DEPTH));
  builder.cut('slit', 'front', [slit]);
  builder.lock({
    kind: 'pass_through',
    name: 'clamshell tongue',
    panel: 'front',
    slit,
    tab: {
      panel: 'lid_tongue',
      head: line(lidFrontAt(centre - head, neckEnd), lidFrontAt(centre + head, neckEnd)),
      neck: line(lidFrontAt(centre - neck, h), lidFrontAt(centre + neck, h)),
    },
  });
}

function addDimensions(builder: PanelGraphBuilder, s: BurgerClamshellSizes, spec: BurgerClamshellSpec): void {
  const { baseLength: l, baseWidth: w, slant } = s;
  builder.dimension('length', { x: 0, y: w / 2 }, { x: l, y: w / 2 }, spec.length, 0);
  builder.dimension('width', { x: l / 2, y: 0 }, { x: l / 2, y: w }, spec.width, 0);
  builder.dimension('height', { x: l / 4, y: 0 }, { x: l / 4, y: -slant }, spec.height, 0);
}
