import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { BoxModel, PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import {
  buildWrapAroundFolder,
  type WrapAroundFolderSpec,
  type WrapAroundStyle,
  wrapAroundLayout,
} from './wrap-around-folder';

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
const endOn = (graph: PanelGraph, style: WrapAroundStyle = '0409'): PanelGraph => {
  const side = style === '0410' ? 'inner_front' : 'front';
  const closures: BoxModel['closures'] = (['left', 'right'] as const).map((end, i) => ({
    end: i === 0 ? 'bottom' : 'top',
    panels: [`${side}_${end}_flap`, `back_${end}_flap`, `base_${end}_flap`, `top_${end}_flap`],
    // the 0410's base flap lies wholly under the top's
    sealed: style === '0410' ? [`top_${end}_flap`] : [`base_${end}_flap`, `top_${end}_flap`],
  }));
  return {
    ...graph,
    box: {
      inside: {
        length: [side, 'back'],
        width: ['base', 'top'],
        height: { between: [`${side}_left_flap`, `${side}_right_flap`] },
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

  it('should make the 0410 five-panel folder: a fifth panel over the whole front, full-height base and top flaps', () => {
    // B flute: inner front 63 | base 203 | back 63 | top 206 | front 63; flaps: sides 101, base and top 61
    const graph = buildWrapAroundFolder(spec({ style: '0410' }));
    expect(['inner_front', 'base', 'back', 'top', 'front'].map((id) => extent(graph, id).height)).toEqual([
      63, 203, 63, 206, 63,
    ]);
    expect(extent(graph, 'inner_front_left_flap').width).toBeCloseTo(101, 9);
    expect(extent(graph, 'top_right_flap').width).toBeCloseTo(61, 9);
    for (const flute of FLUTES) {
      const t = FLUTE_PROFILES[flute].caliper;
      const folded = buildWrapAroundFolder(spec({ style: '0410', board: corrugatedBoard(flute, 'y') }));
      const inspection = inspectFoldedBox(folded);
      expect([inspection.inside.length, inspection.inside.width, inspection.inside.height]).toEqual([
        expect.closeTo(400, 6),
        expect.closeTo(200, 6),
        expect.closeTo(60, 6),
      ]);
      // the fifth panel lies a board outside the inner front, all of it on it
      expect(inspection.glued[0]?.panel).toBe('inner_front');
      expect(inspection.glued[0]?.offPlane).toBeCloseTo(t, 6);
      expect(inspection.glued[0]?.overhang).toBeLessThan(1e-6);
      const ends = inspectFoldedBox(endOn(folded, '0410'));
      for (const end of ends.closures) {
        expect(end.coverage, `${flute} ${end.end}`).toBeGreaterThan(0.99);
        for (const { panel, by } of end.held) expect(by, panel).not.toBeNull();
      }
      expect(ends.protrusion).toBeLessThanOrEqual(t + 1e-6);
      expect(checkDesignRules(folded), flute).toEqual([]);
    }
  });

  it('should run the flutes round the wrap, across the length', () => {
    expect(buildWrapAroundFolder(spec({ board: corrugatedBoard('C', 'y') })).board).toMatchObject({
      kind: 'corrugated',
      flutes: 'y',
    });
  });
});
