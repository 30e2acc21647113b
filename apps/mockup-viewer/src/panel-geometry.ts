import type { ArtworkFrame } from '@diecut/geometry';
import { BufferGeometry, Float32BufferAttribute, ShapeUtils, Vector2 } from 'three';
import { insideUv, outsideUv } from './artwork-uv';

/** Material slots of a panel geometry's groups. */
export const PRINTED_FACE = 0;
export const INSIDE_FACE = 1;
export const CUT_EDGE = 2;

/**
 * A panel as a solid sheet: the printed face at z = 0 looking toward +z (the outside of the folded box),
 * the inside face a caliper behind it, and a strip along every edge between them. `uv` carries the
 * artwork frame's coordinates on the faces (mirrored on the inside face; the substrate's texture
 * tiles through them, `faceTiling`), and on the edges the distance along the edge in `edgeRepeatMm`
 * repeats and the depth across the board, 0 at the printed face. An edge along one of
 * `creases` (the panel's hinges) gets no strip: the board folds on there, it is not cut, and the strip
 * would lie in the neighbour's face once folded square and flicker through it. An edge a shorter crease
 * runs along (a tuck flap narrower than its lid) is not drawn back; beyond the crease's ends it is cut
 * board, and along the crease its strip is the outside of the fold, in the printed face's material,
 * else a line of cut board would show along the fold. `holes` (windows, hand
 * holes, slots) go through both faces, with a strip of cut board round each. With a `bendAllowance`
 * the panel stops that far short of each crease (`trimOutline`): the band it leaves is the board that
 * bends round the fold, drawn by `creaseGeometry`.
 */
