import type { TreeHinge } from '../panel-graph/fold-model';
import type { LoopCrease } from './close-loops';
import { crossingMargin, crossingPanels, type SchedulablePart, subtreeOf } from './fold-schedule';
import { landSquare } from './land-square';

/** Poses looked at per stage, as the fold schedule does. */
const SAMPLES = 24;
/** How far out a hand holds a standing wall, degrees, the least that clears tried first. */
const LEANS = [5, 10, 15, 20, 25, 30];
/** Where in the other's stage the wall starts back up: it comes home as the other settles. */
const RETURNS = [0, 0.25, 0.5, 0.75];

/**
 * A wall standing on a base that a later fold passes through is held leaning out by hand, the least it
 * takes, and pushed back up as the other settles: a display tray's low front, which the sloped rolls'
 * inner walls sweep past as they turn down behind it. The wall rises only part-way in its own turn,
 * waits there and finishes its turn in the other's stage; what it carries (its ears, a rolled front)
 * leans with it. A lean is kept only if the whole fold then crosses less and nothing new. Hinges are
 * returned as they were where no wall is in the way, and walls a crease closing a loop (`loops`, a web
 * corner's) ties to another are never held out.
 */
export function leanWallsAside(
  part: SchedulablePart,
  start: TreeHinge[],
  stages: number,
  loops: ReadonlyArray<Pick<LoopCrease, 'parent' | 'child'>> = [],
): TreeHinge[] {
  // a rolled wall then comes down square on the base, past a wall that leans out of its way
  return landSquare(part, leanAside(part, start, stages, loops), stages);
}

function leanAside(
  part: SchedulablePart,
  start: TreeHinge[],
  stages: number,
  loops: ReadonlyArray<Pick<LoopCrease, 'parent' | 'child'>>,
): TreeHinge[] {
  const roleOf = new Map(part.panels.map((panel) => [panel.id, panel.role ?? '']));
  const subtree = subtreeOf(start);
  // a wall a crease closing a loop ties to another (a web corner's) is not held out: the web between
  // them would leave it
  const tied = (wall: string) => loops.some((loop) => loop.parent === wall || subtree(wall).has(loop.child));
  // walls standing on a base, which a hand can hold out; a tube's walls hold each other square
  const walls = start.flatMap((hinge, index) =>
    !hinge.keys &&
    roleOf.get(hinge.child) === 'wall' &&
    roleOf.get(hinge.parent) === 'base' &&
    !tied(hinge.child)
      ? [{ index, moving: subtree(hinge.child) }]
      : [],
  );
  if (walls.length === 0) return start;
  const margin = crossingMargin(part);
  const times = [...Array(stages * SAMPLES + 1).keys()].map((i) => i / SAMPLES);
  const pairsAt = (hinges: TreeHinge[], time: number, among?: ReadonlySet<string>) =>
    crossingPanels({ ...part, hinges }, time / stages, stages, margin, among);
  // a wall against another is a corner, not a pass: only what crosses a wall from elsewhere is looked for
  const standing = new Set(walls.map(({ index }) => (start[index] as TreeHinge).child));
  const earliest = Math.min(...walls.map(({ index }) => (start[index] as TreeHinge).stage + 1));
  // looked for at every other pose once a wall stands, as the schedule's bending-out pass does; a
  // lean is tried on them all
  const pairsOver = (hinges: TreeHinge[]) =>
    times.map((time, i) => (time > earliest && i % 2 === 0 ? pairsAt(hinges, time, standing) : []));
  let hinges = [...start];
  let pairs: Array<Array<[string, string]>> = pairsOver(hinges);
  if (pairs.every((at) => at.length === 0)) return hinges;
  for (const { index, moving } of walls) {
    const hinge = hinges[index] as TreeHinge;
    const settled = hinge.stage + 1;
    // the wall itself in the way, not only something it carries
    const crossed = times.filter(
      (time, i) =>
        time > settled &&
        (pairs[i] ?? []).some(
          ([a, b]) => (a === hinge.child && !moving.has(b)) || (b === hinge.child && !moving.has(a)),
        ),
    );
    const first = crossed[0];
    const last = crossed.at(-1);
    if (first === undefined || last === undefined) continue;
    // the stages in which the other passes: the wall waits out until the first, is home by the last's end
    const from = Math.ceil(first) - 1;
    const home = Math.ceil(last);
    // only what the wall carries moves, and only from its own turn until it is home; the poses where it is crossed now come first: most leans fail there, and a trial stops at the
    // first pose that leaves it no better than the best so far, or that crosses something new
    const crossedFirst = new Set(crossed);
    const window = [
      ...crossed,
      ...times.filter((time) => time >= hinge.stage && time <= home && !crossedFirst.has(time)),
    ];
    const key = ([a, b]: [string, string]) => `${a}\n${b}`;
    const countOver = (tree: TreeHinge[], limit: number, known?: Set<string>): number | undefined => {
      let count = 0;
      for (const time of window) {
        const found = pairsAt(tree, time, moving);
        count += found.length;
        if (count >= limit || (known && found.some((pair) => !known.has(key(pair))))) return undefined;
      }
      return count;
    };
    const before = new Set(window.flatMap((time) => pairsAt(hinges, time, moving).map(key)));
    let best = countOver(hinges, Number.POSITIVE_INFINITY) ?? 0;
    let kept: TreeHinge[] | undefined;
    const sign = Math.sign(hinge.foldAngle) || 1;
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
        const count = countOver(trial, best, before);
        if (count === undefined) continue;
        best = count;
        kept = trial;
      }
      if (kept && best === 0) break;
    }
    if (!kept) continue;
    hinges = kept;
    pairs = pairsOver(hinges);
    if (pairs.every((at) => at.length === 0)) break;
  }
  return hinges;
}
