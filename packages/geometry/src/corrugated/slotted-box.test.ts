import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankBounds } from '../panel-graph/derive-dieline';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { buildSlottedBox, type SlottedBoxSpec, slottedFlapPlan } from './slotted-box';

const spec = (change: Partial<SlottedBoxSpec> = {}): SlottedBoxSpec => ({
  length: 300,
  width: 200,
  height: 150,
  board: corrugatedBoard('C'),
  style: '0201',
  joint: 'glued',
  ...change,
});

function extentOf(graph: PanelGraph, id: string) {
  const points = flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? expect.fail(id));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('buildSlottedBox', () => {
  it('should make the panels their inside size plus the flute allowance, the last one its own', () => {
    // C flute: panels +5, last panel +2, 35 mm joint
    const graph = buildSlottedBox(spec());
    const width = (id: string) => {
      const e = extentOf(graph, id);
      return e.maxX - e.minX;
    };
    expect(width('p1')).toBeCloseTo(305, 9);
    expect(width('p2')).toBeCloseTo(205, 9);
    expect(width('p3')).toBeCloseTo(305, 9);
    expect(width('p4')).toBeCloseTo(202, 9);
    expect(width('joint')).toBeCloseTo(35, 9);
    // the inner flaps' creases are the inside height plus the allowance apart
    const p2 = extentOf(graph, 'p2');
    expect(p2.maxY - p2.minY).toBeCloseTo(155, 9);
    // the blank: joint, 305 + 205 + 305 + 202
    const bounds = blankBounds(graph);
    expect(bounds.maxX - bounds.minX).toBeCloseTo(35 + 1017, 9);
  });

  it('should stand the outer flaps a bend offset out and cut slots of the flute width', () => {
    const graph = buildSlottedBox(spec());
    const profile = FLUTE_PROFILES.C;
    const topFlap = extentOf(graph, 'p1_top_flap');
    const innerFlap = extentOf(graph, 'p2_top_flap');
    expect(topFlap.minY - innerFlap.minY).toBeCloseTo(profile.bendOffset, 9);
    // the slot between P1's and P2's top flaps is centred on their crease, its sides at the flaps' tips
    const tipSide = (id: string, side: 'min' | 'max') => {
      const points = flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? []);
      const top = Math.max(...points.map((p) => p.y));
      const xs = points.filter((p) => Math.abs(p.y - top) < 1e-9).map((p) => p.x);
      return side === 'min' ? Math.min(...xs) : Math.max(...xs);
    };
    const slotWidth = tipSide('p2_top_flap', 'min') - tipSide('p1_top_flap', 'max');
    expect(slotWidth).toBeCloseTo(profile.slot, 9);
    expect((tipSide('p2_top_flap', 'min') + tipSide('p1_top_flap', 'max')) / 2).toBeCloseTo(305, 9);
  });

  it('should make 0201 flaps half the width plus the flap allowance, never past the centre line', () => {
    expect(slottedFlapPlan(spec({ board: corrugatedBoard('B') })).major).toBeCloseTo(101, 9);
    // C: 100 + 3 would pass the centre of a 205 mm opening; the flaps butt at 102.5
    expect(slottedFlapPlan(spec()).major).toBeCloseTo(102.5, 9);
    expect(slottedFlapPlan(spec({ style: '0203' })).major).toBeCloseTo(203, 9);
    expect(slottedFlapPlan(spec({ style: '0202', overlap: 40 })).major).toBeCloseTo(123, 9);
    expect(slottedFlapPlan(spec({ style: '0204' })).minor).toBeCloseTo(152.5, 9);
  });

  it('should fold to the inside size for every flute and close both ends', () => {
    for (const flute of FLUTES) {
      for (const style of ['0201', '0202', '0203', '0204'] as const) {
        const graph = buildSlottedBox(spec({ board: corrugatedBoard(flute), style, overlap: 50 }));
        const folded = inspectFoldedBox(graph);
        expect(folded.inside.length).toBeCloseTo(300, 6);
        expect(folded.inside.width).toBeCloseTo(200, 6);
        expect(folded.inside.height).toBeCloseTo(150, 6);
        for (const closure of folded.closures) {
          expect(closure.coverage).toBeGreaterThan(0.99);
          for (const held of closure.held) expect(held.by, `${flute} ${style} ${held.panel}`).not.toBeNull();
        }
        expect(checkDesignRules(graph), `${flute} ${style}`).toEqual([]);
      }
    }
  });

  it('should leave the taped joint without a flap and the stitched one without glue', () => {
    const taped = buildSlottedBox(spec({ joint: 'taped' }));
    expect(taped.panels.some((panel) => panel.id === 'joint')).toBe(false);
    expect(taped.box?.glued).toEqual([]);
    const stitched = buildSlottedBox(spec({ joint: 'stitched' }));
    expect(stitched.panels.some((panel) => panel.id === 'joint')).toBe(true);
    expect(stitched.glueAreas).toEqual([]);
    expect(buildSlottedBox(spec()).glueAreas).toHaveLength(1);
  });

  it('should run the flutes along the depth so the flap creases cross them', () => {
    expect(buildSlottedBox(spec()).board).toMatchObject({ kind: 'corrugated', flute: 'C', flutes: 'y' });
  });

  it('should cut each flute its slotter table width, double wall 11 mm', () => {
    expect(FLUTES.map((flute) => FLUTE_PROFILES[flute].slot)).toEqual([5, 8, 8, 9, 11]);
    for (const flute of FLUTES) {
      const profile = FLUTE_PROFILES[flute];
      expect(profile.slot, flute).toBeGreaterThanOrEqual(profile.caliper + 1);
    }
  });

  it('should score in line on request: flap creases on one line meeting at the body creases, slot ends round', () => {
    for (const flute of FLUTES) {
      for (const style of ['0201', '0202', '0203', '0204'] as const) {
        const graph = buildSlottedBox(
          spec({ board: corrugatedBoard(flute), style, overlap: 50, scoring: 'in_line' }),
        );
        const crease = (id: string) => graph.hinges.find((hinge) => hinge.child === id) ?? expect.fail(id);
        // P1's and P2's top flap creases lie on one line and meet at the body crease
        const outer = crease('p1_top_flap');
        const inner = crease('p2_top_flap');
        expect(outer.start.y).toBeCloseTo(inner.start.y, 9);
        expect(Math.max(outer.start.x, outer.end.x)).toBeCloseTo(Math.min(inner.start.x, inner.end.x), 9);
        // each slot ends in two quarter circles of half the slot's width
        const arcs = graph.panels
          .find((panel) => panel.id === 'p2_top_flap')
          ?.outline.filter((segment) => segment.type === 'arc');
        expect(arcs?.map((segment) => (segment.type === 'arc' ? segment.radius : 0))).toEqual([
          FLUTE_PROFILES[flute].slot / 2,
          FLUTE_PROFILES[flute].slot / 2,
        ]);
        const folded = inspectFoldedBox(graph);
        expect(folded.inside.height).toBeCloseTo(150, 6);
        for (const closure of folded.closures) expect(closure.coverage).toBeGreaterThan(0.99);
        expect(checkDesignRules(graph), `${flute} ${style}`).toEqual([]);
      }
    }
  });

  it('should round every slot end on stepped scores too, the outer flap creased to where it meets the round', () => {
    for (const flute of FLUTES) {
      for (const style of ['0201', '0203'] as const) {
        const graph = buildSlottedBox(spec({ board: corrugatedBoard(flute), style }));
        const r = FLUTE_PROFILES[flute].slot / 2;
        // P1's wall carries its share of the rounds at both of its slots' ends
        const wallArcs = graph.panels
          .find((panel) => panel.id === 'p1')
          ?.outline.filter((segment) => segment.type === 'arc');
        expect(wallArcs?.length, `${flute} ${style}`).toBeGreaterThanOrEqual(3);
        for (const arc of wallArcs ?? []) expect(arc.type === 'arc' && arc.radius).toBeCloseTo(r, 9);
        // P1's top flap crease stops where the round crosses it, short of the body crease at 305
        const lift = graph.hinges.find((hinge) => hinge.child === 'p1_top_flap') ?? expect.fail('no flap');
        const { panel } = FLUTE_PROFILES[flute];
        const u = lift.start.y - (150 + panel);
        expect(u).toBeGreaterThan(0);
        const reach = u < r ? Math.sqrt(2 * r * u - u * u) : r;
        expect(Math.max(lift.start.x, lift.end.x), `${flute} ${style}`).toBeCloseTo(300 + panel - reach, 9);
        expect(checkDesignRules(graph), `${flute} ${style}`).toEqual([]);
      }
    }
  });

  it('should mark a stitched joint with its stitches: 20 mm from each end, about 70 mm apart', () => {
    const marks = buildSlottedBox(spec({ joint: 'stitched' })).cuts.filter(
      (cut) => cut.kind === 'annotation',
    );
    // C flute: a 155 mm joint holds stitches at 20, 77.5 and 135
    expect(marks.map((mark) => (mark.segments[0]?.type === 'line' ? mark.segments[0].start.y : 0))).toEqual([
      20, 77.5, 135,
    ]);
    expect(buildSlottedBox(spec()).cuts.filter((cut) => cut.kind === 'annotation')).toEqual([]);
  });
  it('should make 0205 and 0206 inner flaps meet across the length and outer flaps overlap', () => {
    // B flute: flap allowance 1, panel allowance 3; the inner flaps meet at half the 303 mm opening
    const board = corrugatedBoard('B');
    const cso = slottedFlapPlan(spec({ board, style: '0205', overlap: 40 }));
    expect(cso.minor).toBeCloseTo(151, 9);
    expect(cso.major).toBeCloseTo((200 + 40) / 2 + 1, 9);
    expect(cso.majorPly).toEqual({ p1: 1, p3: 2 });
    const sff = slottedFlapPlan(spec({ board, style: '0206' }));
    expect(sff.minor).toBeCloseTo(151, 9);
    expect(sff.major).toBeCloseTo(201, 9);
    // high and low scores: P3's outer flap crease two bend offsets out, P1's one, the inner ones on the line
    const graph = buildSlottedBox(spec({ board, style: '0206' }));
    const creaseY = (id: string) =>
      graph.hinges.find((hinge) => hinge.child === id)?.start.y ?? expect.fail(id);
    expect(creaseY('p2_top_flap')).toBeCloseTo(153, 9);
    expect(creaseY('p1_top_flap')).toBeCloseTo(155, 9);
    expect(creaseY('p3_top_flap')).toBeCloseTo(157, 9);
    for (const flute of FLUTES) {
      for (const style of ['0205', '0206'] as const) {
        for (const scoring of ['stepped', 'in_line'] as const) {
          const box = buildSlottedBox(spec({ board: corrugatedBoard(flute), style, overlap: 50, scoring }));
          const folded = inspectFoldedBox(box);
          expect(folded.inside.length).toBeCloseTo(300, 6);
          expect(folded.inside.width).toBeCloseTo(200, 6);
          expect(folded.inside.height).toBeCloseTo(150, 6);
          for (const closure of folded.closures) expect(closure.coverage).toBeGreaterThan(0.99);
          expect(checkDesignRules(box), `${flute} ${style} ${scoring}`).toEqual([]);
        }
      }
    }
  });

  it('should leave a half-slotted container (0200) open at the top, the walls cut at the rim', () => {
    const graph = buildSlottedBox(spec({ board: corrugatedBoard('B'), openTop: true }));
    expect(graph.panels.filter((panel) => panel.id.endsWith('_top_flap'))).toEqual([]);
    expect(graph.panels.filter((panel) => panel.id.endsWith('_bottom_flap'))).toHaveLength(4);
    // the body rises the inside height plus half the allowance above the inner flaps' creases
    const p2 = extentOf(graph, 'p2');
    expect(p2.maxY - p2.minY).toBeCloseTo(151.5, 9);
    const folded = inspectFoldedBox(graph);
    expect(folded.inside.height).toBeCloseTo(150, 6);
    expect(folded.closures.map((closure) => closure.end)).toEqual(['bottom']);
    expect(folded.closures[0]?.coverage).toBeGreaterThan(0.99);
    expect(checkDesignRules(graph)).toEqual([]);
  });
});
