import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { graphCrossings as crossings } from '../mockup/__testing__/fold-crossings';
import { poseFoldModel } from '../panel-graph/fold-model';
import { foldBox } from '../panel-graph/folded-box';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop, segmentLength } from '../primitives/segment';
import {
  buildLockedCornerTray,
  LOCKED_TRAY_MIN_HEIGHT,
  LOCKED_TRAY_MIN_WIDTH,
  LOCKED_TRAY_STAGES,
  lockedTrayLayout,
  lockedTrayOutside,
  trayTabDepth,
  trayTabRamp,
} from './locked-corner-tray';

const spec = { length: 150, width: 100, height: 40, material: 0.5 };
const t = spec.material;
const graph = buildLockedCornerTray(spec);

function flatSize(g: PanelGraph, id: string): { x: number; y: number } {
  const points = flattenLoop(g.panels.find((panel) => panel.id === id)?.outline ?? []);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x: Math.max(...xs) - Math.min(...xs), y: Math.max(...ys) - Math.min(...ys) };
}

describe('buildLockedCornerTray', () => {
  it('should size the base, walls and doubled end walls from the inside and the caliper', () => {
    // base: the inside plus a fold allowance, plus a two-board strip at each end (ear between the plies)
    expect(flatSize(graph, 'base')).toEqual({ x: 150 + t + 2 * 2 * t, y: 100 + t });
    // long walls: a board short of each end crease, H + t/2 high
    expect(flatSize(graph, 'front').x).toBeCloseTo(150 + t + 4 * t - 2 * t, 9);
    expect(flatSize(graph, 'front').y).toBeCloseTo(40 + t / 2, 9);
    // outer ply a board above the long walls' rim, strip two boards, inner ply down to the base's face
    expect(flatSize(graph, 'left_outer_ply').x).toBeCloseTo(40 + t / 2 + t, 9);
    expect(flatSize(graph, 'left_strip').x).toBeCloseTo(2 * t, 9);
    expect(flatSize(graph, 'left_inner_ply').x).toBeCloseTo(40 + t / 2 + t / 2 + trayTabDepth(t), 9);
    // ears: 0.7 of half the width, as tall as the wall
    expect(flatSize(graph, 'front_ear_left')).toEqual({
      x: expect.closeTo((0.7 * (100 + t)) / 2, 9),
      y: 40 + t / 2,
    });
  });

  it('should cut each slot along the base crease a tab plus 1.2 mm long and wide enough to strip', () => {
    const layout = lockedTrayLayout(spec);
    expect(layout.tab.width).toBeGreaterThanOrEqual(12);
    expect(layout.tab.width).toBeLessThanOrEqual(20);
    expect(layout.tab.centres).toHaveLength(2);
    expect(layout.slot.length).toBeCloseTo(layout.tab.width + 1.2, 9);
    expect(layout.slot.width).toBeGreaterThanOrEqual(3);
    // the slot reaches past the inner ply's far face (two boards in, half a board thick)
    expect(layout.slot.width).toBeGreaterThan(2 * t + t / 2);
    const locks = graph.locks ?? [];
    expect(locks).toHaveLength(4);
    for (const lock of locks) {
      if (lock.kind !== 'catch') throw new Error('a slot catches its tab');
      expect(segmentLength(lock.slit) - segmentLength(lock.shoulder.edge)).toBeCloseTo(1.2, 9);
    }
    // the base crease stops at both slots
    const hinge = graph.hinges.find((h) => h.child === 'left_outer_ply');
    expect(hinge?.creased).toHaveLength(3);
    expect(graph.cuts.filter((cut) => cut.kind === 'hole')).toHaveLength(4);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should lock a narrow tray with one tab in the middle of each end', () => {
    const narrow = buildLockedCornerTray({ ...spec, width: 60 });
    expect(narrow.locks).toHaveLength(2);
    expect(checkDesignRules(narrow)).toEqual([]);
  });

  it('should drop each lug through the base and no further, so the tray stands on its base', () => {
    const pose = poseFoldModel(graph);
    const lowest = Math.max(
      ...graph.panels.flatMap((panel) =>
        flattenLoop(panel.outline).map((p) => {
          const transform = pose.get(panel.id);
          if (!transform) throw new Error(panel.id);
          const r = transform.rotation;
          return (r[6] as number) * p.x + (r[7] as number) * p.y + transform.translation[2];
        }),
      ),
    );
    // walls rise toward -z: the base's underside is at +t/2, and a lug's tip, a board below the base's
    // inner face, is flush with it
    expect(lowest).toBeCloseTo(t / 2, 9);
    expect(lockedTrayLayout(spec).tab.depth).toBeCloseTo(t, 9);
    // a lug's sides are knives a die can bend
    const ramp = trayTabRamp(t);
    expect(Math.hypot(ramp, t)).toBeGreaterThanOrEqual(2);
  });

  it('should fold to the asked inside with the ears trapped between the end wall plies', () => {
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(150, 6);
    expect(inspection.inside.width).toBeCloseTo(100, 6);
    expect(inspection.inside.height).toBeCloseTo(40, 6);
    expect(inspection.squareness).toBeLessThan(1e-9);
    const folded = foldBox(graph);
    // the ear lies a board inside the outer ply and a board outside the inner ply, parallel to both
    expect(folded.planeGap('left_outer_ply', 'front_ear_left')).toBeCloseTo(t, 9);
    expect(folded.planeGap('left_outer_ply', 'left_inner_ply')).toBeCloseTo(2 * t, 9);
    expect(folded.planeGap('right_outer_ply', 'back_ear_right')).toBeCloseTo(t, 9);
    // the strip lies flat on top, a board above the long walls' rim
    const pose = poseFoldModel(graph);
    const strip = pose.get('left_strip');
    expect(Math.abs(strip?.rotation[8] ?? 0)).toBeCloseTo(1, 9);
    const outside = lockedTrayOutside(spec);
    expect(outside.length).toBeCloseTo(150 + 6 * t, 9);
    expect(outside.width).toBeCloseTo(100 + 2 * t, 9);
  });

  it('should fold the ears before the outer plies rise, and turn the inner plies over them after', () => {
    const stageOf = (child: string) => graph.hinges.find((hinge) => hinge.child === child)?.stage;
    expect(stageOf('back_ear_right')).toBe(LOCKED_TRAY_STAGES.ears);
    expect(stageOf('right_outer_ply')).toBe(LOCKED_TRAY_STAGES.outerPlies);
    expect(stageOf('right_strip')).toBe(LOCKED_TRAY_STAGES.rolls);
    expect(stageOf('right_inner_ply')).toBe(LOCKED_TRAY_STAGES.rolls);
    expect(crossings(graph)).toEqual([]);
    // turned over as its outer ply rises, an inner ply sweeps through the ears it is to trap
    const turnedAtOnce = {
      ...graph,
      hinges: graph.hinges.map((hinge) =>
        hinge.stage === LOCKED_TRAY_STAGES.rolls ? { ...hinge, stage: LOCKED_TRAY_STAGES.outerPlies } : hinge,
      ),
    };
    expect(crossings(turnedAtOnce)).toContain('back_ear_right x right_inner_ply');
  });
});

describe('lockedTrayLayout', () => {
  it('should give the narrowest tray ears of at least 15 mm', () => {
    const layout = lockedTrayLayout({
      length: LOCKED_TRAY_MIN_WIDTH,
      width: LOCKED_TRAY_MIN_WIDTH,
      height: LOCKED_TRAY_MIN_HEIGHT,
      material: 0.2,
    });
    expect(layout.ear).toBeGreaterThanOrEqual(15);
  });
});
