import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import { hingeAngle } from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { partCrossings } from './__testing__/fold-crossings';
import { erectGluedTube, glueGap, type TubeGlue } from './glued-linkage';
import { type MockupScene, type MockupScenePart, mockupScene, plyOffsets } from './mockup-scene';

const CRASH_LOCKS = ['becf-13001', 'becf-26201', 'becf-17002'];

function built(id: string): { scene: MockupScene; part: MockupScenePart; graph: PanelGraph } {
  const template = findTemplate(id) ?? expect.fail(id);
  const parts = template.build(sampleValues(template));
  const scene = mockupScene(parts);
  const graph = parts[0]?.graph ?? expect.fail('no part');
  return { scene, part: scene.parts[0] ?? expect.fail('no part'), graph };
}

const webGlues = (graph: PanelGraph): TubeGlue[] => (graph.box?.glued ?? []).filter((g) => g.erectsWithTube);
const hingeTo = (part: MockupScenePart, child: string) =>
  part.hinges.find((hinge) => hinge.child === child) ?? expect.fail(child);

describe('erectGluedTube', () => {
  it('should keep the glued web on its flap at every sample once the gluer has pressed it', () => {
    for (const id of CRASH_LOCKS) {
      const { scene, part, graph } = built(id);
      const glues = webGlues(graph);
      expect(glues.length, id).toBe(2);
      const samples = 600;
      const gaps = [...Array(samples + 1).keys()].map((k) => glueGap(part, glues, k / samples, scene.stages));
      const tolerance = part.board.caliper / 10;
      const glued = gaps.findIndex((gap) => gap < tolerance);
      // apart while the blank is folded flat, then held from the knocked-down carton to the closed box
      expect(gaps[0], id).toBeGreaterThan(10);
      expect(glued, id).toBeGreaterThan(0);
      expect(Math.max(...gaps.slice(glued)), id).toBeLessThan(tolerance);
      // glued while the corner it crosses still lies flat, before the tube squares
      const corner = hingeTo(part, 'left_side');
      expect(hingeAngle(corner, glued / samples, scene.stages), id).toBeCloseTo(180, 6);
    }
  });

  it('should fold the webs onto their flaps and the blank flat before the tube squares and erects the bottom', () => {
    const { scene, part } = built('becf-13001');
    const angleAt = (child: string, time: number) =>
      hingeAngle(hingeTo(part, child), time / scene.stages, scene.stages);
    // the gluer's folds: the webs first, then the corners that carry them, each in a third of the time
    expect(angleAt('bottom_back_web', 0.667)).toBe(180);
    expect(angleAt('left_side', 0.667)).toBe(0);
    expect(angleAt('left_side', 1.333)).toBe(180);
    expect(angleAt('right_side', 1.333)).toBe(0);
    expect(angleAt('right_side', 2)).toBe(180);
    expect(angleAt('front', 2)).toBe(0);
    expect(angleAt('bottom_back_flap', 2)).toBe(0);
    // squaring the tube turns the bottom flaps in and the webs back out into the bottom's plane
    const flap = [2, 2.25, 2.5, 2.75, 3].map((time) => angleAt('bottom_back_flap', time));
    const web = [2, 2.25, 2.5, 2.75, 3].map((time) => angleAt('bottom_back_web', time));
    for (let i = 1; i < flap.length; i++) {
      expect(flap[i]).toBeGreaterThan(flap[i - 1] as number);
      expect(web[i]).toBeLessThan(web[i - 1] as number);
    }
    // home a degree short of flat, the webs taking up the slant (`bottomTilt`)
    expect(flap.at(-1)).toBeGreaterThan(89);
    expect(flap.at(-1)).toBeLessThan(90);
    expect(Math.abs(web.at(-1) as number)).toBeLessThan(2);
    // the tube's glue flap follows the wall it is glued to
    for (const time of [2.25, 2.5, 2.75]) {
      expect(angleAt('front', time)).toBeGreaterThan(0);
      expect(angleAt('glue_flap', time)).toBeCloseTo(angleAt('front', time), 0);
    }
    // and the top closes after, as drawn
    const lid = hingeTo(part, 'top_lid');
    expect(lid.stage).toBeGreaterThanOrEqual(3);
  });

  it('should erect the bottom at an even pace as the tube squares, however unevenly it follows the tube', () => {
    // near square a little of the tube's turn swings the webs a lot: evenly squared, they turned 36
    // degrees in a step of the slider there
    for (const id of CRASH_LOCKS) {
      const { scene, part } = built(id);
      const web = hingeTo(part, 'bottom_back_web');
      const squaring = [web.stage, web.stage + 1] as const;
      const samples = 1000;
      const times = [...Array(samples + 1).keys()].map((i) => squaring[0] + i / samples);
      const linkage = part.hinges.filter((hinge) => hinge.keys?.some(([time]) => time > squaring[0]));
      const angles = linkage.map((hinge) =>
        times.map((time) => hingeAngle(hinge, time / scene.stages, scene.stages)),
      );
      const totals = angles.map((path) => Math.abs((path.at(-1) as number) - (path[0] as number)));
      const fastest = Math.max(
        ...angles.flatMap((path) =>
          path.slice(1).map((angle, i) => Math.abs(angle - (path[i] as number)) * samples),
        ),
      );
      // no hinge faster, anywhere in the stage, than a tenth over the even pace of the one that turns most
      expect(fastest, id).toBeLessThan(Math.max(...totals) * 1.1);
      // the webs, from folded flat on their flaps to the bottom's plane but for its slant
      expect(Math.max(...totals), id).toBeGreaterThan(178);
    }
  });

  it("should bring the bottom's flaps home at one slant, a board short of flat, where they pass through each other nowhere", () => {
    for (const id of CRASH_LOCKS) {
      const { scene, part } = built(id);
      const flaps = ['back', 'front', 'left_side', 'right_side'].map((side) =>
        hingeTo(part, `bottom_${side}_flap`),
      );
      const home = flaps.map((flap) => flap.keys?.at(-1)?.[1] ?? expect.fail(flap.child));
      // one slant for all, its farthest tip a board outside the bottom's plane
      expect(new Set(home).size, id).toBe(1);
      const reach = Math.max(
        ...flaps.map(({ child, start, end }) => {
          const outline = part.panels.find((panel) => panel.id === child)?.outline ?? [];
          const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
          return Math.max(
            ...outline.map(
              ([x, y]) => Math.abs((x - start[0]) * dy - (y - start[1]) * dx) / Math.hypot(dx, dy),
            ),
          );
        }),
      );
      const slant = ((90 - (home[0] as number)) * Math.PI) / 180;
      expect(reach * Math.tan(slant), id).toBeCloseTo(part.board.caliper, 2);
      // in one ply, as a pinwheel comes in; the webs half a board inside the side flaps they are glued to
      for (const flap of flaps)
        expect(part.panels.find((panel) => panel.id === flap.child)?.plyOffset, id).toBe(0);
      expect(part.panels.find((panel) => panel.id === 'bottom_back_web')?.plyOffset, id).toBe(
        -part.board.caliper / 2,
      );
      // at fixed plies a board apart they passed through each other over the last ten degrees
      expect(partCrossings(part, scene.stages), id).toEqual([]);
    }
  }, 60_000);

  it('should keep the plies of the erected bottom within half a board of the bottom plane', () => {
    const { part } = built('becf-26201');
    const bottom = part.panels.filter((panel) => panel.id.startsWith('bottom_'));
    expect(bottom.length).toBe(6);
    for (const panel of bottom) expect(Math.abs(panel.plyOffset)).toBeLessThanOrEqual(part.board.caliper / 2);
    // the glued pair apart, so they do not draw in one plane
    const side = part.panels.find((panel) => panel.id === 'bottom_left_side_flap');
    const web = part.panels.find((panel) => panel.id === 'bottom_back_web');
    expect(side?.plyOffset).not.toBe(web?.plyOffset);
  });

  it('should stack the plies of a plane outward from it, in their order, so the gusset under the roof clears it as the tube squares', () => {
    const { part, graph } = built('becf-17002');
    const drawn = plyOffsets(graph);
    const offsetOf = (id: string) =>
      part.panels.find((panel) => panel.id === id)?.plyOffset ?? expect.fail(id);
    // drawn, the gusset lies a board and more inside the roof's plane, which the knocked-down carton
    // would push up through the roof lying on it
    expect(drawn.get('left_side_first_gusset')).toBeLessThan(0);
    expect(offsetOf('left_side_first_gusset')).toBe(0);
    // the same gap and order to the roof over it
    expect(offsetOf('back_roof') - offsetOf('left_side_first_gusset')).toBeCloseTo(
      (drawn.get('back_roof') ?? 0) - (drawn.get('left_side_first_gusset') ?? 0),
      9,
    );
  });

  it('should leave the fold as drawn where the marked glue cannot be held as the tube squares', () => {
    const { part, graph, scene } = built('becf-13001');
    const unscheduled = { ...part, hinges: part.hinges.map(({ keys: _keys, ...hinge }) => hinge) };
    expect(erectGluedTube(unscheduled, webGlues(graph), scene.stages)).toBeDefined();
    // the back web glued to the far side flap instead: no turn of the hinges between keeps it there
    const misplaced = [{ flap: 'bottom_back_web', panel: 'bottom_right_side_flap', erectsWithTube: true }];
    expect(erectGluedTube(unscheduled, misplaced, scene.stages)).toBeUndefined();
  });

  it('should leave a carton whose glue crosses no corner of its tube as it was', () => {
    const { part, graph, scene } = built('becf-12001');
    expect(graph.box?.glued.some((g) => g.erectsWithTube)).toBe(false);
    expect(erectGluedTube(part, graph.box?.glued ?? [], scene.stages)).toBeUndefined();
  });
});
