import { describe, expect, it } from 'vitest';
import { mayTurnQuarter } from '../board/board';
import type { ClosureSpec } from '../cartons/folding-carton';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankBounds } from '../panel-graph/derive-dieline';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop, type Point } from '../primitives/segment';
import { buildCorrugatedCarton, type CartonFlute, type CorrugatedCartonSpec } from './corrugated-carton';

const tuck = (lidOn: 'back' | 'front'): ClosureSpec => ({
  kind: 'tuck',
  lidOn,
  tuckDepth: 30,
  tuckStyle: 'rounded_slit_lock',
  dustFlapStyle: 'shoulder',
  thumbCut: false,
});

const spec = (flute: CartonFlute, change: Partial<CorrugatedCartonSpec> = {}): CorrugatedCartonSpec => ({
  length: 200,
  width: 120,
  height: 160,
  flute,
  glueFlap: 30,
  top: tuck('back'),
  bottom: tuck('front'),
  ...change,
});

const pointsOf = (graph: PanelGraph, id: string): Point[] =>
  flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? expect.fail(`no panel ${id}`));

function extentOf(graph: PanelGraph, id: string) {
  const points = pointsOf(graph, id);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const spanOf = (graph: PanelGraph, id: string) => {
  const e = extentOf(graph, id);
  return e.maxX - e.minX;
};

describe('buildCorrugatedCarton', () => {
  it('should make the walls their inside size plus the flute allowance, the last one its own', () => {
    // E flute: +2 a panel, B flute +3; the last wall takes none on either
    for (const [flute, a] of [
      ['E', 2],
      ['B', 3],
    ] as const) {
      const graph = buildCorrugatedCarton(spec(flute));
      expect(spanOf(graph, 'back')).toBeCloseTo(200 + a, 9);
      expect(spanOf(graph, 'left_side')).toBeCloseTo(120 + a, 9);
      expect(spanOf(graph, 'front')).toBeCloseTo(200 + a, 9);
      expect(spanOf(graph, 'right_side')).toBeCloseTo(120, 9);
      expect(spanOf(graph, 'glue_flap')).toBeCloseTo(30, 9);
      // the body creases are the inside height and half an allowance per closed end apart
      const side = extentOf(graph, 'right_side');
      expect(side.maxY - side.minY).toBeCloseTo(160 + a, 9);
      expect(blankBounds(graph).maxX - blankBounds(graph).minX).toBeCloseTo(30 + 640 + 3 * a, 9);
    }
  });

  it('should cut the board corrugated, flutes up the walls, never turned across them', () => {
    const graph = buildCorrugatedCarton(spec('B'));
    expect(graph.board).toEqual({ kind: 'corrugated', flute: 'B', caliper: 3, flutes: 'y' });
    expect(graph.material).toBe(3);
    expect(mayTurnQuarter(graph.board)).toBe(false);
  });

  it('should size the tuck two calipers narrower than the opening and the lid across it', () => {
    const graph = buildCorrugatedCarton(spec('B'));
    // the lid spans the opening crease to crease: W + 3
    const lid = extentOf(graph, 'top_lid');
    expect(lid.maxY - lid.minY).toBeCloseTo(123, 9);
    // L - 2t: a caliper of room each side between the side walls' inner faces
    expect(spanOf(graph, 'top_tuck')).toBeCloseTo(200 - 6, 9);
    expect(spanOf(graph, 'bottom_tuck')).toBeCloseTo(200 - 6, 9);
    const tuckPanel = extentOf(graph, 'top_tuck');
    expect(tuckPanel.maxY - tuckPanel.minY).toBeCloseTo(30, 9);
  });

  it('should relieve the dust flaps a caliper above their shoulders, so the thick tuck passes', () => {
    const graph = buildCorrugatedCarton(spec('B'));
    const points = pointsOf(graph, 'top_left_side_dust_flap');
    const legs = points.map((p, i) => {
      const q = points[(i + 1) % points.length] as Point;
      return Math.abs(Math.abs(q.x - p.x) - Math.abs(q.y - p.y)) < 1e-9 ? Math.abs(q.x - p.x) : 0;
    });
    // two 45 degree cuts of 3 mm: the chamfer by the lid and the relief above the shoulder
    expect(legs.filter((leg) => Math.abs(leg - 3) < 1e-9)).toHaveLength(2);
  });

  it('should cut slit-lock hooks of two calipers and nicks of min(10, W/2, L/5) + t', () => {
    const graph = buildCorrugatedCarton(spec('B'));
    const hooks = graph.cuts.filter((cut) => cut.kind === 'slit' && cut.panel === 'top_lid');
    expect(hooks).toHaveLength(2);
    for (const hook of hooks) {
      const segment = hook.segments[0];
      if (segment?.type !== 'line') throw new Error('a hook is a straight cut');
      expect(Math.hypot(segment.end.x - segment.start.x, segment.end.y - segment.start.y)).toBeCloseTo(6, 9);
    }
    const crease = graph.hinges.find((h) => h.child === 'top_tuck');
    // the crease runs between the nicks: 194 less 13 at each end
    expect(crease?.creased).toEqual([[13, 181]]);
    // a small carton keeps at least half its tuck creased: nicks of a quarter of L - 2t
    const small = buildCorrugatedCarton(spec('B', { length: 40, width: 40, height: 40 }));
    expect(small.hinges.find((h) => h.child === 'top_tuck')?.creased).toEqual([[8.5, 25.5]]);
  });

  it('should leave two calipers of room round the 1-2-3 bottom tongue in its notch', () => {
    const graph = buildCorrugatedCarton(spec('B', { bottom: { kind: 'snap_lock' } }));
    const half = (120 + 3) / 2;
    const notch = pointsOf(graph, 'bottom_back_flap').filter((p) => Math.abs(p.y + half) < 1e-6);
    const notchWidth = Math.max(...notch.map((p) => p.x)) - Math.min(...notch.map((p) => p.x));
    expect(notchWidth).toBeCloseTo(200 - 120, 9);
    const tongue = pointsOf(graph, 'bottom_front_flap').filter((p) => p.y < -half);
    const tongueWidth = Math.max(...tongue.map((p) => p.x)) - Math.min(...tongue.map((p) => p.x));
    expect(tongueWidth).toBeCloseTo(notchWidth - 2 * 3, 9);
  });

  it('should stand the crash-lock hooks a caliper and 1 mm apart and set the glue pads 3 mm off the corner', () => {
    const graph = buildCorrugatedCarton(spec('B', { bottom: { kind: 'auto_lock' } }));
    const back = extentOf(graph, 'back');
    const opening = (120 + 3) / 2;
    // the hook's foot at half the opening: its u from the wall's far crease is half the span plus the clearance
    const feet = pointsOf(graph, 'bottom_back_flap').filter((p) => Math.abs(p.y + opening) < 1e-6);
    const hookFrom = back.maxX - Math.min(...feet.map((p) => p.x));
    expect(2 * (hookFrom - 203 / 2)).toBeCloseTo(3 + 1, 9);
    const web = graph.hinges.find((h) => h.child === 'bottom_back_web') ?? expect.fail('no web');
    expect(back.maxX - web.start.x).toBeCloseTo(3, 9);
    expect(-web.start.y).toBeCloseTo(3, 9);
    // the web reaches (W + a) / 2 - t - 1 along its crease, inside the side flap it is glued to
    expect(back.maxX - web.end.x).toBeCloseTo(opening - 4, 9);
    const side = extentOf(graph, 'bottom_left_side_flap');
    expect(-side.minY).toBeCloseTo(opening - 3, 9);
  });

  it('should double the hanger header over two creases a caliper apart, its euro slots mirrored about them', () => {
    const graph = buildCorrugatedCarton(
      spec('E', { top: tuck('front'), bottom: tuck('back'), hanger: { height: 40 } }),
    );
    const roll = extentOf(graph, 'hanger_roll');
    expect(roll.maxY - roll.minY).toBeCloseTo(1.5, 9);
    const hinges = graph.hinges.filter((h) => h.child === 'hanger_roll' || h.child === 'hanger_fold');
    expect(hinges.map((h) => h.foldAngle)).toEqual([90, 90]);
    // the slots' centres stand equally far either side of the strip's middle
    const middle = (roll.minY + roll.maxY) / 2;
    const slotCentre = (panel: string) => {
      const hole = graph.cuts.find((cut) => cut.kind === 'hole' && cut.panel === panel) ?? expect.fail(panel);
      const ys = flattenLoop(hole.segments).map((p) => p.y);
      return (Math.min(...ys) + Math.max(...ys)) / 2;
    };
    expect(slotCentre('hanger_fold') - middle).toBeCloseTo(middle - slotCentre('back'), 6);
    // the doubling ply lies a caliper inside the header, face to face
    expect(graph.box?.glued).toContainEqual({ flap: 'hanger_fold', panel: 'back', offset: 1.5 });
    const joint = inspectFoldedBox(graph).glued.find((g) => g.flap === 'hanger_fold');
    expect(joint?.offPlane).toBeCloseTo(1.5, 6);
  });

  it('should fold to its inside sizes with every end covered, nothing through a wall, and pass the design rules', () => {
    const bottoms: ClosureSpec[] = [tuck('front'), { kind: 'snap_lock' }, { kind: 'auto_lock' }];
    for (const flute of ['E', 'B'] as const) {
      for (const bottom of bottoms) {
        const graph = buildCorrugatedCarton(spec(flute, { bottom }));
        const inspection = inspectFoldedBox(graph);
        expect(inspection.inside.length).toBeCloseTo(200, 6);
        expect(inspection.inside.width).toBeCloseTo(120, 6);
        expect(inspection.inside.height).toBeCloseTo(160, 6);
        for (const closure of inspection.closures) expect(closure.coverage).toBeGreaterThan(0.98);
        expect(inspection.protrusion).toBeLessThanOrEqual(graph.material + 0.01);
        expect(checkDesignRules(graph), `${flute} ${bottom.kind}`).toEqual([]);
      }
    }
  });
});
