import type { ArtworkFrame } from '@diecut/geometry';
import { BufferGeometry, Float32BufferAttribute, Uint16BufferAttribute } from 'three';
import { insideUv, outsideUv } from './artwork-uv';
import { CUT_EDGE, INSIDE_FACE, onSomeCrease, PRINTED_FACE, trimOutline } from './panel-geometry';

type Point = readonly [number, number];
type Vec = [number, number, number];

/** A rigid motion as a scene's pose hands it out: row-major rotation, then translation. */
export interface CreasePose {
  rotation: readonly number[];
  translation: readonly number[];
}

/**
 * The band of board that bends round a crease, in the flat blank (mm): at each end of the crease
 * (`ends[0]` at its start, `ends[1]` at its end) the point where the parent panel stops and the one
 * where the child begins, as `panelGeometry` draws them back by the bend allowance; `across` the unit
 * direction from the parent to the child, `along` from the crease's start to its end.
 */
export interface CreaseBand {
  ends: readonly [readonly [Point, Point], readonly [Point, Point]];
  across: Point;
  along: Point;
  caliper: number;
}

/** The board's bend allowance for a caliper: a square fold turns on about half a caliper inside. */
export const bendAllowanceOf = (caliper: number) => 1.5 * caliper;

/** Sections across the band: enough that a half turn reads as round. */
const SECTIONS = 10;

/**
 * The band a hinge bends: its crease and the two panels' flat outlines with every crease each of
 * them has (as `panelGeometry` is given them), drawn back by `allowance`.
 */
export function creaseBand(
  crease: readonly [Point, Point],
  parent: { outline: ReadonlyArray<Point>; creases: ReadonlyArray<readonly [Point, Point]> },
  child: { outline: ReadonlyArray<Point>; creases: ReadonlyArray<readonly [Point, Point]> },
  caliper: number,
  allowance: number,
): CreaseBand {
  const [start, end] = crease;
  const length = Math.hypot(end[0] - start[0], end[1] - start[1]) || 1;
  const along: Point = [(end[0] - start[0]) / length, (end[1] - start[1]) / length];
  // the child lies on the side of its vertex mean, as the pose reads it
  let mx = 0;
  let my = 0;
  for (const [x, y] of child.outline) {
    mx += x / child.outline.length;
    my += y / child.outline.length;
  }
  const left = along[0] * (my - start[1]) - along[1] * (mx - start[0]) > 0;
  const across: Point = left ? [-along[1], along[0]] : [along[1], -along[0]];
  const drawnParent = trimOutline(parent.outline, parent.creases, allowance);
  const drawnChild = trimOutline(child.outline, child.creases, allowance);
  // where the point of the flat outline at a crease's end went (along a cut side), or the band's
  // corner: where none is there, or at a corner between two creases, which the panel leaves on the
  // diagonal but each band runs to the end of its crease, so that the two bands meet in the corner
  const follow = (
    panel: { outline: ReadonlyArray<Point>; creases: ReadonlyArray<readonly [Point, Point]> },
    drawn: ReadonlyArray<Point>,
    at: Point,
    side: number,
  ): Point => {
    const { outline, creases } = panel;
    const n = outline.length;
    const index = outline.findIndex(([x, y]) => Math.hypot(x - at[0], y - at[1]) < 0.01);
    const corner =
      index >= 0 &&
      onSomeCrease(creases, outline, index) &&
      onSomeCrease(creases, outline, (index + n - 1) % n);
    const point = corner ? undefined : drawn[index];
    if (point) return point;
    // a crease along only part of an edge leaves the panel whole there (see cutSpans): the band
    // starts at the edge itself, so that the board runs on from the panel with no step
    if (index < 0 && onLoop(drawn, at)) return at;
    return [at[0] + side * across[0] * allowance, at[1] + side * across[1] * allowance];
  };
  return {
    ends: [
      [follow(parent, drawnParent, start, -1), follow(child, drawnChild, start, 1)],
      [follow(parent, drawnParent, end, -1), follow(child, drawnChild, end, 1)],
    ],
    across,
    along,
    caliper,
  };
}

/** Whether a point lies on one of the loop's edges, within a hundredth of a millimetre. */
function onLoop(loop: ReadonlyArray<Point>, [x, y]: Point): boolean {
  return loop.some(([ax, ay], i) => {
    const [bx, by] = loop[(i + 1) % loop.length] as Point;
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    const s = length2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2)) : 0;
    return Math.hypot(ax + s * dx - x, ay + s * dy - y) < 0.01;
  });
}

const IDENTITY: CreasePose = { rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1], translation: [0, 0, 0] };

