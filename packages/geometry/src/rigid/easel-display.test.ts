import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { mockupGraphOf } from '../mockup/mockup-scene';
import { sceneStand } from '../mockup/mockup-stand';
import {
  applyTransform,
  assembleParts,
  composeTransforms,
  poseFoldModel,
  type Vec3,
} from '../panel-graph/fold-model';
import { flattenLoop } from '../primitives/segment';
import { buildEaselDisplay, type EaselDisplaySpec, easelStance, strutLayout } from './easel-display';

const spec: EaselDisplaySpec = {
  width: 210,
  height: 297,
  strutLength: 0.65 * 297,
  strutWidth: 50,
  strutAngle: 18,
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 15,
};
const parts = buildEaselDisplay(spec);
const strut = parts.find((part) => part.name === 'strut');

describe('buildEaselDisplay', () => {
  it('should size the strut: 0.65 of the height to the hinge, a heel that stops it at 18 degrees', () => {
    const layout = strutLayout(spec);
    expect(layout.hinge).toBeCloseTo(193.05, 9);
    expect(layout.pad).toBeCloseTo(44.55, 9);
    // sin 18 degrees x heel = one board: the heel's end meets the display's back through the pad
    expect(layout.heel).toBeCloseTo(2 / Math.sin((18 * Math.PI) / 180), 9);
    expect(layout.heel).toBeCloseTo(6.472, 3);
    expect(layout.heelWidth).toBe(25);
    expect(parts.map((part) => part.name)).toEqual(['display board', 'display wrap', 'back liner', 'strut']);
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });

  it("should swing the heel's end in by one board as the strut opens to its angle", () => {
    if (!strut) throw new Error('no strut');
    const pose = poseFoldModel(strut.graph);
    const at = (panel: string, x: number, y: number) =>
      applyTransform(pose.get(panel) as Parameters<typeof applyTransform>[0], [x, y, 0]);
    const { hinge, heel } = strutLayout(spec);
    // the leg's foot swings out (away from the display, -z) by sin(18) of the strut's length
    expect(at('leg', 0, 0)[2]).toBeCloseTo(-hinge * Math.sin((18 * Math.PI) / 180), 6);
    // the heel's end swings in toward the display by a board: there the display's back stops it
    expect(at('leg', 0, hinge + heel)[2]).toBeCloseTo(spec.boardThickness, 6);
    // the crease runs beside the heel only; the heel is cut free of the pad
    expect(strut.graph.hinges[0]?.creased).toEqual([
      [0, 12.5],
      [37.5, 50],
    ]);
  });

  it('should stand on the display bottom edge and the strut foot, leaning back half the angle', () => {
    const stance = easelStance(spec);
    expect(stance.lean).toBe(9);
    // the display's centre lies between its bottom edge and the foot: it stands
    expect(stance.centreReach).toBeLessThan(stance.footReach);
    const stand = sceneStand(
      parts.map((part) => ({
        graph: mockupGraphOf(part),
        ...(part.placement ? { placement: part.placement } : {}),
        offsets: new Map(),
      })),
    );
    expect(stand.base).toEqual({ part: 4, panel: 'foot' });
    expect(stand.front).toEqual({ part: 2, panel: 'front' });
    const poses = assembleParts(parts.map((part) => ({ ...part, graph: mockupGraphOf(part) })));
    const heightOf = (index: number, panel: string): number[] => {
      const graph = parts[index] && mockupGraphOf(parts[index]);
      const outline = graph?.panels.find((candidate) => candidate.id === panel)?.outline ?? [];
      const transform = poses[index]?.pose.get(panel);
      if (!transform) throw new Error(`no ${panel}`);
      return flattenLoop(outline).map(
        (p) => applyTransform(composeTransforms(stand.transform, transform), [p.x, p.y, 0] as Vec3)[1],
      );
    };
    // the foot lies level on the counter; the display board's bottom edge stands on it too
    const foot = heightOf(3, 'foot');
    expect(Math.max(...foot) - Math.min(...foot)).toBeLessThan(1e-6);
    const board = heightOf(0, 'front');
    expect(Math.min(...board) - Math.min(...foot)).toBeLessThan(1.5);
    // the display's top stands up at cos 9 degrees of its height
    expect(Math.max(...board) - Math.min(...board)).toBeCloseTo(297 * Math.cos((9 * Math.PI) / 180) + 0, 0);
  });
});
