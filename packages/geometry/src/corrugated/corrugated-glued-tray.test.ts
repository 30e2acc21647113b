import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import { flatSize, foldedPoints, range } from './__testing__/folded-points';
import { buildCorrugatedGluedTray } from './corrugated-glued-tray';

const tray = (flute: Flute, glueFlap = 30) =>
  buildCorrugatedGluedTray({ width1: 300, width2: 200, height: 80, glueFlap, board: corrugatedBoard(flute) });

describe('buildCorrugatedGluedTray', () => {
  for (const flute of FLUTES) {
    const { caliper: t, panel: a } = FLUTE_PROFILES[flute];

    it(`should size the ${flute} base and walls by the formulas`, () => {
      const graph = tray(flute);
      expect(flatSize(graph, 'base').x).toBeCloseTo(300 + a + 2 * t, 6);
      expect(flatSize(graph, 'base').y).toBeCloseTo(200 + a, 6);
      expect(flatSize(graph, 'front').x).toBeCloseTo(300 + a, 6);
      expect(flatSize(graph, 'front').y).toBeCloseTo(80 + a / 2, 6);
      expect(flatSize(graph, 'left_side').x).toBeCloseTo(80 + a / 2, 6);
      expect(flatSize(graph, 'front_glue_flap_left').x).toBeCloseTo(30, 6);
    });

    it(`should glue the ${flute} corner flaps a board inside the end walls`, () => {
      const graph = tray(flute);
      const inspection = inspectFoldedShape(graph);
      expect(inspection.glued).toHaveLength(4);
      for (const joint of inspection.glued) expect(joint.offPlane).toBeCloseTo(t, 6);
      const bottom = inspection.closures.find((closure) => closure.end === 'bottom');
      expect(bottom?.coverage).toBeGreaterThan(0.99);
      expect(inspection.protrusion).toBeLessThanOrEqual(t + 1e-9);
    });

    it(`should measure the ${flute} inside between the flaps and the front and back walls`, () => {
      const folded = foldedPoints(tray(flute));
      const left = range((folded.get('front_glue_flap_left') ?? []).map((p) => p.x));
      const right = range((folded.get('front_glue_flap_right') ?? []).map((p) => p.x));
      // the flaps stand a board in from the end walls' creases, and their mid-surfaces are the inside
      // width plus the flute's panel allowance apart, as any corrugated panel between two folds
      expect(left[0]).toBeCloseTo(t, 6);
      expect(right[0] - left[0]).toBeCloseTo(300 + a, 6);
      const front = range((folded.get('front') ?? []).map((p) => p.y));
      const back = range((folded.get('back') ?? []).map((p) => p.y));
      expect(back[0] - front[0]).toBeCloseTo(200 + a, 6);
      const up = range((folded.get('left_side') ?? []).map((p) => p.up));
      expect(up[1]).toBeCloseTo(80 + a / 2, 6);
    });

    it(`should pass the design rules in ${flute} flute`, () => {
      expect(checkDesignRules(tray(flute))).toEqual([]);
      expect(checkDesignRules(tray(flute, 60))).toEqual([]);
    });
  }
});
