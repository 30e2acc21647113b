import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate, TEMPLATES } from '../catalog/template-catalog';
import { hingeAngle } from '../panel-graph/fold-model';
import { sceneCrossings as crossingsOnTheWay } from './__testing__/fold-crossings';
import { sceneSnaps } from './__testing__/fold-snaps';
import { type MockupScene, mockupScene } from './mockup-scene';

const sceneOf = (id: string, unscheduled = false): MockupScene => {
  const template = findTemplate(id) ?? expect.fail(id);
  const scene = mockupScene(template.build(sampleValues(template)));
  if (unscheduled)
    for (const part of scene.parts) part.hinges = part.hinges.map(({ keys: _keys, ...hinge }) => hinge);
  return scene;
};

/**
 * Styles whose fold still passes one panel through another at some position of the slider, with why.
 * The test holds the list to the truth both ways.
 */
const STILL_CROSSING = new Set<string>([]);

/**
 * The most a hinge may turn over a hundredth of the slider (one step): a 90 degree fold over one stage
 * turns 3 to 8 degrees a step, an over-folded tuck up to about 11; a turn much faster shows on Play as
 * a flap popping through.
 */
const MOST_DEG_PER_STEP = 20;

/**
 * Styles with a hinge that still turns faster than that somewhere on the slider, with why. The test
 * holds the list to the truth both ways.
 */
const STILL_SNAPPING = new Set<string>([]);

