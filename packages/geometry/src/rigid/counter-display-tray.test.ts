import { describe, expect, it } from 'vitest';
import { counterDisplayTray } from '../catalog/templates/display-materials';
import { checkDesignRules } from '../design-rules/design-rules';
import { posedOutline, poseFoldModel } from '../panel-graph/fold-model';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import {
  buildCounterDisplayTrayBoard,
  type CounterDisplayTraySpec,
  counterTrayLayout,
  HEADER_PLY_CLEARANCE,
} from './counter-display-tray';

const spec: CounterDisplayTraySpec = {
  length: 250,
  width: 150,
  height: 90,
  frontHeight: 40,
  headerHeight: 150,
  boardThickness: 2,
  lining: 0.15,
};
const graph = buildCounterDisplayTrayBoard(spec);

describe('buildCounterDisplayTrayBoard', () => {
  it('should fold to the asked inside sizes, square, clean to the design rules', () => {
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(250, 6);
    expect(inspection.inside.width).toBeCloseTo(150, 6);
    expect(inspection.inside.height).toBeCloseTo(90, 6);
    expect(inspection.squareness).toBeLessThan(1e-6);
    expect(checkDesignRules(graph)).toEqual([]);
    expect(graph.hinges.every((hinge) => hinge.lineType === 'v_groove')).toBe(true);
  });

  it('should slope the side walls from the back height down to the front height', () => {
    const layout = counterTrayLayout(spec);
    expect(layout.front).toBe(42);
    expect(layout.back).toBe(92);
    const pose = poseFoldModel(graph);
    for (const side of ['left_side', 'right_side']) {
      const points = posedOutline(graph, pose, side);
      const heights = points.map((p) => p[2]);
      // the base lies in z = 0; walls stand toward -z or +z: compare extents
      const top = Math.max(...heights.map(Math.abs));
      expect(top, side).toBeCloseTo(92, 6);
      const front = points.filter((p) => Math.abs(p[1] - 0) < 1e-6 || Math.abs(p[1] - 2) < 1e-6);
      expect(Math.max(...front.map((p) => Math.abs(p[2]))), side).toBeCloseTo(42, 6);
    }
  });

  it('should fold the header double down to just above the back wall, clear of the side walls', () => {
    const pose = poseFoldModel(graph);
    const header = posedOutline(graph, pose, 'header').map((p) => Math.abs(p[2]));
    const back = posedOutline(graph, pose, 'back').map((p) => Math.abs(p[2]));
    const sides = posedOutline(graph, pose, 'right_side').map((p) => Math.abs(p[2]));
    expect(Math.max(...back)).toBeCloseTo(92 + 150, 6);
    // the folded-down ply reaches from the top of the header to a millimetre above the back wall
    expect(Math.max(...header)).toBeCloseTo(92 + 150, 6);
    expect(Math.min(...header)).toBeCloseTo(92 + HEADER_PLY_CLEARANCE, 6);
    expect(Math.min(...header)).toBeGreaterThan(Math.max(...sides));
    expect(graph.glueAreas.map((area) => area.panel)).toEqual(['header']);
  });

  it('should refuse a header taller than one and a half tray depths, suggesting the tallest', () => {
    const values = {
      length: 250,
      width: 100,
      height: 90,
      front_height: 40,
      header_height: 200,
      board_thickness: 2,
    };
    expect(counterDisplayTray.constraints(values)).toEqual([
      expect.objectContaining({
        name: 'header_height',
        suggestion: { type: 'change_value', name: 'header_height', value: 150 },
      }),
    ]);
    expect(counterDisplayTray.constraints({ ...values, front_height: 100 })[0]?.suggestion).toEqual({
      type: 'change_value',
      name: 'front_height',
      value: 90,
    });
  });
});
