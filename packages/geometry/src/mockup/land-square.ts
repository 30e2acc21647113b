import { poseHingeTree, type TreeHinge } from '../panel-graph/fold-model';
import {
  crossingMargin,
  crossingPanels,
  fineTimes,
  parallel,
  type SchedulablePart,
  subtreeOf,
} from './fold-schedule';

/** Where in its stage a wall landing square is brought upright, the least change first. */
const UPRIGHT_FROM = [0.9, 0.8, 0.7, 0.6, 0.5];

/**
 * A wall that turns over with the strip it hangs on (a roll's inner wall) swings its free edge in
 * along the base at the last, and its lugs go in beside their slots, through the board. A hand brings
 * it upright first and pushes it straight down: from a point of the stage on, it turns back as much as
 * the strip still turns, so it stands as it will and only drops. Tried where the wall's turn meets a
 * panel with openings (its slots) near its end, latest start first; kept where it crosses less on its way, even between keys,
 * and the whole fold no more. Run once walls have leaned aside (`leanWallsAside`), which it needs.
 */
export function landSquare(part: SchedulablePart, start: TreeHinge[], stages: number): TreeHinge[] {
  const hinges = [...start];
  const margin = crossingMargin(part);
  const subtree = subtreeOf(hinges);
  const indexOf = new Map(hinges.map((hinge, index) => [hinge.child, index]));
  const slotted = new Set(part.panels.flatMap((panel) => (panel.holes?.length ? [panel.id] : [])));
  if (slotted.size === 0) return hinges;
  const crossingTimes = (tree: TreeHinge[], moving: Set<string> | undefined, times: number[]) =>
    times.filter(
      (time) => crossingPanels({ ...part, hinges: tree }, time / stages, stages, margin, moving).length > 0,
    ).length;
  for (const [index, hinge] of hinges.entries()) {
    const parentIndex = indexOf.get(hinge.parent) ?? -1;
    const parentHinge = hinges[parentIndex];
    if (!parentHinge || hinge.keys || parentHinge.keys || parentHinge.stage !== hinge.stage) continue;
    if (!parallel(hinge, parentHinge)) continue;
    const moving = subtree(hinge.child);
    const { stage } = hinge;
    // lugs going down into slots: what the wall meets at the end of its turn has openings
    const meetsSlotted = fineTimes(stage + 7 / 8, stage + 1).some((time) =>
      crossingPanels({ ...part, hinges }, time / stages, stages, margin, moving).some(([a, b]) =>
        slotted.has(moving.has(a) ? b : a),
      ),
    );
    if (!meetsSlotted) continue;
    // twice between keys: a lug's way in is a few hundredths of a stage
    const before = crossingTimes(hinges, moving, fineTimes(stage, stage + 1, 2));
    const wholeBefore = crossingTimes(hinges, undefined, fineTimes(stage, stage + 1, 1));
    let best: { keys: Array<[number, number]>; count: number } | undefined;
    for (const from of UPRIGHT_FROM) {
      // upright from `from` on: turned back by what the strip still has to turn, either way round
      for (const way of [1, -1]) {
        const keys: Array<[number, number]> = [
          [stage, 0],
          [stage + from, hinge.foldAngle + way * parentHinge.foldAngle * (1 - from)],
          [stage + 1, hinge.foldAngle],
        ];
        const tree = hinges.map((h, k) => (k === index ? { ...h, keys } : h));
        if (!standsStill(part, tree, hinge.child, stage + from, stage + 1, stages)) continue;
        const count = crossingTimes(tree, moving, fineTimes(stage, stage + 1, 2));
        if (count < (best?.count ?? before)) best = { keys, count };
      }
      if (best?.count === 0) break;
    }
    if (!best) continue;
    const tree = hinges.map((h, k) => (k === index ? { ...h, keys: best.keys } : h));
    if (crossingTimes(tree, undefined, fineTimes(stage, stage + 1, 1)) > wholeBefore) continue;
    hinges[index] = tree[index] as TreeHinge;
  }
  return hinges;
}

/** Whether a panel's orientation is the same at two times of a pose: it moves without turning. */
function standsStill(
  part: SchedulablePart,
  hinges: TreeHinge[],
  id: string,
  from: number,
  to: number,
  stages: number,
): boolean {
  const a = poseHingeTree({ ...part, hinges }, from / stages, stages).get(id);
  const b = poseHingeTree({ ...part, hinges }, to / stages, stages).get(id);
  return !!a && !!b && a.rotation.every((value, k) => Math.abs(value - (b.rotation[k] as number)) < 1e-3);
}
