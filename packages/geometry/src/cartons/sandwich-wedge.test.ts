import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { sceneCrossings } from '../mockup/__testing__/fold-crossings';
import { sceneSnaps } from '../mockup/__testing__/fold-snaps';
import { mockupScene } from '../mockup/mockup-scene';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import { polygonArea } from '../primitives/segment';
import {
  buildSandwichWedge,
  type SandwichWedgeSpec,
  sandwichWedgeSizes,
  TUCK_INSET,
  ZIPPER_START,
  ZIPPER_TAB,
} from './sandwich-wedge';

const SPEC: SandwichWedgeSpec = {
  length: 125,
  height: 125,
  width: 45,
  glueFlap: 12,
  tearStrip: 8,
  material: 0.4,
};

describe('buildSandwichWedge', () => {
  it('should add (t/2)·tan(phi/2) per crease to each panel, phi = 180 - the inner angle', () => {
    const s = sandwichWedgeSizes(SPEC);
    const t = 0.4;
    const at = (phi: number) => (t / 2) * Math.tan(((phi / 2) * Math.PI) / 180);
    expect(s.alpha).toBeCloseTo(45, 9);
    expect(s.beta).toBeCloseTo(45, 9);
    expect(s.folds).toEqual({ back: 90, front: 135, glue: 135 });
    expect(s.base).toBeCloseTo(125 + at(90) + at(135), 9);
    expect(s.back).toBeCloseTo(125 + at(90) + at(135), 9);
    // the front ends at the glue flap's crease, which is a ply (t / sin alpha along it) short of the corner
    expect(s.front).toBeCloseTo(Math.hypot(125, 125) + 2 * at(135) - t / Math.sin(Math.PI / 4), 9);
    expect(s.depth).toBeCloseTo(45.4, 9);
    // the end triangle's tuck crease a ply inside the front: it starts a ply over sin(alpha) short of the corner
    expect(s.endBase).toBeCloseTo(s.base - t / Math.sin(Math.PI / 4), 9);
    expect(s.tuckDepth).toBe(27);
  });

  it('should fold into the triangular tube, both ends closed by their triangles and tucks', () => {
    for (const [length, height] of [
      [125, 125],
      [80, 130],
      [200, 120],
    ] as const) {
      const graph = buildSandwichWedge({ ...SPEC, length, height });
      const inspection = inspectFoldedShape(graph);
      expect(inspection.section).toHaveLength(3);
      expect(Math.abs(polygonArea(inspection.opening))).toBeCloseTo((length * height) / 2, 3);
      for (const closure of inspection.closures) expect(closure.coverage).toBeGreaterThan(0.995);
      expect(inspection.glued[0]?.offPlane).toBeCloseTo(0.4, 6);
      expect(inspection.glued[0]?.overhang).toBeLessThan(1e-6);
      expect(inspection.protrusion).toBeLessThanOrEqual(0.4 + 1e-6);
      expect(checkDesignRules(graph)).toEqual([]);
    }
  });

  it('should close one end after the other, each tuck turning with its end', () => {
    const graph = buildSandwichWedge(SPEC);
    const stage = (child: string) => graph.hinges.find((hinge) => hinge.child === child)?.stage;
    // their tucks reach past the middle of the front: closed together they would meet on the way in
    expect(2 * sandwichWedgeSizes(SPEC).tuckDepth).toBeGreaterThan(SPEC.width);
    expect(stage('end_bottom')).toBeGreaterThan(stage('end_top') ?? Infinity);
    expect(stage('end_top_tuck')).toBe(stage('end_top'));
    expect(stage('end_bottom_tuck')).toBe(stage('end_bottom'));
  });

  it('should close both ends while the back stands alone and bring the front down over their tucks', () => {
    const graph = buildSandwichWedge(SPEC);
    const stage = (child: string) => graph.hinges.find((hinge) => hinge.child === child)?.stage ?? NaN;
    expect(stage('back')).toBeLessThan(stage('end_top'));
    expect(stage('end_bottom')).toBeLessThan(stage('front'));
    expect(stage('glue_flap')).toBe(stage('front'));
    // under a standing front each tuck had to jump its edge, in the way at every angle: flung through
    // it in a step of the slider, or through the base on a wide wedge
    for (const [length, height, width] of [
      [125, 125, 45],
      [80, 160, 30],
      [160, 70, 60],
      [140, 90, 80],
      [200, 60, 45],
    ] as const) {
      const scene = mockupScene([
        { name: 'wedge', graph: buildSandwichWedge({ ...SPEC, length, height, width }) },
      ]);
      expect(sceneSnaps(scene, 20), `${length} x ${height} x ${width}`).toEqual([]);
      expect(sceneCrossings(scene), `${length} x ${height} x ${width}`).toEqual([]);
    }
  });

  it('should run the zipper across the front from a pull tab at the apex to the glue crease', () => {
    const graph = buildSandwichWedge(SPEC);
    const s = sandwichWedgeSizes(SPEC);
    const apexCrease = s.base + s.back;
    const perforations = graph.cuts.filter((cut) => cut.kind === 'perforation');
    expect(perforations.map((cut) => cut.panel)).toEqual(['front', 'front']);
    const lines = perforations.map((cut) => {
      const segment = cut.segments[0];
      if (segment?.type !== 'line') throw new Error('a straight perforation');
      return segment;
    });
    expect((lines[1]?.start.y ?? 0) - (lines[0]?.start.y ?? 0)).toBeCloseTo(8, 9);
    for (const segment of lines) {
      expect(segment.start.x).toBeCloseTo(apexCrease + ZIPPER_START + ZIPPER_TAB, 9);
      expect(segment.end.x).toBeCloseTo(apexCrease + s.front, 9);
    }
    // the pull tab: cut free on three sides, 3 mm from the apex crease
    const tab = graph.cuts.find((cut) => cut.kind === 'slit');
    expect(tab?.segments).toHaveLength(3);
    const across = tab?.segments[1];
    expect(across?.type === 'line' && across.start.x).toBeCloseTo(apexCrease + ZIPPER_START, 9);
    expect(checkDesignRules(graph)).toEqual([]);
    expect(buildSandwichWedge({ ...SPEC, tearStrip: 0 }).cuts).toEqual([]);
  });

  it('should keep the tuck clear of the acute corners', () => {
    const graph = buildSandwichWedge(SPEC);
    const tuckHinge = graph.hinges.find((hinge) => hinge.child === 'end_top_tuck');
    const s = sandwichWedgeSizes(SPEC);
    const length = Math.hypot(
      (tuckHinge?.end.x ?? 0) - (tuckHinge?.start.x ?? 0),
      (tuckHinge?.end.y ?? 0) - (tuckHinge?.start.y ?? 0),
    );
    expect(length).toBeCloseTo(s.endHypotenuse - 2 * TUCK_INSET, 9);
  });
});
