import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { BoxModel, PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { buildWrapAroundFolder, type WrapAroundFolderSpec, wrapAroundLayout } from './wrap-around-folder';

const spec = (change: Partial<WrapAroundFolderSpec> = {}): WrapAroundFolderSpec => ({
  length: 400,
  width: 200,
  height: 60,
  board: corrugatedBoard('B'),
  ...change,
});

const extent = (graph: PanelGraph, id: string) => {
  const points = flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? expect.fail(id));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
};

/**
 * The folded wrap read end-on: its tube runs along the length, so the ends' flaps close a width x
 * height opening. The same graph with a box model whose height is the length measures them.
 */
const endOn = (graph: PanelGraph): PanelGraph => {
  const closures: BoxModel['closures'] = (['left', 'right'] as const).map((side, i) => ({
    end: i === 0 ? 'bottom' : 'top',
    panels: [`front_${side}_flap`, `back_${side}_flap`, `base_${side}_flap`, `top_${side}_flap`],
    sealed: [`base_${side}_flap`, `top_${side}_flap`],
  }));
  return {
    ...graph,
    box: {
      inside: {
        length: ['front', 'back'],
        width: ['base', 'top'],
        height: { between: ['front_left_flap', 'front_right_flap'] },
      },
      glued: [],
      closures,
    },
  };
};

describe('buildWrapAroundFolder', () => {
  it('should size the panels inside plus the flute allowance, the back a board deeper', () => {
    // B flute: panel allowance 3, flap allowance 1, caliper 3, joint 30
    const graph = buildWrapAroundFolder(spec());
    expect(extent(graph, 'base')).toEqual({ width: 403, height: 203 });
    expect(extent(graph, 'front')).toEqual({ width: 403, height: 63 });
    expect(extent(graph, 'top')).toEqual({ width: 403, height: 203 });
    expect(extent(graph, 'back')).toEqual({ width: 403, height: 66 });
    expect(extent(graph, 'overlap').height).toBe(30);
    // inner flaps W/2 + fa = 101, outer ones H/2 + fa = 31
    const layout = wrapAroundLayout(spec());
    expect(layout.innerFlap).toBe(101);
    expect(layout.outerFlap).toBe(31);
    expect(extent(graph, 'front_left_flap').width).toBeCloseTo(101, 9);
    expect(extent(graph, 'base_right_flap').width).toBeCloseTo(31, 9);
  });

  it('should fold to the inside sizes, square, the overlap glued a board under the base', () => {
    for (const flute of FLUTES) {
      const graph = buildWrapAroundFolder(spec({ board: corrugatedBoard(flute, 'y') }));
      const inspection = inspectFoldedBox(graph);
      expect(inspection.inside.length, flute).toBeCloseTo(400, 6);
      expect(inspection.inside.width, flute).toBeCloseTo(200, 6);
      expect(inspection.inside.height, flute).toBeCloseTo(60, 6);
      expect(inspection.squareness).toBeLessThan(1e-9);
      const [joint] = inspection.glued;
      expect(joint?.offPlane).toBeCloseTo(FLUTE_PROFILES[flute].caliper, 6);
      expect(joint?.overhang).toBeLessThan(1e-6);
      expect(checkDesignRules(graph), flute).toEqual([]);
    }
  });

  it('should close both ends: the base and top flaps meet over the front and back flaps', () => {
    for (const [flute, width, height] of [
      ['B', 200, 60],
      ['E', 120, 20],
      ['BC', 500, 300],
    ] as const) {
      const graph = buildWrapAroundFolder(spec({ board: corrugatedBoard(flute, 'y'), width, height }));
      const ends = inspectFoldedBox(endOn(graph));
      expect(ends.inside.height, flute).toBeCloseTo(400, 6);
      for (const end of ends.closures) {
        expect(end.coverage, `${flute} ${end.end}`).toBeGreaterThan(0.99);
        for (const { panel, by } of end.held) expect(by, panel).not.toBeNull();
      }
      // nothing pokes through the walls, the flaps stay within the end's plane
      expect(ends.protrusion).toBeLessThanOrEqual(FLUTE_PROFILES[flute].caliper + 1e-6);
    }
  });

  it('should run the flutes round the wrap, across the length', () => {
    expect(buildWrapAroundFolder(spec({ board: corrugatedBoard('C', 'y') })).board).toMatchObject({
      kind: 'corrugated',
      flutes: 'y',
    });
  });
});
