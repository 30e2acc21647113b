import { describe, expect, it } from 'vitest';
import { hingeCreases } from '../panel-graph/derive-dieline';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { distanceToSegment, type LineSegment, type Point } from '../primitives/segment';
import {
  buildTearOffDisplayCarton,
  TEAR_LINE_CREASE_CLEARANCE,
  TEAR_PULL_TAB_RADIUS,
} from './tear-off-display-carton';

const size = { length: 100, width: 50, height: 150, material: 0.5, glueFlap: 14 };
const spec = { size, topTuckDepth: 15, bottomTuckDepth: 15, tearFront: 60, tearBack: 130 };

const perforationsOf = (graph: ReturnType<typeof buildTearOffDisplayCarton>) =>
  graph.cuts
    .filter((cut) => cut.kind === 'perforation')
    .flatMap((cut) => cut.segments.map((segment) => ({ panel: cut.panel, segment: segment as LineSegment })));

/** Shortest distance between a point of `a` (sampled) and segment `b`. */
function gap(a: LineSegment, b: LineSegment): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= 200; i++) {
    const p: Point = {
      x: a.start.x + ((a.end.x - a.start.x) * i) / 200,
      y: a.start.y + ((a.end.y - a.start.y) * i) / 200,
    };
    best = Math.min(best, distanceToSegment(p, b.start, b.end));
  }
  return best;
}

describe('buildTearOffDisplayCarton', () => {
  const graph = buildTearOffDisplayCarton(spec);
  const perforations = perforationsOf(graph);

  it('should run the tear line across the front at Hd and up both sides to the back at Hb', () => {
    expect(perforations.map((p) => p.panel)).toEqual(['left_side', 'front', 'front', 'right_side']);
    const [left, frontA, frontB, right] = perforations.map((p) => p.segment) as LineSegment[];
    // the sides meet the front line at the same height
    expect(left?.end.y).toBeCloseTo(60, 9);
    expect(frontA?.start.y).toBeCloseTo(60, 9);
    expect(frontB?.end.y).toBeCloseTo(60, 9);
    expect(right?.start.y).toBeCloseTo(60, 9);
    expect(left?.start.y).toBeCloseTo(130, 9);
    expect(right?.end.y).toBeCloseTo(130, 9);
    // broken at the front centre by the pull tab, whose knife hangs below the line
    expect((frontB?.start.x ?? 0) - (frontA?.end.x ?? 0)).toBeCloseTo(2 * TEAR_PULL_TAB_RADIUS, 9);
    const tab = graph.cuts.find((cut) => cut.kind === 'slit' && cut.panel === 'front');
    expect(tab?.segments[0]).toMatchObject({
      type: 'arc',
      radius: TEAR_PULL_TAB_RADIUS,
      startAngle: 180,
      endAngle: 360,
    });
  });

  it('should start and end the tear line on creases and keep it 5 mm from every other crease', () => {
    const creases = graph.hinges.flatMap((hinge) => hingeCreases(hinge) as LineSegment[]);
    for (const { segment } of perforations) {
      for (const crease of creases) {
        const d = gap(segment, crease);
        const touches = [segment.start, segment.end].some(
          (p) => distanceToSegment(p, crease.start, crease.end) < 1e-6,
        );
        if (!touches) expect(d).toBeGreaterThanOrEqual(TEAR_LINE_CREASE_CLEARANCE - 1e-9);
      }
    }
    // its ends lie on body creases, but for the right side's far end on the seam's free edge
    const ends = perforations.flatMap(({ segment }) => [segment.start, segment.end]);
    const onCrease = ends.filter((p) =>
      graph.hinges.some((hinge) => distanceToSegment(p, hinge.start, hinge.end) < 1e-6),
    );
    expect(onCrease.length).toBe(ends.length - 3);
  });

  it('should keep the tear line off the glue flap and glue the seam only below it', () => {
    expect(perforations.every((p) => p.panel !== 'glue_flap')).toBe(true);
    const glue = graph.glueAreas.find((area) => area.panel === 'glue_flap');
    const top = Math.max(...(glue?.polygon.map((p) => p.y) ?? []));
    // under the right side's last glue-width the tear line is at least 60 + 70 * 36 / 50 high
    expect(top).toBeLessThanOrEqual(60 + (70 * (50 - 14)) / 50 - 3 + 1e-9);
    expect(top).toBeGreaterThan(40);
  });

  it('should part the back corner above Hb with a knife and crease it below', () => {
    const corner = graph.hinges.find((hinge) => hinge.parent === 'back' && hinge.child === 'left_side');
    expect(corner?.creased).toEqual([[0, 130]]);
  });

  it('should fold to the inside size with both ends closed by their tucks', () => {
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(100, 1);
    expect(inspection.inside.width).toBeCloseTo(50, 1);
    for (const closure of inspection.closures) expect(closure.coverage).toBeGreaterThan(0.98);
  });
});
