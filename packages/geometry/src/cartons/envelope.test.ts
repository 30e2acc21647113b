import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, poseFoldModel } from '../panel-graph/fold-model';
import { flattenLoop } from '../primitives/segment';
import { BACK_INSET, buildEnvelope, ENVELOPE_RELIEF, type EnvelopeSpec } from './envelope';

const pocket: EnvelopeSpec = {
  panelWidth: 114,
  panelHeight: 164,
  material: 0.35,
  sideFlap: 20,
  sealFlap: 40,
  backHeight: 144,
  thumbCut: 0,
};

describe('buildEnvelope', () => {
  it('should hinge side flaps, back and seal flap a relief short of every corner of the front', () => {
    const graph = buildEnvelope(pocket);
    const hinge = (child: string) => graph.hinges.find((h) => h.child === child) ?? expect.fail(child);
    expect(hinge('left_flap').start).toEqual({ x: 0, y: ENVELOPE_RELIEF });
    expect(hinge('left_flap').end).toEqual({ x: 0, y: 164 - ENVELOPE_RELIEF });
    expect(hinge('back').start).toEqual({ x: ENVELOPE_RELIEF, y: 0 });
    expect(hinge('seal_flap').end.y).toBe(164);
    expect(graph.hinges.every((h) => h.foldAngle === 180)).toBe(true);
    // side flaps first, then the back over them, then the seal flap
    expect(['left_flap', 'back', 'seal_flap'].map((id) => hinge(id).stage)).toEqual([1, 2, 3]);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should fold the back over the side flaps where they are glued, inside the side creases', () => {
    const graph = buildEnvelope(pocket);
    const pose = poseFoldModel(graph);
    const back = graph.panels.find((panel) => panel.id === 'back') ?? expect.fail('back');
    const xs = flattenLoop(back.outline).map(
      (p) => applyTransform(pose.get('back') ?? expect.fail(''), [p.x, p.y, 0])[0],
    );
    expect(Math.min(...xs)).toBeCloseTo(BACK_INSET, 9);
    expect(Math.max(...xs)).toBeCloseTo(114 - BACK_INSET, 9);
    // every glue area on a side flap lies, folded, under the back
    for (const area of graph.glueAreas.filter((a) => a.panel.endsWith('_flap') && a.panel !== 'seal_flap')) {
      for (const p of area.polygon) {
        const [x, y] = applyTransform(pose.get(area.panel) ?? expect.fail(area.panel), [p.x, p.y, 0]);
        expect(x).toBeGreaterThan(BACK_INSET);
        expect(x).toBeLessThan(114 - BACK_INSET);
        expect(y).toBeLessThan(144);
      }
    }
  });

  it('should cut a thumb notch in an open sleeve and no seal flap', () => {
    const graph = buildEnvelope({ ...pocket, sealFlap: 0, thumbCut: 17.5, backHeight: 164 });
    expect(graph.panels.some((panel) => panel.id === 'seal_flap')).toBe(false);
    const front = graph.panels.find((panel) => panel.id === 'front') ?? expect.fail('front');
    const notch = front.outline.find((segment) => segment.type === 'arc');
    expect(notch?.type === 'arc' && notch.radius).toBeCloseTo(17.5, 9);
    expect(checkDesignRules(graph)).toEqual([]);
  });
});