export function panelGeometry(
  outline: ReadonlyArray<readonly [number, number]>,
  caliper: number,
  frame: ArtworkFrame,
  edgeRepeatMm: number,
  creases: ReadonlyArray<Crease> = [],
  holes: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [],
  bendAllowance = 0,
): BufferGeometry {
  const drawn = trimOutline(outline, creases, bendAllowance);
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const geometry = new BufferGeometry();
  const contour = drawn.map(([x, y]) => new Vector2(x, y));
  const openings = holes.map((hole) => hole.map(([x, y]) => new Vector2(x, y)));
  const triangles = ShapeUtils.triangulateShape(contour, openings);
  // the triangles index the outline's points, then each hole's in turn
  const points = [...drawn, ...holes.flat()];
  const corners2d = [...contour, ...openings.flat()];
  const vertex = (x: number, y: number, z: number, normal: readonly number[], uv: readonly number[]) => {
    positions.push(x, y, z);
    normals.push(...normal);
    uvs.push(...uv);
  };

  // printed face, counter-clockwise seen from +z
  for (const triangle of triangles) {
    const corners = ShapeUtils.isClockWise(triangle.map((i) => corners2d[i] as Vector2))
      ? [...triangle].reverse()
      : triangle;
    for (const index of corners) {
      const [x, y] = points[index] as readonly [number, number];
      vertex(x, y, 0, [0, 0, 1], outsideUv(frame, x, y));
    }
  }
  geometry.addGroup(0, positions.length / 3, PRINTED_FACE);

  // inside face: the same triangles turned over
  const insideStart = positions.length / 3;
  for (const triangle of triangles) {
    const corners = ShapeUtils.isClockWise(triangle.map((i) => corners2d[i] as Vector2))
      ? triangle
      : [...triangle].reverse();
    for (const index of corners) {
      const [x, y] = points[index] as readonly [number, number];
      vertex(x, y, -caliper, [0, 0, -1], insideUv(frame, x, y));
    }
  }
  geometry.addGroup(insideStart, positions.length / 3 - insideStart, INSIDE_FACE);

  const folds: Array<{ from: number[]; to: number[]; normal: number[]; clockwise: boolean }> = [];
  // edges: for a counter-clockwise outline the outward normal of edge (dx, dy) is (dy, -dx); round a
  // hole the board lies outside the loop, so its strips face into the opening
  const edgeStart = positions.length / 3;
  const strip = (
    loop: ReadonlyArray<readonly [number, number]>,
    opening: boolean,
    untrimmed: ReadonlyArray<readonly [number, number]> = loop,
  ) => {
    const clockwise = ShapeUtils.isClockWise(loop.map(([x, y]) => new Vector2(x, y))) !== opening;
    let along = 0;
    for (let i = 0; i < loop.length; i++) {
      const [ax, ay] = loop[i] as readonly [number, number];
      const [bx, by] = loop[(i + 1) % loop.length] as readonly [number, number];
      const length = Math.hypot(bx - ax, by - ay);
      if (length < 1e-9) continue;
      if (!opening && onSomeCrease(creases, untrimmed, i)) {
        along += length;
        continue;
      }
      const flip = clockwise ? -1 : 1;
      const normal = [(flip * (by - ay)) / length, (flip * -(bx - ax)) / length, 0];
      const at = (share: number) =>
        share === 0 ? [ax, ay] : share === 1 ? [bx, by] : [ax + (bx - ax) * share, ay + (by - ay) * share];
      // a crease along only part of the edge (a tuck narrower than its lid) leaves the rest cut; along
      // the crease the edge is the outside of the fold, printed as the face is
      const pieces = opening ? [[0, 1] as const] : cutSpans(creases, [ax, ay], [bx, by]);
      let next = 0;
      for (const [from, to] of [...pieces, [1, 1] as const]) {
        if (from > next) folds.push({ from: at(next), to: at(from), normal, clockwise });
        next = to;
      }
      for (const [from, to] of pieces) {
        const u0 = (along + from * length) / edgeRepeatMm;
        const u1 = (along + to * length) / edgeRepeatMm;
        const [fx, fy] = at(from) as [number, number];
        const [tx, ty] = at(to) as [number, number];
        const quad: Array<[number, number, number, number, number]> = [
          [fx, fy, 0, u0, 0],
          [tx, ty, 0, u1, 0],
          [tx, ty, -caliper, u1, 1],
          [fx, fy, -caliper, u0, 1],
        ];
        const order = clockwise ? [0, 1, 2, 0, 2, 3] : [0, 2, 1, 0, 3, 2];
        for (const k of order) {
          const [x, y, z, u, v] = quad[k] as [number, number, number, number, number];
          vertex(x, y, z, normal, [u, v]);
        }
      }
      along += length;
    }
  };
  strip(drawn, false, outline);
  for (const hole of holes) strip(hole, true);
  geometry.addGroup(edgeStart, positions.length / 3 - edgeStart, CUT_EDGE);

  // the folds along part of an edge, across the caliper, wearing the artwork where the fold is
  const foldStart = positions.length / 3;
  for (const { from, to, normal, clockwise } of folds) {
    const ends = [from, to, to, from] as const;
    const order = clockwise ? [0, 1, 2, 0, 2, 3] : [0, 2, 1, 0, 3, 2];
    for (const k of order) {
      const [x, y] = ends[k] as number[] as [number, number];
      vertex(x, y, k < 2 ? 0 : -caliper, normal, outsideUv(frame, x, y));
    }
  }
  if (folds.length > 0) geometry.addGroup(foldStart, positions.length / 3 - foldStart, PRINTED_FACE);

  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  return geometry;
}

type Crease = readonly [readonly [number, number], readonly [number, number]];

/** Whether the outline's edge from point `i` to the next lies along one of `creases`. */
export function onSomeCrease(
  creases: ReadonlyArray<Crease>,
  loop: ReadonlyArray<readonly [number, number]>,
  i: number,
) {
  const [ax, ay] = loop[i] as readonly [number, number];
  const [bx, by] = loop[(i + 1) % loop.length] as readonly [number, number];
  return creases.some((crease) => onCrease(crease, ax, ay) && onCrease(crease, bx, by));
}

/**
 * The outline drawn back by `allowance` (mm) from every edge that lies along a crease, point for
 * point (the same points in the same order, so that a point of the flat outline can be followed to
 * where it went): a point at the end of a crease edge slides along its other edge, which keeps the
 * panel's side where it was, until it is `allowance` off the crease; a corner between two crease edges
 * goes to where both drawn-back lines cross. A point never slides more than a third of the way along its other
 * edge, so that a narrow panel between two creases keeps some width.
 */
