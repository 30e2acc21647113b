import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox, pointInPolygon } from '../panel-graph/folded-box-inspection';
import { flattenLoop } from '../primitives/segment';
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

    it(`should slope the ${flute} rolls from the back's height to a board over the front`, () => {
      const folded = foldedPoints(tray(flute));
      const baseWidth = 200 + a;
      for (const side of ['left', 'right']) {
        const strip = folded.get(`${side}_roll_strip`) ?? [];
        for (const p of strip) {
          const expected = 50 + a / 2 + t + ((100 - 50) * p.y) / baseWidth;
          expect(p.up).toBeCloseTo(expected, 6);
        }
        expect(Math.max(...strip.map((p) => p.up))).toBeCloseTo(100 + a / 2 + t, 6);
        expect(Math.min(...strip.map((p) => p.up))).toBeCloseTo(50 + a / 2 + t, 6);
        // the inner wall stands upright a strip inside, from the base's top face to the strip
        const inner = folded.get(`${side}_inner_wall`) ?? [];
        const outerX = side === 'left' ? 0 : 300 + a + 2 * s;
        for (const p of inner) expect(Math.abs(p.x - outerX)).toBeCloseTo(s, 6);
        const feet = inner.filter((p) => p.up < t);
        expect(feet.filter((p) => p.up < 0)).toHaveLength(4);
        for (const p of feet) expect([t / 2, -t / 2].some((up) => Math.abs(p.up - up) < 1e-6)).toBe(true);
      }
    });

    it(`should drop the ${flute} lugs into the base slots`, () => {
      const graph = tray(flute);
      const slots = graph.cuts.filter((cut) => cut.kind === 'hole').map((cut) => flattenLoop(cut.segments));
      expect(slots).toHaveLength(4);
      const folded = foldedPoints(graph);
      for (const id of ['left_inner_wall', 'right_inner_wall']) {
        for (const p of (folded.get(id) ?? []).filter((q) => q.up < 0))
          expect(slots.some((slot) => pointInPolygon({ x: p.x, y: p.y }, slot))).toBe(true);
      }
    });

    it(`should keep the ${flute} back ears a board under the sloping strip`, () => {
      const folded = foldedPoints(tray(flute));
      const baseWidth = 200 + a;
      for (const id of ['back_ear_left', 'back_ear_right']) {
        for (const p of folded.get(id) ?? []) {
          const strip = 50 + a / 2 + t + ((100 - 50) * p.y) / baseWidth;
          expect(p.up).toBeLessThanOrEqual(strip - t + 1e-6);
        }
      }
    });

    it(`should pass the design rules in ${flute} flute, low and high fronts`, () => {
      expect(checkDesignRules(tray(flute, 20))).toEqual([]);
      expect(checkDesignRules(tray(flute, 90))).toEqual([]);
    });
  }

  describe('with a double front', () => {
    for (const flute of FLUTES) {
      const { caliper: t, panel: a, rollStrip: s } = FLUTE_PROFILES[flute];
      const graph = buildRollEndDisplayTray({
        length: 300,
        width: 200,
        height: 100,
        frontHeight: 50,
        board: corrugatedBoard(flute),
        doubleFront: true,
      });

      it(`should roll the ${flute} front over a strip as wide as the end rolls'`, () => {
        expect(flatSize(graph, 'base').y).toBeCloseTo(200 + a + s, 6);
        expect(flatSize(graph, 'front_roll_strip').y).toBeCloseTo(s, 6);
        expect(flatSize(graph, 'front_roll_strip').x).toBeCloseTo(300 + a - 2 * t, 6);
        const inside = inspectFoldedBox(graph).inside;
        expect(inside.width).toBeCloseTo(200, 6);
        expect(inside.length).toBeCloseTo(300, 6);
        const folded = foldedPoints(graph);
        for (const p of folded.get('front_roll_strip') ?? []) expect(p.up).toBeCloseTo(50 + a / 2, 6);
        for (const p of folded.get('front_inner_wall') ?? []) expect(p.y).toBeCloseTo(s, 6);
      });

      it(`should lock the ${flute} inner front's lugs into their slots`, () => {
        const slots = graph.cuts.filter((cut) => cut.kind === 'hole').map((cut) => flattenLoop(cut.segments));
        expect(slots).toHaveLength(6);
        const tips = (foldedPoints(graph).get('front_inner_wall') ?? []).filter((p) => p.up < 0);
        expect(tips).toHaveLength(4);
        for (const p of tips) {
          expect(p.up).toBeCloseTo(-t / 2, 6);
          expect(slots.some((slot) => pointInPolygon({ x: p.x, y: p.y }, slot))).toBe(true);
        }
      });

      it(`should pass the design rules with a ${flute} double front`, () => {
        expect(checkDesignRules(graph)).toEqual([]);
      });
    }
  });
});
