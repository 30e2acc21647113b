import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES, type Flute } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { graphCrossings as crossings } from '../mockup/__testing__/fold-crossings';
import { inspectFoldedBox, pointInPolygon } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop, type Point } from '../primitives/segment';
import { flatSize, foldedPoints, range } from './__testing__/folded-points';
import { buildRollEndTray, ROLL_END_STAGES, rollEndMinimumWidth } from './roll-end-tray';

/** Hand-worked sizes for 300 x 200 x 100 inside: base L + a + 2 strips by W + a, walls H + a/2. */
const HAND: Record<
  Flute,
  { baseLength: number; baseWidth: number; front: number; outer: number; inner: number; strip: number }
> = {
  E: { baseLength: 314, baseWidth: 202, front: 101, outer: 102.5, inner: 101.75, strip: 6 },
  B: { baseLength: 319, baseWidth: 203, front: 101.5, outer: 104.5, inner: 103, strip: 8 },
  C: { baseLength: 333, baseWidth: 205, front: 102.5, outer: 106.5, inner: 104.5, strip: 14 },
  A: { baseLength: 338, baseWidth: 206, front: 103, outer: 107.8, inner: 105.4, strip: 16 },
  BC: { baseLength: 347, baseWidth: 207, front: 103.5, outer: 110.5, inner: 107, strip: 20 },
};

const tray = (flute: Flute) =>
  buildRollEndTray({ length: 300, width: 200, height: 100, board: corrugatedBoard(flute) });