const apply = (t: CreasePose, x: number, y: number, z: number): Vec => {
  const r = t.rotation as number[];
  const o = t.translation as number[];
  return [
    (r[0] as number) * x + (r[1] as number) * y + (r[2] as number) * z + (o[0] as number),
    (r[3] as number) * x + (r[4] as number) * y + (r[5] as number) * z + (o[1] as number),
    (r[6] as number) * x + (r[7] as number) * y + (r[8] as number) * z + (o[2] as number),
  ];
};
const turn = (t: CreasePose, [x, y]: Point): Vec => {
  const r = t.rotation as number[];
  return [
    (r[0] as number) * x + (r[1] as number) * y,
    (r[3] as number) * x + (r[4] as number) * y,
    (r[6] as number) * x + (r[7] as number) * y,
  ];
};
const mix = (a: Vec, b: Vec, t: number): Vec => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec): Vec => {
  const length = Math.hypot(...a);
  return length > 1e-12 ? [a[0] / length, a[1] / length, a[2] / length] : [0, 0, 0];
};

/**
 * How far a cubic's handles reach, over its chord, for it to follow a circular arc turning through
 * `angle` (radians): a third of the chord for a straight line, two thirds for a half turn.
 */
function handleShare(angle: number): number {
  if (angle < 1e-4) return 1 / 3;
  return ((4 / 3) * Math.tan(angle / 4)) / (2 * Math.sin(angle / 2));
}

/** A cubic from `a` leaving along `da` to `b` arriving along `db`, at `t`: its point and its direction. */
function bend(a: Vec, da: Vec, b: Vec, db: Vec, t: number): { point: Vec; tangent: Vec } {
  const span: Vec = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const chord = Math.hypot(...span);
  // an end behind the other's way out (the inside of a fold too tight for the board) is joined
  // straight rather than by a loop
  const room = dot(span, da) > -1e-6 * chord && dot(span, db) > -1e-6 * chord;
  const h = room ? chord * handleShare(Math.acos(Math.min(1, Math.max(-1, dot(da, db))))) : 0;
  const p1: Vec = [a[0] + da[0] * h, a[1] + da[1] * h, a[2] + da[2] * h];
  const p2: Vec = [b[0] - db[0] * h, b[1] - db[1] * h, b[2] - db[2] * h];
  const s = 1 - t;
  const point = [0, 1, 2].map(
    (k) =>
      s * s * s * (a[k] as number) +
      3 * s * s * t * (p1[k] as number) +
      3 * s * t * t * (p2[k] as number) +
      t * t * t * (b[k] as number),
  ) as Vec;
  const tangent = [0, 1, 2].map(
    (k) =>
      s * s * ((p1[k] as number) - (a[k] as number)) +
      2 * s * t * ((p2[k] as number) - (p1[k] as number)) +
      t * t * ((b[k] as number) - (p2[k] as number)),
  ) as Vec;
  return { point, tangent };
}

/**
 * The board bending round a crease, as a solid like a panel's (`panelGeometry`'s material slots and
 * texture coordinates): its printed face, its inside face a caliper behind, and a strip of cut board
 * across each end. Its texture coordinates are those of the flat band, so that the artwork and the
 * substrate run on from one panel over the fold onto the next. Drawn flat; `bendCrease` poses it.
 */
