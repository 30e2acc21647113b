import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { buildSlottedTuckTopBox, type SlottedTuckTopBoxSpec, tuckTopLayout } from './slotted-tuck-top-box';

const spec = (change: Partial<SlottedTuckTopBoxSpec> = {}): SlottedTuckTopBoxSpec => ({
  length: 300,
  width: 200,
  height: 150,
  board: corrugatedBoard('C'),
  joint: 'glued',
  tuckDepth: 50,
  ...change,
});

function extentOf(graph: PanelGraph, id: string) {
  const points = flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? expect.fail(id));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const hingeOf = (graph: PanelGraph, child: string) =>
  graph.hinges.find((hinge) => hinge.child === child) ?? expect.fail(child);

describe('buildSlottedTuckTopBox', () => {
  it('should hinge the lid a bend offset up the back panel and make it the width score to score less a board', () => {
    // C flute: panel allowance 5, caliper 4, bend offset 3; the body 155 mm between the inner creases
    const graph = buildSlottedTuckTopBox(spec());
    expect(hingeOf(graph, 'lid').start.y).toBeCloseTo(155 + 3, 9);
    expect(hingeOf(graph, 'tuck').start.y).toBeCloseTo(155 + 3 + 200 + 5 - 4, 9);
    // P3 runs from 305 + 205 = 510 to 815: the tuck stands in a half allowance and a board each side
    const tuck = extentOf(graph, 'tuck');
    expect(tuck.minX).toBeCloseTo(510 + 6.5, 9);
    expect(tuck.maxX).toBeCloseTo(815 - 6.5, 9);
    expect(tuck.maxX - tuck.minX).toBeCloseTo(300 - 2 * 4, 9);
    expect(tuck.maxY - tuck.minY).toBeCloseTo(50, 9);
  });

  it('should cut the front panel square at the dust flaps crease line and stop the dust flaps short of it', () => {
    const graph = buildSlottedTuckTopBox(spec());
    expect(extentOf(graph, 'p1').maxY).toBeCloseTo(155, 9);
    // a 12 mm thumb notch in the middle of the rim, down to 143
    const notch = graph.panels
      .find((panel) => panel.id === 'p1')
      ?.outline.find((segment) => segment.type === 'arc' && segment.center.y > 150);
    expect(notch?.type === 'arc' && notch.radius).toBeCloseTo(12, 9);
    expect(notch?.type === 'arc' && notch.center).toEqual({ x: 152.5, y: 155 });
    expect(graph.panels.some((panel) => panel.id.startsWith('p1_top'))).toBe(false);
    // the dust flaps' front ends: a half allowance, the tuck's board and a millimetre from the front panel
    expect(extentOf(graph, 'p2_dust_flap').minX).toBeCloseTo(305 + 2.5 + 4 + 1, 9);
    // P4 meets the front panel at P2's width score to score (205) from P3's crease at 815
    expect(extentOf(graph, 'p4_dust_flap').maxX).toBeCloseTo(815 + 205 - 7.5, 9);
    // never meeting across the length, even on a square opening
    const square = tuckTopLayout(spec({ length: 120, width: 120 }));
    expect(square.dustFlap).toBeLessThan(60);
  });

  it('should fold to the inside size for every flute, the tuck against the inside of the front panel', () => {
    for (const flute of FLUTES) {
      for (const scoring of ['stepped', 'in_line'] as const) {
        for (const joint of ['glued', 'taped'] as const) {
          const graph = buildSlottedTuckTopBox(spec({ board: corrugatedBoard(flute), scoring, joint }));
          const folded = inspectFoldedBox(graph);
          const label = `${flute} ${scoring} ${joint}`;
          expect(folded.inside.length, label).toBeCloseTo(300, 6);
          expect(folded.inside.width, label).toBeCloseTo(200, 6);
          expect(folded.inside.height, label).toBeCloseTo(150, 6);
          expect(folded.protrusion, label).toBeLessThanOrEqual(FLUTE_PROFILES[flute].caliper + 0.01);
          const top = folded.closures.find((closure) => closure.end === 'top') ?? expect.fail('top');
          expect(top.coverage, label).toBeGreaterThan(0.99);
          expect(top.held.find((held) => held.panel === 'lid')?.by, label).toBe('lock');
          for (const held of top.held) expect(held.by, `${label} ${held.panel}`).not.toBeNull();
          expect(checkDesignRules(graph), label).toEqual([]);
        }
      }
    }
  });

  it('should fold the dust flaps before the lid and the lid before its tuck', () => {
    const graph = buildSlottedTuckTopBox(spec());
    expect(hingeOf(graph, 'p2_dust_flap').stage).toBeLessThan(hingeOf(graph, 'lid').stage);
    expect(hingeOf(graph, 'lid').stage).toBeLessThan(hingeOf(graph, 'tuck').stage);
  });
});