export function trimOutline(
  outline: ReadonlyArray<readonly [number, number]>,
  creases: ReadonlyArray<Crease>,
  allowance: number,
): Array<[number, number]> {
  const n = outline.length;
  const points = outline.map(([x, y]): [number, number] => [x, y]);
  if (allowance <= 0 || n < 3) return points;
  // the inward normal of edge (dx, dy) of a counter-clockwise loop is (-dy, dx)
  let twiceArea = 0;
  for (let i = 0; i < n; i++) {
    const [ax, ay] = outline[i] as readonly [number, number];
    const [bx, by] = outline[(i + 1) % n] as readonly [number, number];
    twiceArea += ax * by - bx * ay;
  }
  const turn = twiceArea >= 0 ? 1 : -1;
  const inward = (i: number): [number, number] => {
    const [ax, ay] = outline[i] as readonly [number, number];
    const [bx, by] = outline[(i + 1) % n] as readonly [number, number];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    return [(-turn * (by - ay)) / length, (turn * (bx - ax)) / length];
  };
  const isCrease = outline.map((_, i) => onSomeCrease(creases, outline, i));
  for (let i = 0; i < n; i++) {
    const before = (i + n - 1) % n;
    const [px, py] = outline[i] as readonly [number, number];
    const creaseBefore = isCrease[before] === true;
    const creaseAfter = isCrease[i] === true;
    if (!creaseBefore && !creaseAfter) continue;
    if (creaseBefore && creaseAfter) {
      const [ux, uy] = inward(before);
      const [vx, vy] = inward(i);
      // the point q with q.u = allowance and q.v = allowance (relative to p)
      const det = ux * vy - uy * vx;
      if (Math.abs(det) < 1e-6) points[i] = [px + ux * allowance, py + uy * allowance];
      else points[i] = [px + (allowance * (vy - uy)) / det, py + (allowance * (ux - vx)) / det];
      continue;
    }
    const [ux, uy] = inward(creaseBefore ? before : i);
    const [ox, oy] = outline[creaseBefore ? (i + 1) % n : before] as readonly [number, number];
    const off = (ox - px) * ux + (oy - py) * uy;
    if (off < 1e-9) {
      points[i] = [px + ux * allowance, py + uy * allowance];
      continue;
    }
    const share = Math.min(1 / 3, allowance / off);
    points[i] = [px + (ox - px) * share, py + (oy - py) * share];
  }
  return points;
}

/**
 * The stretches of the edge from `a` to `b` that no crease runs along, as shares of its length from
 * `a`: the whole edge when no crease lies on it. A crease shorter than the edge it lies on (a tuck
 * flap narrower than its lid) folds the board along its own length only; the edge's ends beyond it
 * are cut.
 */
export function cutSpans(
  creases: ReadonlyArray<Crease>,
  a: readonly [number, number],
  b: readonly [number, number],
): Array<readonly [number, number]> {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return [];
  const length = Math.sqrt(length2);
  const covered: Array<[number, number]> = [];
  for (const [s, e] of creases) {
    // both ends on the edge's line: the crease lies along the edge
    const off = (p: readonly [number, number]) => Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / length;
    if (off(s) >= 0.01 || off(e) >= 0.01) continue;
    const share = (p: readonly [number, number]) => ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2;
    const from = Math.max(0, Math.min(share(s), share(e)));
    const to = Math.min(1, Math.max(share(s), share(e)));
    if (to > from) covered.push([from, to]);
  }
  covered.sort((p, q) => p[0] - q[0]);
  const spans: Array<readonly [number, number]> = [];
  let at = 0;
  for (const [from, to] of covered) {
    if (from > at) spans.push([at, from]);
    at = Math.max(at, to);
  }
  if (at < 1) spans.push([at, 1]);
  // what is left of a crease's length by less than a hundredth of a millimetre is no cut
  return spans.filter(([from, to]) => (to - from) * length >= 0.01);
}

/** Whether a point lies on a crease segment, within a hundredth of a millimetre. */
/** Whether (x, y) lies on the crease's segment, to a hundredth of a millimetre. */
export function onCrease([[sx, sy], [ex, ey]]: Crease, x: number, y: number): boolean {
  const dx = ex - sx;
  const dy = ey - sy;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return false;
  const s = ((x - sx) * dx + (y - sy) * dy) / length2;
  if (s < -1e-6 || s > 1 + 1e-6) return false;
  return Math.hypot(sx + s * dx - x, sy + s * dy - y) < 0.01;
}