export function creaseGeometry(band: CreaseBand, frame: ArtworkFrame, edgeRepeatMm: number): BufferGeometry {
  const count = 8 * (SECTIONS + 1);
  const uvs = new Float32Array(count * 2);
  const setUv = (vertex: number, uv: readonly number[]) => uvs.set(uv, vertex * 2);
  const { outer, inner, cap } = layout();
  for (let t = 0; t <= SECTIONS; t++) {
    for (const k of [0, 1] as const) {
      const [[px, py], [cx, cy]] = band.ends[k];
      const share = t / SECTIONS;
      const x = px + (cx - px) * share;
      const y = py + (cy - py) * share;
      setUv(outer(t, k), outsideUv(frame, x, y));
      setUv(inner(t, k), insideUv(frame, x, y));
      const u = (share * Math.hypot(cx - px, cy - py)) / edgeRepeatMm;
      setUv(cap(k, t, 0), [u, 0]);
      setUv(cap(k, t, 1), [u, 1]);
    }
  }
  // a quad a, b, c, d is counter-clockwise seen from +z in the flat band when across x along is +z
  const upward = band.across[0] * band.along[1] - band.across[1] * band.along[0] > 0;
  const indices: number[] = [];
  const quad = (a: number, b: number, c: number, d: number, flip: boolean) =>
    indices.push(...(flip ? [a, c, b, a, d, c] : [a, b, c, a, c, d]));
  const geometry = new BufferGeometry();
  const group = (from: number, material: number) => geometry.addGroup(from, indices.length - from, material);
  for (let t = 0; t < SECTIONS; t++)
    quad(outer(t, 0), outer(t + 1, 0), outer(t + 1, 1), outer(t, 1), !upward);
  group(0, PRINTED_FACE);
  const insideFrom = indices.length;
  for (let t = 0; t < SECTIONS; t++) quad(inner(t, 0), inner(t + 1, 0), inner(t + 1, 1), inner(t, 1), upward);
  group(insideFrom, INSIDE_FACE);
  const edgeFrom = indices.length;
  // across then -z turns toward +along when across x along is +z: the end's strip faces on as it is
  for (let t = 0; t < SECTIONS; t++) {
    quad(cap(0, t, 0), cap(0, t + 1, 0), cap(0, t + 1, 1), cap(0, t, 1), upward);
    quad(cap(1, t, 0), cap(1, t + 1, 0), cap(1, t + 1, 1), cap(1, t, 1), !upward);
  }
  group(edgeFrom, CUT_EDGE);
  geometry.setIndex(new Uint16BufferAttribute(indices, 1));
  geometry.setAttribute('position', new Float32BufferAttribute(new Float32Array(count * 3), 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(new Float32Array(count * 3), 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  bendCrease(geometry, band, IDENTITY, IDENTITY);
  return geometry;
}

/** Where each vertex of a crease geometry sits in its buffers. */
function layout() {
  const row = SECTIONS + 1;
  return {
    outer: (t: number, k: 0 | 1) => t * 2 + k,
    inner: (t: number, k: 0 | 1) => 2 * row + t * 2 + k,
    cap: (k: 0 | 1, t: number, depth: 0 | 1) => (4 + 2 * k) * row + t * 2 + depth,
  };
}

/**
 * Bends a crease geometry between its parent and its child as posed (`poseMockupScene`, each in its
 * panel's flat frame): across each end of the band, the printed face and the inside face each run on
 * a cubic from where the parent stops, leaving along the parent, to where the child begins, arriving
 * along the child, its handles sized as for a circular arc through the angle between them. A fold on
 * one crease line so turns round a radius of the order of the caliper; a step between plies (a ply
 * offset) is taken as a smooth S. Writes the geometry's positions and normals in place.
 */
export function bendCrease(
  geometry: BufferGeometry,
  band: CreaseBand,
  parent: CreasePose,
  child: CreasePose,
): void {
  const position = geometry.getAttribute('position') as Float32BufferAttribute;
  const normal = geometry.getAttribute('normal') as Float32BufferAttribute;
  const { outer, inner, cap } = layout();
  const c = band.caliper;
  const leave = unit(turn(parent, band.across));
  const arrive = unit(turn(child, band.across));
  const axisFrom = unit(turn(parent, band.along));
  const axisTo = unit(turn(child, band.along));
  const faceFrom = unit(apply({ rotation: parent.rotation, translation: [0, 0, 0] }, 0, 0, 1));
  const faceTo = unit(apply({ rotation: child.rotation, translation: [0, 0, 0] }, 0, 0, 1));
  const upward = band.across[0] * band.along[1] - band.across[1] * band.along[0] > 0 ? 1 : -1;
  for (const k of [0, 1] as const) {
    const [p, q] = band.ends[k];
    const outFrom = apply(parent, p[0], p[1], 0);
    const outTo = apply(child, q[0], q[1], 0);
    const inFrom = apply(parent, p[0], p[1], -c);
    const inTo = apply(child, q[0], q[1], -c);
    for (let t = 0; t <= SECTIONS; t++) {
      const share = t / SECTIONS;
      const front = bend(outFrom, leave, outTo, arrive, share);
      const back = bend(inFrom, leave, inTo, arrive, share);
      const axis = unit(mix(axisFrom, axisTo, share));
      let face = unit(cross(front.tangent, axis));
      face = [face[0] * upward, face[1] * upward, face[2] * upward];
      if (dot(face, face) === 0) face = unit(mix(faceFrom, faceTo, share));
      const end: Vec = k === 0 ? [-axis[0], -axis[1], -axis[2]] : axis;
      position.setXYZ(outer(t, k), ...front.point);
      normal.setXYZ(outer(t, k), ...face);
      position.setXYZ(inner(t, k), ...back.point);
      normal.setXYZ(inner(t, k), -face[0], -face[1], -face[2]);
      position.setXYZ(cap(k, t, 0), ...front.point);
      normal.setXYZ(cap(k, t, 0), ...end);
      position.setXYZ(cap(k, t, 1), ...back.point);
      normal.setXYZ(cap(k, t, 1), ...end);
    }
  }
  position.needsUpdate = true;
  normal.needsUpdate = true;
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
}
