import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flatSize, foldedPoints, range } from './__testing__/folded-points';
import { buildRollEndDisplayTray } from './roll-end-display-tray';

const tray = (flute: Flute, frontHeight = 50) =>
  buildRollEndDisplayTray({
    length: 300,
    width: 200,
    height: 100,
    frontHeight,
    board: corrugatedBoard(flute),
  });

describe('buildRollEndDisplayTray', () => {
  for (const flute of FLUTES) {
    const { caliper: t, panel: a, rollStrip: s } = FLUTE_PROFILES[flute];

    it(`should lower the ${flute} front to its own height and keep the back and rolls full`, () => {
      const graph = tray(flute);
      expect(flatSize(graph, 'front').y).toBeCloseTo(50 + a / 2, 6);
      expect(flatSize(graph, 'back').y).toBeCloseTo(100 + a / 2, 6);
      expect(flatSize(graph, 'left_outer_wall').x).toBeCloseTo(100 + a / 2 + t, 6);
      expect(flatSize(graph, 'base').x).toBeCloseTo(300 + a + 2 * s, 6);
      // the front's ears are as tall as the front, the back's as the back
      expect(flatSize(graph, 'front_ear_left').y).toBeCloseTo(50 + a / 2, 6);
      expect(flatSize(graph, 'back_ear_left').y).toBeCloseTo(100 + a / 2, 6);
    });

    it(`should fold the ${flute} tray to its inside sizes, the front rim below the back's`, () => {
      const graph = tray(flute);
      const inside = inspectFoldedBox(graph).inside;
      expect(inside.length).toBeCloseTo(300, 6);
      expect(inside.width).toBeCloseTo(200, 6);
      expect(inside.height).toBeCloseTo(100, 6);
      const folded = foldedPoints(graph);
      const front = range((folded.get('front') ?? []).map((p) => p.up));
      const back = range((folded.get('back') ?? []).map((p) => p.up));
      expect(front[1]).toBeCloseTo(50 + a / 2, 6);
      expect(back[1]).toBeCloseTo(100 + a / 2, 6);
    });

    it(`should trap the ${flute} front ears between the roll's walls, under the strip`, () => {
      const folded = foldedPoints(tray(flute));
      const baseLength = 300 + a + 2 * s;
      for (const id of ['front_ear_left', 'front_ear_right']) {
        const outer = id.endsWith('left') ? 0 : baseLength;
        for (const p of folded.get(id) ?? []) {
          const fromOuter = Math.abs(p.x - outer);
          expect(fromOuter).toBeGreaterThanOrEqual(t - 1e-9);
          expect(s - fromOuter).toBeGreaterThanOrEqual(t - 1e-9);
          expect(p.up).toBeLessThanOrEqual(50 + a / 2 + 1e-9);
        }
      }
    });

    it(`should pass the design rules in ${flute} flute, low and high fronts`, () => {
      expect(checkDesignRules(tray(flute, 20))).toEqual([]);
      expect(checkDesignRules(tray(flute, 90))).toEqual([]);
    });
  }
});
