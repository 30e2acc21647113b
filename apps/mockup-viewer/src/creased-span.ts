import type { MockupScenePart } from '@diecut/geometry';
import { onCrease } from './panel-geometry';

type Point = readonly [number, number];

/** Points closer than this (mm) along the edge are one point. */
const SAME_POINT = 1e-3;

/**
 * The stretch of a hinge's edge that is creased: the edge less the slits of a slit-lock tuck at its
 * ends, which the die cuts through instead. The fold turns about the whole edge, but the board bends
 * only along this stretch, so the viewer draws its knuckle there and leaves the slits as cut board,
 * where a dust flap's shoulder goes in. A slit inside the edge, touching neither end, changes nothing.
 */
export function creasedSpan(
  hinge: MockupScenePart['hinges'][number],
  panels: MockupScenePart['panels'],
): [Point, Point] {
  let start: Point = hinge.start;
  let end: Point = hinge.end;
  const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
  const length = Math.hypot(dx, dy);
  if (length === 0) return [start, end];
  // where a point lies along the edge: 0 at the start, `length` at the end
  const along = (p: Point) => ((p[0] - hinge.start[0]) * dx + (p[1] - hinge.start[1]) * dy) / length;
  let from = 0;
  let to = length;
  for (const panel of panels) {
    if (panel.id !== hinge.parent && panel.id !== hinge.child) continue;
    for (const { cut } of panel.slits ?? []) {
      if (!cut.every(([x, y]) => onCrease([hinge.start, hinge.end], x, y))) continue;
      const [low, high] = [along(cut[0]), along(cut[1])].sort((a, b) => a - b) as [number, number];
      if (low <= from + SAME_POINT && high > from) from = high;
      else if (high >= to - SAME_POINT && low < to) to = low;
    }
  }
  if (to - from <= SAME_POINT) return [start, end];
  const at = (t: number): Point => [hinge.start[0] + (dx * t) / length, hinge.start[1] + (dy * t) / length];
  if (from > 0) start = at(from);
  if (to < length) end = at(to);
  return [start, end];
}
