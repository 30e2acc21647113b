import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox, pointInPolygon } from '../panel-graph/folded-box-inspection';
import { flattenLoop } from '../primitives/segment';
import { flatSize, foldedPoints, range } from './__testing__/folded-points';
import { buildDoubleSideWallTray } from './double-side-wall-tray';

const tray = (flute: Flute) =>
  buildDoubleSideWallTray({ length: 300, width: 200, height: 80, board: corrugatedBoard(flute, 'x') });

describe('buildDoubleSideWallTray', () => {
  for (const flute of FLUTES) {
    const { caliper: t, panel: a, rollStrip: s } = FLUTE_PROFILES[flute];
    const across = 200 + a + 2 * s;
    const along = 300 + a;

    it(`should roll the long ${flute} side walls and keep the end walls single`, () => {
      const graph = tray(flute);
      expect(flatSize(graph, 'base').x).toBeCloseTo(across, 6);
      expect(flatSize(graph, 'base').y).toBeCloseTo(along, 6);
      // outer side wall a board taller than the end walls, so the strip passes over the ears
      expect(flatSize(graph, 'front').x).toBeCloseTo(80 + a / 2 + t, 6);
      expect(flatSize(graph, 'front_roll_strip').x).toBeCloseTo(s, 6);
      expect(flatSize(graph, 'left').y).toBeCloseTo(80 + a / 2, 6);
      expect(flatSize(graph, 'right').y).toBeCloseTo(80 + a / 2, 6);
      expect(graph.panels.filter((panel) => panel.role === 'lock')).toHaveLength(4);
    });

    it(`should fold the ${flute} tray to its inside sizes, the front a long rolled wall`, () => {
      const graph = tray(flute);
      const inside = inspectFoldedBox(graph).inside;
      expect(inside.length).toBeCloseTo(300, 6);
      expect(inside.width).toBeCloseTo(200, 6);
      expect(inside.height).toBeCloseTo(80, 6);
      const folded = foldedPoints(graph);
      const front = range((folded.get('front') ?? []).map((p) => p.y));
      expect(front[1] - front[0]).toBeCloseTo(along, 6);
    });

    it(`should trap the ${flute} end walls' ears inside the side rolls`, () => {
      const folded = foldedPoints(tray(flute));
      for (const id of ['left_ear_front', 'left_ear_back', 'right_ear_front', 'right_ear_back']) {
        const outer = id.endsWith('front') ? 0 : across;
        for (const p of folded.get(id) ?? []) {
          const fromOuter = Math.abs(p.x - outer);
          expect(fromOuter).toBeGreaterThanOrEqual(t - 1e-9);
          expect(s - fromOuter).toBeGreaterThanOrEqual(t - 1e-9);
          expect(p.up).toBeLessThanOrEqual(80 + a / 2 + 1e-9);
        }
      }
    });

    it(`should drop the ${flute} side walls' lugs through the base slots`, () => {
      const graph = tray(flute);
      const slots = graph.cuts.filter((cut) => cut.kind === 'hole').map((cut) => flattenLoop(cut.segments));
      expect(slots).toHaveLength(4);
      const folded = foldedPoints(graph);
      for (const id of ['front_inner_wall', 'back_inner_wall']) {
        const tips = (folded.get(id) ?? []).filter((p) => p.up < 0);
        expect(tips).toHaveLength(4);
        for (const p of tips)
          expect(slots.some((slot) => pointInPolygon({ x: p.x, y: p.y }, slot))).toBe(true);
      }
    });

    it(`should pass the design rules in ${flute} flute`, () => {
      expect(checkDesignRules(tray(flute))).toEqual([]);
    });
  }
});
