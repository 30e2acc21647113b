import { applyTransform, invertTransform, type RigidTransform, type Vec3 } from '../panel-graph/fold-model';
import { dot } from '../panel-graph/vec3';

/** A panel where a pose put it: its flat outline (mm) and the rigid motion that places it. */
export interface PosedPanel {
  id: string;
  outline: ReadonlyArray<readonly [number, number]>;
  /** Openings through the panel: an edge passing through one goes through no board. */
  holes?: ReadonlyArray<ReadonlyArray<readonly [number, number]>> | undefined;
  /** A slit-lock tuck's slits along its crease, each with the panel whose shoulder it takes. */
  slits?:
    | ReadonlyArray<{
        cut: readonly [readonly [number, number], readonly [number, number]];
        shoulder: string;
      }>
    | undefined;
  transform: RigidTransform;
}

function inside(outline: PosedPanel['outline'], x: number, y: number): boolean {
  let crossings = 0;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [xi, yi] = outline[i] as readonly [number, number];
    const [xj, yj] = outline[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings++;
  }
  return crossings % 2 === 1;
}

function distanceToOutline(outline: PosedPanel['outline'], x: number, y: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [ax, ay] = outline[j] as readonly [number, number];
    const [bx, by] = outline[i] as readonly [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    const s = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / length2));
    best = Math.min(best, Math.hypot(ax + s * dx - x, ay + s * dy - y));
  }
  return best;
}

/**
 * Whether a point (posed) lies under one of a tuck's slits that takes `shoulder`'s shoulder: across
 * the crease from the slit, between the tuck's side edge and the hook, anywhere down the tuck.
 */
function underSlit(tuck: PosedPanel, shoulder: string, at: Vec3): boolean {
  const slits = tuck.slits?.filter((slit) => slit.shoulder === shoulder) ?? [];
  if (slits.length === 0) return false;
  const [x, y] = applyTransform(invertTransform(tuck.transform), at);
  return slits.some(({ cut: [[ax, ay], [bx, by]] }) => {
    const along = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2);
    return along >= 0 && along <= 1;
  });
}

/**
 * Where an edge of `edges` passes through the face of `face` further than `margin` inside its outline
 * (in the face's own plane): the point, or undefined. Panels are surfaces at their ply offsets, so
 * panels that touch along a crease or lie against each other never cross; one swept through another
 * does, at its edges. A shoulder riding a tuck's slit (`PosedPanel['slits']`) is no crossing either.
 */
function edgeThroughFace(face: PosedPanel, edges: PosedPanel, margin: number): Vec3 | undefined {
  const r = face.transform.rotation;
  const normal: Vec3 = [r[2], r[5], r[8]];
  const origin = face.transform.translation;
  const back = invertTransform(face.transform);
  const points = edges.outline.map(([x, y]) => applyTransform(edges.transform, [x, y, 0]));
  const side = points.map((p) => dot([p[0] - origin[0], p[1] - origin[1], p[2] - origin[2]], normal));
  const eps = 1e-6;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const da = side[j] as number;
    const db = side[i] as number;
    if (!((da > eps && db < -eps) || (da < -eps && db > eps))) continue;
    const p = points[j] as Vec3;
    const q = points[i] as Vec3;
    const s = da / (da - db);
    const hit: Vec3 = [p[0] + (q[0] - p[0]) * s, p[1] + (q[1] - p[1]) * s, p[2] + (q[2] - p[2]) * s];
    const [x, y] = applyTransform(back, hit);
    if (!inside(face.outline, x, y) || distanceToOutline(face.outline, x, y) <= margin) continue;
    // a lug through its slot, a flap through a window: within a board of the opening's edge counts too
    if (face.holes?.some((hole) => inside(hole, x, y) || distanceToOutline(hole, x, y) <= margin)) continue;
    // a dust flap's shoulder and a slit-lock tuck meet under the slit that takes it, by a board at
    // most: the shoulder reaches a board into the tuck's room (beside a hanger's header it runs to the
    // wall), and as the lid lands the flap gives that board to the tuck sliding down past it and
    // springs up into the slit
    const under = underSlit(face, edges.id, hit) || underSlit(edges, face.id, hit);
    if (under && Math.min(Math.max(...side), -Math.min(...side)) <= margin) continue;
    return hit;
  }
  return undefined;
}

/**
 * Whether two posed panels pass through each other: an edge of either crosses the other's face more
 * than `margin` (mm) inside its outline. Two surfaces that cross always have such an edge, since their
 * line of intersection ends on the outline of one of them.
 */
export function panelsCross(a: PosedPanel, b: PosedPanel, margin: number): boolean {
  return edgeThroughFace(a, b, margin) !== undefined || edgeThroughFace(b, a, margin) !== undefined;
}