describe('clearFoldSchedule', () => {
  it('should fold a tuck past square as its lid closes and slide it down inside its wall', () => {
    const scene = sceneOf('becf-11004');
    const [part] = scene.parts;
    const tuck = part?.hinges.find((hinge) => hinge.child === 'top_tuck') ?? expect.fail('tuck');
    const lid = part?.hinges.find((hinge) => hinge.child === 'top_lid') ?? expect.fail('lid');
    const keys = tuck.keys ?? expect.fail('no keys');
    // it rides the lid's stage, from flat to its fold, over-folded on the way
    expect(keys[0]).toEqual([lid.stage, 0]);
    expect(keys.at(-1)).toEqual([lid.stage + 1, tuck.foldAngle]);
    expect(Math.max(...keys.map(([, angle]) => angle))).toBeGreaterThan(tuck.foldAngle);
    // without the schedule the tuck swings outside the front wall and through it
    expect(crossingsOnTheWay(sceneOf('becf-11004', true))).toContain('1:front x top_tuck');
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it("should lean a tuck out past a dust flap's end where it meets it between two keys, not jump over it", () => {
    // swung over the dust flap's end and back between two slider positions, it turned 89 degrees in one
    const scene = sceneOf('becf-11004');
    expect(sceneSnaps(scene, MOST_DEG_PER_STEP)).toEqual([]);
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it('should bend waiting side flaps out of the way while the back flap folds in between them', () => {
    const scene = sceneOf('becf-12001');
    const [part] = scene.parts;
    const back = part?.hinges.find((hinge) => hinge.child === 'bottom_back_flap') ?? expect.fail('back');
    const bent = part?.hinges.filter((hinge) => hinge.child.endsWith('_side_flap') && hinge.keys) ?? [];
    expect(bent.length).toBeGreaterThan(0);
    for (const side of bent) {
      const keys = side.keys ?? [];
      // out (against its fold) while the back flap turns, then in from there in its own turn
      const during = keys.filter(([time]) => time > back.stage && time <= back.stage + 1);
      expect(Math.min(...during.map(([, angle]) => angle))).toBeLessThan(0);
      expect(keys.at(-1)).toEqual([side.stage + 1, side.foldAngle]);
      expect(keys.every(([time]) => time >= back.stage)).toBe(true);
    }
    // hanging in their walls' planes, the side flaps are in the back flap's way
    expect(crossingsOnTheWay(sceneOf('becf-12001', true))).toContain(
      '1:bottom_back_flap x bottom_left_side_flap',
    );
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it('should fold a tuck that turns with its end before the end meets the front', () => {
    // the wedge's ends closed once its tube stands (it now closes them before its front comes down)
    const restaged = (unscheduled: boolean): MockupScene => {
      const template = findTemplate('becf-18003') ?? expect.fail('18003');
      const ends: Record<string, number> = { end_top: 1, end_top_tuck: 1, end_bottom: 2, end_bottom_tuck: 2 };
      const parts = template.build(sampleValues(template)).map((part) => ({
        ...part,
        graph: { ...part.graph, hinges: part.graph.hinges.map((h) => ({ ...h, stage: ends[h.child] ?? 0 })) },
      }));
      const scene = mockupScene(parts);
      if (unscheduled)
        for (const part of scene.parts) part.hinges = part.hinges.map(({ keys: _keys, ...hinge }) => hinge);
      return scene;
    };
    const scene = restaged(false);
    const [part] = scene.parts;
    const end = part?.hinges.find((hinge) => hinge.child === 'end_top') ?? expect.fail('end');
    const tuck = part?.hinges.find((hinge) => hinge.child === 'end_top_tuck') ?? expect.fail('tuck');
    expect(tuck.stage).toBe(end.stage);
    const keys = tuck.keys ?? expect.fail('no keys');
    expect(keys[0]).toEqual([end.stage, 0]);
    expect(keys.at(-1)).toEqual([end.stage + 1, tuck.foldAngle]);
    expect(Math.max(...keys.map(([, angle]) => angle))).toBeGreaterThan(tuck.foldAngle);
    expect(crossingsOnTheWay(restaged(true))).toContain('1:front x end_top_tuck');
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it('should lay dust flaps against their lid while its lock flap hangs down behind the front, and let them down once the lid is shut', () => {
    const scene = sceneOf('becf-24341');
    const [part] = scene.parts;
    const hingeOf = (child: string) =>
      part?.hinges.find((hinge) => hinge.child === child) ?? expect.fail(child);
    const lid = hingeOf('lid');
    const lock = hingeOf('lock_flap');
    const shut = lid.stage + 1;
    for (const side of ['left', 'right']) {
      const dust = hingeOf(`lid_dust_flap_${side}`);
      const keys = dust.keys ?? expect.fail('no keys');
      // turned in before the lid leaves upright, flat against the lid while it comes down, home after
      const at = (time: number) => hingeAngle(dust, time / scene.stages, scene.stages);
      expect(keys[0]?.[0]).toBeLessThan(lid.stage);
      expect(at(lid.stage)).toBeGreaterThanOrEqual(dust.foldAngle);
      expect(at(shut)).toBe(180);
      expect(keys.at(-1)).toEqual([shut + 1, dust.foldAngle]);
    }
    // the lock flap goes down upright as the lid lands: its fold and the lid's add up to the lid's
    // full turn and its own, past the middle of the lid's turn
    const keys = lock.keys ?? expect.fail('no keys');
    for (const [time, angle] of keys.filter(([time]) => time >= lid.stage + 0.5))
      expect(angle).toBeCloseTo(lock.foldAngle + lid.foldAngle * (shut - time), 0);
    expect(keys.at(-1)).toEqual([shut, lock.foldAngle]);
    // without the schedule the flaps turn in after the lid is shut, sweeping through the front
    expect(crossingsOnTheWay(sceneOf('becf-24341', true)).length).toBeGreaterThan(0);
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it('should lean a hanging tuck against its wall, past the dust flaps, as its lid lands', () => {
    const scene = sceneOf('becf-26001');
    const [part] = scene.parts;
    const lid = part?.hinges.find((hinge) => hinge.child === 'top_lid') ?? expect.fail('lid');
    const tuck = part?.hinges.find((hinge) => hinge.child === 'top_tuck') ?? expect.fail('tuck');
    const keys = tuck.keys ?? expect.fail('no keys');
    // plumb is the tuck's fold and what is left of the lid's; somewhere in the lid's second half the
    // tuck is folded less than that, its free edge out toward the wall
    const plumb = (time: number) => tuck.foldAngle + lid.foldAngle * (lid.stage + 1 - time);
    const landing = keys.filter(([time]) => time > lid.stage + 0.5 && time < lid.stage + 1);
    expect(landing.some(([time, angle]) => angle < plumb(time) - 1)).toBe(true);
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it("should give a tuck its path where only the flap's own looks see it cross, the whole fold's missing it", () => {
    // a hanger's back stands above the box as the lid comes over: the tuck, flat with the lid, passes
    // through it for a few hundredths of the slider, between the whole fold's coarse looks
    const scene = sceneOf('becf-11006');
    const tuck = scene.parts[0]?.hinges.find((hinge) => hinge.child === 'top_tuck') ?? expect.fail('tuck');
    expect(tuck.keys).toBeDefined();
    expect(crossingsOnTheWay(sceneOf('becf-11006', true))).toContain('1:back x top_tuck');
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it("should fold a bottom's glue flap up as the bottom closes, before it lands inside the wall", () => {
    const scene = sceneOf('becf-18002');
    const [part] = scene.parts;
    const bottom = part?.hinges.find((hinge) => hinge.child === 'bottom') ?? expect.fail('bottom');
    const glue = part?.hinges.find((hinge) => hinge.child === 'bottom_glue_flap') ?? expect.fail('glue');
    const keys = glue.keys ?? expect.fail('no keys');
    // folded to its angle or past by the middle of the bottom's turn, home as the bottom lands
    const halfway = keys.filter(([time]) => time >= bottom.stage + 0.5 && time < bottom.stage + 1);
    expect(halfway.every(([, angle]) => angle >= glue.foldAngle)).toBe(true);
    expect(keys.at(-1)).toEqual([bottom.stage + 1, glue.foldAngle]);
    // turning with the bottom as far, its edge reaches through the back just before the bottom lands
    expect(crossingsOnTheWay(sceneOf('becf-18002', true))).toContain('1:back x bottom_glue_flap');
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });

  it('should leave a fold that keeps clear as it was', () => {
    const scene = sceneOf('becf-15001');
    expect(scene.parts.flatMap((part) => part.hinges.filter((hinge) => hinge.keys))).toEqual([]);
  });

  it('should fold every other catalog style without passing a panel through another', () => {
    const crossing: Record<string, string[]> = {};
    for (const template of TEMPLATES) {
      if (template.form === 'flat') continue;
      const pairs = crossingsOnTheWay(sceneOf(template.id));
      if (pairs.length > 0) crossing[template.id] = pairs;
    }
    const clean = Object.keys(crossing).filter((id) => !STILL_CROSSING.has(id));
    expect(
      Object.fromEntries(clean.map((id) => [id, crossing[id]])),
      'styles that pass a panel through another',
    ).toEqual({});
    // a style fixed since comes off the list
    expect([...STILL_CROSSING].filter((id) => !crossing[id])).toEqual([]);
  }, 300_000);

  it('should turn no hinge of any catalog style faster than a hand would over a step of the slider', () => {
    const snapping: Record<string, string[]> = {};
    for (const template of TEMPLATES) {
      if (template.form === 'flat') continue;
      const hinges = sceneSnaps(sceneOf(template.id), MOST_DEG_PER_STEP);
      if (hinges.length > 0) snapping[template.id] = hinges;
    }
    const fresh = Object.keys(snapping).filter((id) => !STILL_SNAPPING.has(id));
    expect(
      Object.fromEntries(fresh.map((id) => [id, snapping[id]])),
      'styles with a hinge that snaps between two slider positions',
    ).toEqual({});
    // a style fixed since comes off the list
    expect([...STILL_SNAPPING].filter((id) => !snapping[id])).toEqual([]);
  }, 300_000);

  it("should turn a lid's dust flaps in over the time it takes, not between two slider positions", () => {
    const scene = sceneOf('becf-24271');
    // laid in a 24th of a stage and against the lid in a quarter, they turned 95 degrees in a step
    expect(sceneSnaps(scene, MOST_DEG_PER_STEP)).toEqual([]);
    expect(crossingsOnTheWay(scene)).toEqual([]);
  });
});
