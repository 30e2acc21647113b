import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flatSize, foldedPoints, range } from './__testing__/folded-points';
import { buildMailerBox } from './mailer-box';

const mailer = (flute: Flute, tuckDepth = 40) =>
  buildMailerBox({ length: 300, width: 200, height: 100, board: corrugatedBoard(flute), tuckDepth });

describe('buildMailerBox', () => {
  for (const flute of FLUTES) {
    const { caliper: t, panel: a, rollStrip: s } = FLUTE_PROFILES[flute];
    const baseLength = 300 + a + 2 * s;
    const baseWidth = 200 + a;
    const rolls = 100 + a / 2 + t;

    it(`should size the lid in ${flute} flute: a board inside the inner walls and the front wall`, () => {
      const graph = mailer(flute);
      expect(flatSize(graph, 'lid').x).toBeCloseTo(300 + a - 2 * t, 6);
      expect(flatSize(graph, 'lid').y).toBeCloseTo(200 + a - t, 6);
      expect(flatSize(graph, 'back').y).toBeCloseTo(rolls, 6);
      expect(flatSize(graph, 'tuck').y).toBeCloseTo(40, 6);
    });

    it(`should close the ${flute} lid flush on the rolls over the whole opening`, () => {
      const graph = mailer(flute);
      const folded = foldedPoints(graph);
      const lid = folded.get('lid') ?? [];
      for (const p of lid) expect(p.up).toBeCloseTo(rolls, 6);
      const [left, right] = range(lid.map((p) => p.x));
      const [front, back] = range(lid.map((p) => p.y));
      // the lid's creases stand a board inside the inner walls and the front wall, so its folds' outer
      // faces meet the walls' inside faces
      expect(left).toBeCloseTo(s + t, 6);
      expect(right).toBeCloseTo(baseLength - s - t, 6);
      expect(front).toBeCloseTo(t, 6);
      expect(back).toBeGreaterThanOrEqual(baseWidth - a / 2 - 1e-9);
      const top = inspectFoldedBox(graph).closures.find((closure) => closure.end === 'top');
      expect(top?.coverage).toBeGreaterThan(0.999);
      expect(top?.held).toEqual([{ panel: 'lid', by: 'lock', covered: 0 }]);
    });

    it(`should put the ${flute} tuck down inside the front wall, within a board of it`, () => {
      const folded = foldedPoints(mailer(flute));
      const tuck = folded.get('tuck') ?? [];
      for (const p of tuck) {
        expect(p.y).toBeCloseTo(t, 6);
      }
      // it reaches its depth below the lid and stays clear of the base
      expect(Math.min(...tuck.map((p) => p.up))).toBeCloseTo(rolls - 40, 6);
      const front = folded.get('front') ?? [];
      expect(Math.max(...front.map((p) => p.up))).toBeGreaterThan(rolls - 40);
    });

    it(`should hang the ${flute} dust flaps inside the inner walls, clear of the base`, () => {
      const folded = foldedPoints(mailer(flute));
      for (const [id, inner] of [
        ['lid_dust_flap_left', s],
        ['lid_dust_flap_right', baseLength - s],
      ] as const) {
        for (const p of folded.get(id) ?? []) {
          // a board in from the wall's mid-surface: face to face with it, not into it
          expect(Math.abs(p.x - inner)).toBeCloseTo(t, 6);
          expect(Math.abs(p.x - baseLength / 2)).toBeLessThan(Math.abs(inner - baseLength / 2));
          expect(p.up).toBeGreaterThan(t / 2);
        }
      }
    });

    it(`should start the ${flute} dust flaps' creases a relief along the lid's edge, clear of the back wall`, () => {
      const graph = mailer(flute);
      const lidHinge = graph.hinges.find((hinge) => hinge.child === 'lid');
      const dust = graph.hinges.find((hinge) => hinge.child === 'lid_dust_flap_left');
      const back = Math.min(dust?.start.y ?? 0, dust?.end.y ?? 0) - (lidHinge?.start.y ?? 0);
      expect(back).toBeGreaterThanOrEqual(Math.max(t, 2) - 1e-9);
      // folded, the flap stands at least half a board clear of the back wall's inside face
      const folded = foldedPoints(graph);
      const backFace = Math.min(...(folded.get('back') ?? []).map((p) => p.y));
      for (const p of folded.get('lid_dust_flap_left') ?? [])
        expect(backFace - p.y).toBeGreaterThanOrEqual(t - 1e-9);
    });

    it(`should keep the ${flute} back wall's corners below the roll strips`, () => {
      const folded = foldedPoints(mailer(flute));
      for (const p of folded.get('back') ?? []) {
        if (p.x < s || p.x > baseLength - s) expect(p.up).toBeLessThanOrEqual(rolls - t / 2 + 1e-9);
      }
    });

    it(`should fold to the asked size and pass the design rules in ${flute} flute`, () => {
      const graph = mailer(flute);
      const inside = inspectFoldedBox(graph).inside;
      expect([inside.length, inside.width, inside.height].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([
        300, 200, 100,
      ]);
      expect(checkDesignRules(graph)).toEqual([]);
    });
  }

  it('should find the lid unlocked when its tuck is not folded down', () => {
    const graph = mailer('B');
    const open = {
      ...graph,
      hinges: graph.hinges.map((hinge) => (hinge.child === 'tuck' ? { ...hinge, foldAngle: 0 } : hinge)),
    };
    const held = inspectFoldedBox(open).closures[0]?.held[0];
    expect(held?.by).toBeNull();
  });
});
