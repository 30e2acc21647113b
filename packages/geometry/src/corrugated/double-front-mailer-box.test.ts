import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flatSize, foldedPoints, range } from './__testing__/folded-points';
import { buildDoubleFrontMailerBox } from './double-front-mailer-box';

const box = (flute: Flute, tuckDepth = 40) =>
  buildDoubleFrontMailerBox({
    length: 300,
    width: 200,
    height: 100,
    board: corrugatedBoard(flute),
    tuckDepth,
  });

describe('buildDoubleFrontMailerBox', () => {
  for (const flute of FLUTES) {
    const { caliper: t, panel: a, rollStrip: s } = FLUTE_PROFILES[flute];
    const baseLength = 300 + a + 2 * s;
    const baseWidth = 200 + a + t;
    const wall = 100 + a / 2;
    const rolls = wall + t;

    it(`should size the ${flute} base, front roll and lid by the formulas`, () => {
      const graph = box(flute);
      expect(flatSize(graph, 'base').y).toBeCloseTo(baseWidth, 6);
      expect(flatSize(graph, 'front').y).toBeCloseTo(wall, 6);
      expect(flatSize(graph, 'front_roll_strip').y).toBeCloseTo(t, 6);
      expect(flatSize(graph, 'front_roll_strip').x).toBeCloseTo(baseLength - 2 * (s + t), 6);
      // the inner front wall comes down to the base's top face
      expect(flatSize(graph, 'front_inner_wall').y).toBeCloseTo(wall - t / 2, 6);
      expect(flatSize(graph, 'lid').x).toBeCloseTo(300 + a - 2 * t, 6);
      expect(flatSize(graph, 'lid').y).toBeCloseTo(200 + a - t, 6);
    });

    it(`should fold the ${flute} box to its inside sizes with the lid flush on the rolls`, () => {
      const graph = box(flute);
      const inspection = inspectFoldedBox(graph);
      expect(inspection.inside.length).toBeCloseTo(300, 6);
      expect(inspection.inside.width).toBeCloseTo(200, 6);
      expect(inspection.inside.height).toBeCloseTo(100, 6);
      const top = inspection.closures.find((closure) => closure.end === 'top');
      expect(top?.coverage).toBeGreaterThan(0.99);
      const folded = foldedPoints(graph);
      for (const p of folded.get('lid') ?? []) expect(p.up).toBeCloseTo(rolls, 6);
      // the front strip lies flat on the double front, a board below the lid
      for (const p of folded.get('front_roll_strip') ?? []) expect(p.up).toBeCloseTo(wall, 6);
      expect(inspection.protrusion).toBeLessThanOrEqual(t);
    });

    it(`should put the ${flute} tuck right behind the inner front wall`, () => {
      const folded = foldedPoints(box(flute));
      const inner = range((folded.get('front_inner_wall') ?? []).map((p) => p.y));
      // a board behind the outer front wall, face to face with it
      expect(inner[0]).toBeCloseTo(t, 6);
      expect(inner[1]).toBeCloseTo(t, 6);
      for (const p of folded.get('tuck') ?? []) expect(p.y).toBeCloseTo(2 * t, 6);
      const up = range((folded.get('front_inner_wall') ?? []).map((p) => p.up));
      expect(up[0]).toBeCloseTo(t / 2, 6);
    });

    it(`should keep the ${flute} front roll clear of the end rolls' inner walls`, () => {
      const folded = foldedPoints(box(flute));
      const xs = range((folded.get('front_inner_wall') ?? []).map((p) => p.x));
      expect(xs[0]).toBeGreaterThanOrEqual(s + t / 2);
      expect(xs[1]).toBeLessThanOrEqual(baseLength - s - t / 2);
    });

    it(`should pass the design rules in ${flute} flute`, () => {
      expect(checkDesignRules(box(flute))).toEqual([]);
      const small = buildDoubleFrontMailerBox({
        length: 60,
        width: 80,
        height: 30,
        board: corrugatedBoard(flute),
        tuckDepth: 10,
      });
      expect(checkDesignRules(small)).toEqual([]);
    });
  }
});
