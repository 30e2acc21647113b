import type { TreeHinge } from '../panel-graph/fold-model';
import { crossingPanels, type SchedulablePart } from './fold-schedule';

/** Poses looked at per stage, as the fold schedule does. */
const SAMPLES = 24;
/** How far out a hand holds a standing wall, degrees, the least that clears tried first. */
const LEANS = [5, 10, 15, 20, 25, 30];
/** Where in the other's stage the wall starts back up: it comes home as the other settles. */
const RETURNS = [0, 0.25, 0.5, 0.75];

type Pairs = Array<Array<[string, string]>>;

/**
 * A wall already standing that a later fold passes through is held leaning out by hand, the least it
 * takes, and pushed back up as the other settles: a display tray's low front, which the sloped rolls'
 * inner walls sweep past as they turn down behind it. The wall rises only part-way in its own turn,
 * waits there and finishes its turn in the other's stage; what it carries (its ears, a rolled front)
 * leans with it. A lean is kept only if the whole fold then crosses less and nothing new. Hinges are
 * returned as they were where no wall is in the way.
 */
export function leanWallsAside(part: SchedulablePart, start: TreeHinge[], stages: number): TreeHinge[] {
  const margin = part.board.caliper + 0.5;
  const times = [...Array(stages * SAMPLES + 1).keys()].map((i) => i / SAMPLES);
  const pairsAt = (hinges: TreeHinge[], time: number, among?: ReadonlySet<string>) =>
    crossingPanels({ ...part, hinges }, time / stages, stages, margin, among);
  let hinges = [...start];
  let pairs: Pairs = times.map((time) => pairsAt(hinges, time));
  if (pairs.every((at) => at.length === 0)) return hinges;
  const roleOf = new Map(part.panels.map((panel) => [panel.id, panel.role ?? '']));
  const childrenOf = new Map<string, string[]>();
  for (const hinge of hinges)
    childrenOf.set(hinge.parent, [...(childrenOf.get(hinge.parent) ?? []), hinge.child]);
  for (const [index, hinge] of start.entries()) {
    if (hinge.keys || roleOf.get(hinge.child) !== 'wall') continue;
    const settled = hinge.stage + 1;
    const crossed = times.filter(
      (time, i) => time > settled && (pairs[i] ?? []).some((pair) => pair.includes(hinge.child)),
    );
    const first = crossed[0];
    const last = crossed.at(-1);
    if (first === undefined || last === undefined) continue;
    // the stages in which the other passes: the wall waits out until the first, is home by the last's end
    const from = Math.ceil(first) - 1;
    const home = Math.ceil(last);
    // only what the wall carries moves, and only from its own turn until it is home
    const moving = new Set([hinge.child]);
    for (const id of moving) for (const child of childrenOf.get(id) ?? []) moving.add(child);
    const window = times.flatMap((time, i) => (time >= hinge.stage && time <= home ? [i] : []));
    const pairsOf = (tree: TreeHinge[]) => window.map((i) => pairsAt(tree, times[i] as number, moving));
    const names = (found: Pairs) => new Set(found.flat().map(([a, b]) => `${a}\n${b}`));
    const count = (found: Pairs) => found.reduce((sum, at) => sum + at.length, 0);
    const now = pairsOf(hinges);
    const before = names(now);
    const sign = Math.sign(hinge.foldAngle) || 1;
    let best: { hinges: TreeHinge[]; found: Pairs } | undefined;
    for (const lean of LEANS) {
      for (const back of RETURNS) {
        const held = hinge.foldAngle - sign * lean;
        const keys: Array<[number, number]> = [
          [hinge.stage, 0],
          [settled, held],
          ...(from + back > settled ? [[from + back, held] as [number, number]] : []),
          [home, hinge.foldAngle],
        ];
        const trial = hinges.map((h, k) => (k === index ? { ...h, keys } : h));
        const found = pairsOf(trial);
        if (count(found) >= count(best?.found ?? now)) continue;
        if ([...names(found)].some((name) => !before.has(name))) continue;
        best = { hinges: trial, found };
      }
      if (best && count(best.found) === 0) break;
    }
    if (!best) continue;
    hinges = best.hinges;
    pairs = times.map((time) => pairsAt(hinges, time));
    if (pairs.every((at) => at.length === 0)) break;
  }
  return hinges;
}
