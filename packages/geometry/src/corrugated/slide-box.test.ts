import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, composeTransforms, IDENTITY } from '../panel-graph/fold-model';
import { posePanels } from '../panel-graph/folded-box';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import {
  buildSleeve,
  buildSlideBox,
  SLEEVE_JOINTS,
  type SlideBoxSpec,
  sleeveLayout,
  sleevePlacement,
  trayOutside,
} from './slide-box';

const spec = (change: Partial<SlideBoxSpec> = {}): SlideBoxSpec => ({
  length: 300,
  width: 200,
  height: 80,
  clearance: 1.5,
  board: corrugatedBoard('B', 'y'),
  ...change,
});

/** Every posed point of a graph's panels along an axis (0 x, 1 y, 2 z), moved by `placement`. */
function range(graph: PanelGraph, axis: 0 | 1 | 2, placement = sleevePlacement(spec(), 0), ids?: string[]) {
  const posed = posePanels(graph);
  const values = graph.panels
    .filter((panel) => !ids || ids.includes(panel.id))
    .flatMap((panel) => {
      const transform = composeTransforms(placement, posed.get(panel.id)?.transform ?? expect.fail(panel.id));
      return flattenLoop(panel.outline).map((p) => applyTransform(transform, [p.x, p.y, 0])[axis]);
    });
  return { min: Math.min(...values), max: Math.max(...values) };
}

describe('buildSlideBox', () => {
  it('should size the sleeve from the tray outside plus the clearance, a board more in height for its joint', () => {
    // B flute (caliper 3, allowance 3): the roll-end tray's base is 300 + 3 + 2 x 8 long, 203 wide,
    // its roll's top a board above the 80 + 1.5 rim
    expect(trayOutside(spec())).toEqual({ length: 322, width: 206, height: 87.5 });
    const layout = sleeveLayout(spec());
    expect(layout.inside).toEqual({ width: 207.5, height: 92 });
    // joined on the short side, the board goes to the width instead
    expect(sleeveLayout(spec({ joint: 'short_side' })).inside).toEqual({ width: 210.5, height: 89 });
    expect(layout.face).toBe(210.5);
    expect(layout.side).toBe(95);
    expect(layout.length).toBe(322);
    expect(layout.thumbRadius).toBe(15);
    const sleeve = inspectFoldedBox(buildSleeve(spec()));
    expect(sleeve.inside.length).toBeCloseTo(207.5, 6);
    expect(sleeve.inside.width).toBeCloseTo(92, 6);
    expect(sleeve.inside.height).toBeCloseTo(322, 6);
    expect(sleeve.squareness).toBeLessThan(1e-9);
    expect(sleeve.glued[0]?.offPlane).toBeLessThan(1e-9);
    expect(sleeve.glued[0]?.overhang).toBeLessThan(1e-9);
  });

  it('should slide the tray home with half the clearance each side and the joint ply beside it', () => {
    for (const joint of SLEEVE_JOINTS) {
      for (const flute of FLUTES) {
        const s = spec({ board: corrugatedBoard(flute, 'y'), joint });
        const t = s.board.caliper;
        const a = FLUTE_PROFILES[flute].panel;
        // the joint ply lies on the bottom (long side) or on the side at low y (short side)
        const [underPly, sidePly] = joint === 'long_side' ? [t, 0] : [0, t];
        const label = `${joint} ${flute}`;
        const [tray, sleeve] = buildSlideBox(s);
        const trayGraph = tray?.graph ?? expect.fail('tray');
        const sleeveGraph = sleeve?.graph ?? expect.fail('sleeve');
        const home = sleevePlacement(s, 0);
        const trayPose = (axis: 0 | 1 | 2, ids?: string[]) => range(trayGraph, axis, IDENTITY, ids);
        // across the width: sleeve sides' inner faces (mid-surface and half the allowance) to the tray's outer faces
        const trayY = trayPose(1);
        const sides = range(sleeveGraph, 1, home, ['near_side', 'far_side']);
        expect(trayY.min - t / 2 - (sides.min + a / 2 + sidePly), label).toBeCloseTo(0.75, 6);
        expect(sides.max - a / 2 - (trayY.max + t / 2), label).toBeCloseTo(0.75, 6);
        // through the height: the tray's base half the clearance over the bottom (or the joint ply on it)
        // (the lugs' tips drop through the base's slots, flush with its outer face)
        const trayZ = { min: trayPose(2).min, max: trayPose(2, ['base']).max };
        const bottom = range(sleeveGraph, 2, home, ['bottom']);
        const top = range(sleeveGraph, 2, home, ['top']);
        expect(bottom.max - a / 2 - underPly - (trayZ.max + t / 2), label).toBeCloseTo(0.75, 6);
        expect(trayZ.min - t / 2 - (top.min + a / 2), label).toBeCloseTo(0.75, 6);
        // along the length the tray's ends stand flush with the sleeve's
        const trayX = trayPose(0);
        const sleeveX = range(sleeveGraph, 0, home);
        expect(sleeveX.min).toBeCloseTo(trayX.min - t / 2, 6);
        expect(sleeveX.max).toBeCloseTo(trayX.max + t / 2, 6);
        // the sleeve folds square with its joint flap flat inside the panel it is glued to
        const folded = inspectFoldedBox(sleeveGraph);
        expect(folded.squareness, label).toBeLessThan(1e-9);
        expect(folded.glued[0]?.panel).toBe(joint === 'long_side' ? 'bottom' : 'near_side');
        expect(folded.glued[0]?.offPlane, label).toBeLessThan(1e-9);
        expect(folded.glued[0]?.overhang, label).toBeLessThan(1e-9);
        for (const part of [trayGraph, sleeveGraph]) expect(checkDesignRules(part), label).toEqual([]);
      }
    }
  });

  it('should cut a thumb half-moon in each end of the sleeve top and nest each piece as its own component', () => {
    const parts = buildSlideBox(spec());
    expect(parts.map((part) => part.component?.id)).toEqual(['tray', 'sleeve']);
    const top = parts[1]?.graph.panels.find((panel) => panel.id === 'top') ?? expect.fail('top');
    const arcs = top.outline.filter((segment) => segment.type === 'arc');
    expect(arcs).toHaveLength(2);
    for (const arc of arcs) expect(arc.type === 'arc' && arc.radius).toBe(15);
    // a narrow sleeve takes a smaller half-moon, a fifth of its face
    expect(sleeveLayout(spec({ width: 50 })).thumbRadius).toBeCloseTo((50 + 3 + 3 + 1.5 + 3) / 5, 9);
  });
});
