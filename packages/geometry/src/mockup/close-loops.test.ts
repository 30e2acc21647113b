import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import { poseHingeTree, type RigidTransform, type Vec3 } from '../panel-graph/fold-model';
import { partCrossings } from './__testing__/fold-crossings';
import { closeLoops, type LoopCrease, loopCreasesOf } from './close-loops';
import { mockupScene } from './mockup-scene';

const template = findTemplate('becf-18006') ?? expect.fail('becf-18006');
const built = template.build(sampleValues(template));
const graph = built[0]?.graph ?? expect.fail('graph');
const scene = mockupScene(built);
const part = scene.parts[0] ?? expect.fail('part');
const loops = loopCreasesOf(graph);
const bare = { ...part, hinges: part.hinges.map(({ keys: _keys, ...hinge }) => hinge) };

const turned = (t: RigidTransform, v: Vec3): Vec3 => [
  t.rotation[0] * v[0] + t.rotation[1] * v[1] + t.rotation[2] * v[2],
  t.rotation[3] * v[0] + t.rotation[4] * v[1] + t.rotation[5] * v[2],
  t.rotation[6] * v[0] + t.rotation[7] * v[1] + t.rotation[8] * v[2],
];

/** How far apart (sine of the angle) a web half's crease and its wall's lie at `time`. */
function gap(hinges: ReturnType<typeof closeLoops>, loop: LoopCrease, time: number): number {
  const pose = poseHingeTree({ ...bare, hinges }, time / scene.stages, scene.stages);
  const length = Math.hypot(loop.end[0] - loop.start[0], loop.end[1] - loop.start[1]);
  const along: Vec3 = [(loop.end[0] - loop.start[0]) / length, (loop.end[1] - loop.start[1]) / length, 0];
  const onWall = turned(pose.get(loop.parent) as RigidTransform, along);
  const onWeb = turned(pose.get(loop.child) as RigidTransform, along);
  return Math.hypot(
    onWall[1] * onWeb[2] - onWall[2] * onWeb[1],
    onWall[2] * onWeb[0] - onWall[0] * onWeb[2],
    onWall[0] * onWeb[1] - onWall[1] * onWeb[0],
  );
}

describe('closeLoops', () => {
  it('should keep each web half on its far wall at every pose while the walls rise', () => {
    expect(loops).toHaveLength(4);
    const closed = closeLoops(bare, loops, scene.stages);
    for (const loop of loops) {
      // the walls rise over the first stage: on the web's keys the crease lies on the wall's, and in
      // between them within a tenth of a degree
      for (let i = 0; i <= 24; i++) expect(gap(closed, loop, i / 24)).toBeLessThan(1e-5);
      for (let i = 0; i <= 40; i++) expect(gap(closed, loop, i / 40)).toBeLessThan(2e-3);
      // the hinge tree alone lets the half leave its wall on the way
      expect(gap(bare.hinges, loop, 0.5)).toBeGreaterThan(0.1);
    }
  });

  it('should press each web flat onto its wall once the walls have met and end as the tree does', () => {
    const closed = closeLoops(bare, loops, scene.stages);
    const keyed = closed.filter((hinge) => hinge.keys);
    expect(keyed).toHaveLength(2 * loops.length);
    for (const hinge of keyed) {
      const last = hinge.keys?.at(-1) ?? expect.fail('keys');
      // home within half a stage of the walls meeting, a whole turn off at most
      expect(last[0]).toBeLessThanOrEqual(1.5 + 1e-9);
      expect(Math.abs(last[1] - hinge.foldAngle) % 360).toBe(0);
    }
    const end = poseHingeTree({ ...bare, hinges: closed }, 1, scene.stages);
    const tree = poseHingeTree(bare, 1, scene.stages);
    for (const [id, transform] of tree)
      for (const [k, value] of transform.rotation.entries())
        expect((end.get(id) as RigidTransform).rotation[k]).toBeCloseTo(value, 9);
  });

  it('should no longer pass a web half through the wall it is glued to', () => {
    const glued = (pairs: string[]) =>
      pairs.filter(
        (pair) => /^(left_side|right_side) x web_/.test(pair) || /^web_.* x (left|right)_side$/.test(pair),
      );
    // the tree alone swings half a through the end wall its other half hangs on
    expect(glued(partCrossings(bare, scene.stages))).toContain('left_side x web_front_left_a');
    expect(glued(partCrossings(part, scene.stages))).toEqual([]);
  });

  it("should raise a corner's walls together where one rising alone would open the corner wider than its web", () => {
    // the clamshell's lid walls rise in their own stage, its back wall turns on the lid only as the lid
    // comes over: alone, the side walls would stretch the back webs flat and fold them out of the lid
    const clamshell = findTemplate('becf-18004') ?? expect.fail('becf-18004');
    const clamBuilt = clamshell.build(sampleValues(clamshell));
    const clamGraph = clamBuilt[0]?.graph ?? expect.fail('graph');
    const clamPart = mockupScene(clamBuilt).parts[0] ?? expect.fail('part');
    const drawnStage = new Map(clamGraph.hinges.map((hinge) => [hinge.child, hinge.stage]));
    const clamBare = {
      ...clamPart,
      hinges: clamPart.hinges.map(({ keys: _keys, ...hinge }) => ({
        ...hinge,
        stage: drawnStage.get(hinge.child) ?? hinge.stage,
      })),
    };
    const clamLoops = loopCreasesOf(clamGraph);
    const stages = Math.max(...clamBare.hinges.map((hinge) => hinge.stage)) + 1;
    const stageOf = (hinges: ReadonlyArray<{ child: string; stage: number }>, child: string) =>
      hinges.find((hinge) => hinge.child === child)?.stage ?? expect.fail(child);
    expect(stageOf(clamBare.hinges, 'lid')).not.toBe(stageOf(clamBare.hinges, 'lid_left'));
    const closed = closeLoops(clamBare, clamLoops, stages);
    // the lid swings up on its back wall as its walls rise
    expect(stageOf(closed, 'lid')).toBe(stageOf(closed, 'lid_left'));
    for (const side of ['left', 'right']) {
      const half = closed.find((hinge) => hinge.child === `web_lid_back_${side}_b`) ?? expect.fail(side);
      // folded into the lid all the way, never out of it
      for (const [, angle] of half.keys ?? expect.fail('keys'))
        expect(angle * Math.sign(half.foldAngle)).toBeGreaterThanOrEqual(-1e-9);
    }
  });
});
