import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox, pointInPolygon } from '../panel-graph/folded-box-inspection';
import { flattenLoop } from '../primitives/segment';
import { flatSize, foldedPoints, range } from './__testing__/folded-points';
import { buildLockingCoverBox, lockingCoverMinimumLength } from './locking-cover-box';

const box = (flute: Flute, length = 300) =>
  buildLockingCoverBox({ length, width: 200, height: 100, board: corrugatedBoard(flute) });

describe('buildLockingCoverBox', () => {
  for (const flute of FLUTES) {
    const { caliper: t, panel: a } = FLUTE_PROFILES[flute];
    const rolls = 100 + a / 2 + t;

    it(`should hang the ${flute} lock flap from the lid down to the base, lugs a board deeper`, () => {
      const graph = box(flute);
      expect(flatSize(graph, 'lock_flap').y).toBeCloseTo(rolls - t / 2 + t, 6);
      const folded = foldedPoints(graph);
      const flap = folded.get('lock_flap') ?? [];
      // a board behind the inner front wall, which is a board behind the outer one
      for (const p of flap) expect(p.y).toBeCloseTo(2 * t, 6);
      const up = range(flap.map((p) => p.up));
      expect(up[0]).toBeCloseTo(-t / 2, 6);
      expect(up[1]).toBeCloseTo(rolls, 6);
    });

    it(`should drop the ${flute} lock flap's lugs into their slots, clear of the inner front wall`, () => {
      const graph = box(flute);
      const slots = graph.cuts.filter((cut) => cut.kind === 'hole').map((cut) => flattenLoop(cut.segments));
      expect(slots).toHaveLength(6);
      const folded = foldedPoints(graph);
      const tips = (folded.get('lock_flap') ?? []).filter((p) => p.up < 0);
      expect(tips).toHaveLength(4);
      for (const p of tips) expect(slots.some((slot) => pointInPolygon({ x: p.x, y: p.y }, slot))).toBe(true);
      // every slot of the lock flap opens behind the inner front wall's inside face, a board wide and more
      const front = slots.filter((slot) => Math.max(...slot.map((p) => p.y)) < 50);
      expect(front).toHaveLength(2);
      for (const slot of front) {
        const ys = range(slot.map((p) => p.y));
        expect(ys[0]).toBeCloseTo(1.5 * t, 6);
        expect(ys[1] - ys[0]).toBeGreaterThanOrEqual(t + 1.5 - 1e-9);
      }
    });

    it(`should close the ${flute} lid over the whole opening, held by the lock flap`, () => {
      const inspection = inspectFoldedBox(box(flute));
      expect(inspection.inside.length).toBeCloseTo(300, 6);
      expect(inspection.inside.width).toBeCloseTo(200, 6);
      expect(inspection.inside.height).toBeCloseTo(100, 6);
      const top = inspection.closures.find((closure) => closure.end === 'top');
      expect(top?.coverage).toBeGreaterThan(0.99);
      expect(top?.held).toEqual([{ panel: 'lid', by: 'lock', covered: 0 }]);
    });

    it(`should pass the design rules in ${flute} flute, down to the shortest length allowed`, () => {
      expect(checkDesignRules(box(flute))).toEqual([]);
      const board = corrugatedBoard(flute);
      const shortest = Math.max(
        60,
        lockingCoverMinimumLength({ length: 60, width: 200, height: 100, board }),
      );
      expect(checkDesignRules(box(flute, shortest))).toEqual([]);
    });
  }

  it('should ask for more length on double wall, where the lugs need room', () => {
    const board = corrugatedBoard('BC');
    expect(lockingCoverMinimumLength({ length: 60, width: 200, height: 100, board })).toBeGreaterThan(60);
  });
});