describe('buildRollEndTray', () => {
  for (const flute of FLUTES) {
    const hand = HAND[flute];
    const t = corrugatedBoard(flute).caliper;

    it(`should size the base, walls and roll strip from the ${flute} flute's allowances`, () => {
      const graph = tray(flute);
      expect(flatSize(graph, 'base').x).toBeCloseTo(hand.baseLength, 6);
      expect(flatSize(graph, 'base').y).toBeCloseTo(hand.baseWidth, 6);
      expect(flatSize(graph, 'front').y).toBeCloseTo(hand.front, 6);
      expect(flatSize(graph, 'left_outer_wall').x).toBeCloseTo(hand.outer, 6);
      expect(flatSize(graph, 'right_roll_strip').x).toBeCloseTo(hand.strip, 6);
      // the inner wall's lugs reach a board past its edge
      expect(flatSize(graph, 'left_inner_wall').x).toBeCloseTo(hand.inner + t, 6);
    });

    it(`should fold in ${flute} flute to the asked inside size with the roll closed a strip wide`, () => {
      const graph = tray(flute);
      const inside = inspectFoldedBox(graph).inside;
      expect(inside.length).toBeCloseTo(300, 6);
      expect(inside.width).toBeCloseTo(200, 6);
      expect(inside.height).toBeCloseTo(100, 6);
      const folded = foldedPoints(graph);
      const xs = (id: string) => range((folded.get(id) ?? []).map((p) => p.x));
      // both walls of each roll stand upright, the inner one a strip inside the outer one
      for (const [outer, inner, sign] of [
        ['left_outer_wall', 'left_inner_wall', 1],
        ['right_outer_wall', 'right_inner_wall', -1],
      ] as const) {
        const [outerLow, outerHigh] = xs(outer);
        const [innerLow, innerHigh] = xs(inner);
        expect(outerHigh - outerLow).toBeCloseTo(0, 6);
        expect(innerHigh - innerLow).toBeCloseTo(0, 6);
        expect(sign * (innerLow - outerLow)).toBeCloseTo(hand.strip, 6);
      }
      // the strip lies flat across the top of the roll
      const strip = range((folded.get('left_roll_strip') ?? []).map((p) => p.up));
      expect(strip[0]).toBeCloseTo(hand.outer, 6);
      expect(strip[1]).toBeCloseTo(hand.outer, 6);
    });

    it(`should trap each ${flute} ear between the roll's walls, a board clear of both`, () => {
      const folded = foldedPoints(tray(flute));
      for (const id of ['front_ear_left', 'back_ear_left', 'front_ear_right', 'back_ear_right']) {
        const points = folded.get(id) ?? [];
        const outer = id.endsWith('left') ? 0 : hand.baseLength;
        for (const p of points) {
          const fromOuter = Math.abs(p.x - outer);
          expect(fromOuter).toBeGreaterThanOrEqual(t - 1e-9);
          expect(hand.strip - fromOuter).toBeGreaterThanOrEqual(t - 1e-9);
          // below the strip's underside, and on or above the base
          expect(p.up).toBeLessThanOrEqual(hand.outer - t / 2 + 1e-9);
          expect(p.up).toBeGreaterThanOrEqual(-1e-9);
        }
      }
    });

    it(`should cut each ${flute} lug slot a board and 1.5 mm wide`, () => {
      const slots = tray(flute)
        .cuts.filter((cut) => cut.kind === 'hole')
        .map((cut) => flattenLoop(cut.segments));
      const { caliper } = FLUTE_PROFILES[flute];
      for (const slot of slots) {
        const xs = slot.map((p) => p.x);
        expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(Math.max(caliper + 1.5, caliper + 1, 3), 9);
      }
    });

    it(`should drop every ${flute} lug through its slot and rest the inner wall on the base`, () => {
      const graph = tray(flute);
      const folded = foldedPoints(graph);
      const slots = graph.cuts.filter((cut) => cut.kind === 'hole').map((cut) => flattenLoop(cut.segments));
      expect(slots).toHaveLength(4);
      for (const id of ['left_inner_wall', 'right_inner_wall']) {
        const points = folded.get(id) ?? [];
        const below = points.filter((p) => p.up < t / 2 - 1e-9);
        // two lugs of four corners each; their tips end flush with the base's underside
        expect(below).toHaveLength(4);
        for (const p of below) {
          expect(p.up).toBeCloseTo(-t / 2, 6);
          expect(slots.some((slot) => pointInPolygon({ x: p.x, y: p.y } as Point, slot))).toBe(true);
        }
        // where a lug passes the base's mid-surface it is inside a slot, a board's room around it
        const ends = range(points.map((p) => p.y));
        const lugRoots = points.filter(
          (p) => Math.abs(p.up - t / 2) < 1e-9 && p.y > ends[0] + 1e-9 && p.y < ends[1] - 1e-9,
        );
        expect(lugRoots).toHaveLength(4);
        for (const p of lugRoots) {
          const slot = slots.find((ring) => pointInPolygon({ x: p.x, y: p.y }, ring));
          expect(slot, `${id} at ${p.y}`).toBeDefined();
        }
      }
    });

    it(`should keep everything but the lugs on or above the base in ${flute} flute`, () => {
      const folded = foldedPoints(tray(flute));
      for (const [id, points] of folded) {
        if (id.endsWith('inner_wall')) continue;
        for (const p of points) expect(p.up, id).toBeGreaterThanOrEqual(-1e-9);
      }
    });

    it(`should pass the design rules in ${flute} flute at its narrowest width`, () => {
      const board = corrugatedBoard(flute);
      const width = Math.max(50, rollEndMinimumWidth(board));
      const graph = buildRollEndTray({ length: 50, width, height: 25, board });
      expect(checkDesignRules(graph)).toEqual([]);
      expect(checkDesignRules(tray(flute))).toEqual([]);
    });
  }

  it('should find a lug that misses its slot when the strip is drawn narrower than the slots assume', () => {
    const graph = tray('C');
    const slots = graph.cuts.filter((cut) => cut.kind === 'hole').map((cut) => flattenLoop(cut.segments));
    const narrowed: PanelGraph = {
      ...graph,
      cuts: graph.cuts.map((cut) =>
        cut.kind === 'hole'
          ? {
              ...cut,
              segments: cut.segments.map((s) =>
                s.type === 'line'
                  ? { ...s, start: { ...s.start, x: s.start.x + 10 }, end: { ...s.end, x: s.end.x + 10 } }
                  : s,
              ),
            }
          : cut,
      ),
    };
    const moved = narrowed.cuts.filter((cut) => cut.kind === 'hole').map((cut) => flattenLoop(cut.segments));
    const tip = (foldedPoints(graph).get('left_inner_wall') ?? []).find((p) => p.up < 0);
    if (!tip) throw new Error('no lug');
    expect(slots.some((slot) => pointInPolygon(tip, slot))).toBe(true);
    expect(moved.some((slot) => pointInPolygon(tip, slot))).toBe(false);
  });

  it('should ask for more width on thick board, where the lugs need room', () => {
    expect(rollEndMinimumWidth(corrugatedBoard('BC'))).toBeCloseTo(77, 6);
    expect(rollEndMinimumWidth(corrugatedBoard('B'))).toBeCloseTo(37, 6);
  });

  it('should fold the ears before the outer walls rise, and roll the inner walls over them after', () => {
    const graph = tray('C');
    const stageOf = (child: string) => graph.hinges.find((hinge) => hinge.child === child)?.stage;
    expect(stageOf('front_ear_left')).toBe(ROLL_END_STAGES.ears);
    expect(stageOf('left_outer_wall')).toBe(ROLL_END_STAGES.outerWalls);
    expect(stageOf('left_roll_strip')).toBe(ROLL_END_STAGES.rolls);
    expect(stageOf('left_inner_wall')).toBe(ROLL_END_STAGES.rolls);
    expect(crossings(graph)).toEqual([]);
    // rolled over as its outer wall rises, an inner wall sweeps through the ears it is to trap
    const rolledAtOnce = {
      ...graph,
      hinges: graph.hinges.map((hinge) =>
        hinge.stage === ROLL_END_STAGES.rolls ? { ...hinge, stage: ROLL_END_STAGES.outerWalls } : hinge,
      ),
    };
    expect(crossings(rolledAtOnce)).toContain('front_ear_left x left_inner_wall');
  });
});
