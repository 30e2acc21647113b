import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, assembleParts } from '../panel-graph/fold-model';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { distanceToSegment, flattenLoop, type Point } from '../primitives/segment';
import {
  buildCakeBox,
  buildTwoPieceCakeBox,
  type CakeBoxSpec,
  cakeBoxSizes,
  cakeLidInside,
} from './cake-box';

const SPEC: CakeBoxSpec = {
  length: 260,
  width: 200,
  height: 90,
  material: 0.5,
  glueFlap: 15,
  windowMargin: 20,
  windowCornerRadius: 5,
  filmOverlap: 9,
};

/** The shortest distance from any point of `ring` to any crease of the graph. */
function clearanceToCreases(graph: ReturnType<typeof buildCakeBox>, ring: Point[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const hinge of graph.hinges)
    for (const p of ring) least = Math.min(least, distanceToSegment(p, hinge.start, hinge.end));
  return least;
}

describe('buildCakeBox', () => {
  it('should size the tray, lid and tuck by the thickness rules', () => {
    const box = cakeBoxSizes(SPEC);
    // base: inside + t, and a ply more each end for the glue flaps inside the end walls
    expect(box.baseLength).toBeCloseTo(260 + 0.5 + 1, 9);
    expect(box.baseWidth).toBeCloseTo(200.5, 9);
    // the back wall runs between two creases (+t), the others stop under the lid (+t/2)
    expect(box.backWall).toBeCloseTo(90.5, 9);
    expect(box.wall).toBeCloseTo(90.25, 9);
    // the lid spans the glue flaps' planes, and its tuck crease is a ply inside the front wall
    expect(box.lidLength).toBeCloseTo(260.5, 9);
    expect(box.lidDepth).toBeCloseTo(200, 9);
    expect(box.tuckDepth).toBe(40);
    expect(box.dustFlap).toEqual({ from: 16.5, to: 184, depth: 40 });
  });

  it('should fold to the inside size, the lid closing the top, held by its tuck behind the front', () => {
    const graph = buildCakeBox(SPEC);
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(260, 6);
    expect(inspection.inside.width).toBeCloseTo(200, 6);
    expect(inspection.inside.height).toBeCloseTo(90, 6);
    expect(inspection.closures[0]?.coverage).toBeGreaterThan(0.99);
    expect(inspection.closures[0]?.held).toEqual([{ panel: 'lid', by: 'lock', covered: 0 }]);
    expect(inspection.protrusion).toBeLessThanOrEqual(0.5 + 1e-6);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should keep the window 15 mm or more from every crease and its film clear of them', () => {
    for (const windowMargin of [15, 20, 40]) {
      const graph = buildCakeBox({ ...SPEC, windowMargin, filmOverlap: 10 });
      const hole = graph.cuts.find((cut) => cut.kind === 'hole' && cut.panel === 'lid');
      expect(hole).toBeDefined();
      const window = flattenLoop(hole?.segments ?? []);
      expect(clearanceToCreases(graph, window)).toBeCloseTo(windowMargin, 6);
      const film = graph.filmAreas?.[0]?.polygon ?? [];
      expect(graph.filmAreas?.[0]?.panel).toBe('lid');
      // 10 mm of film all round, never onto a crease
      expect(clearanceToCreases(graph, film)).toBeCloseTo(windowMargin - 10, 6);
      const xs = film.map((p) => p.x);
      const wx = window.map((p) => p.x);
      expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(Math.max(...wx) - Math.min(...wx) + 20, 6);
    }
    const rounded = buildCakeBox(SPEC).cuts.find((cut) => cut.kind === 'hole')?.segments ?? [];
    expect(rounded.filter((s) => s.type === 'arc').map((s) => (s.type === 'arc' ? s.radius : 0))).toEqual([
      5, 5, 5, 5,
    ]);
  });

  it('should leave the lid dust flaps out when the glue flaps fill the end walls', () => {
    const narrow = buildCakeBox({ ...SPEC, width: 50, glueFlap: 20 });
    expect(narrow.panels.some((panel) => panel.role === 'dust_flap')).toBe(false);
    expect(checkDesignRules(narrow)).toEqual([]);
    expect(inspectFoldedBox(narrow).closures[0]?.coverage).toBeGreaterThan(0.99);
  });
});

describe('buildTwoPieceCakeBox', () => {
  const TWO_PIECE = { ...SPEC, lidHeight: 40, lidClearance: 1 };

  it('should size the lid over the base outside plus the clearance: L + 4t + 1 (two plies an end), W + 2t + 1', () => {
    expect(cakeLidInside(TWO_PIECE)).toEqual({ length: 260 + 2 + 1, width: 200 + 1 + 1 });
    const [base, lid] = buildTwoPieceCakeBox(TWO_PIECE);
    expect(inspectFoldedBox(base?.graph as never).inside.length).toBeCloseTo(260, 6);
    const lidInside = inspectFoldedBox(lid?.graph as never).inside;
    expect(lidInside.length).toBeCloseTo(263, 6);
    expect(lidInside.width).toBeCloseTo(202, 6);
    expect(lidInside.height).toBeCloseTo(40, 6);
    expect(checkDesignRules(lid?.graph as never)).toEqual([]);
  });

  it('should cut the window in the lid top, clear of its creases, and put the lid over the base rims', () => {
    const [base, lid] = buildTwoPieceCakeBox(TWO_PIECE);
    const graph = lid?.graph as ReturnType<typeof buildCakeBox>;
    const hole = graph.cuts.find((cut) => cut.kind === 'hole');
    expect(hole?.panel).toBe('base');
    expect(graph.panels.find((panel) => panel.id === 'base')?.role).toBe('closure');
    expect(clearanceToCreases(graph, flattenLoop(hole?.segments ?? []))).toBeCloseTo(20, 6);
    expect(clearanceToCreases(graph, graph.filmAreas?.[0]?.polygon ?? [])).toBeCloseTo(11, 6);
    // assembled: the lid top's inside face lies on the base walls' rims (its mid-surface half a board above), the lid walls outside the base's
    const [basePose, lidPose] = assembleParts([base, lid] as never);
    const z = (pose: typeof basePose, g: ReturnType<typeof buildCakeBox>, id: string) =>
      flattenLoop(g.panels.find((panel) => panel.id === id)?.outline ?? []).map(
        (p) => applyTransform(pose?.pose.get(id) as never, [p.x, p.y, 0])[2],
      );
    const baseGraph = base?.graph as ReturnType<typeof buildCakeBox>;
    const rim = Math.min(...z(basePose, baseGraph, 'front'));
    expect(rim).toBeCloseTo(-(90 + 0.25), 6);
    for (const value of z(lidPose, graph, 'base')) expect(value).toBeCloseTo(rim - 0.25, 6);
    const xs = (pose: typeof basePose, g: ReturnType<typeof buildCakeBox>, id: string) =>
      flattenLoop(g.panels.find((panel) => panel.id === id)?.outline ?? []).map(
        (p) => applyTransform(pose?.pose.get(id) as never, [p.x, p.y, 0])[1],
      );
    // front walls' mid-surfaces: half a board, half the clearance and half a board apart, centred
    const baseFront = Math.min(...xs(basePose, baseGraph, 'front'));
    const lidFront = Math.min(...xs(lidPose, graph, 'front'), ...xs(lidPose, graph, 'back'));
    expect(baseFront - lidFront).toBeCloseTo(0.25 + 0.5 + 0.25, 6);
  });
});
