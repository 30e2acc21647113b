import {
  type HingeTree,
  hingeAngle,
  poseHingeTree,
  type RigidTransform,
  type TreeHinge,
} from '../panel-graph/fold-model';
import { closeLoops, type LoopCrease } from './close-loops';
import { easePath } from './ease-path';
import { type PosedPanel, panelsCross } from './panel-crossing';

/** A part as the fold schedule reads it: its hinge tree, ply offsets and board. */
export interface SchedulablePart extends HingeTree {
  panels: ReadonlyArray<{
    id: string;
    outline: ReadonlyArray<readonly [number, number]>;
    plyOffset: number;
    role?: string;
    holes?: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
    slits?: PosedPanel['slits'];
  }>;
  board: { caliper: number };
}

/** Each panel of a part where the pose at `progress` puts it, pushed along its normal by its ply offset. */
export function posePartPanels(part: SchedulablePart, progress: number, stages: number): PosedPanel[] {
  const pose = poseHingeTree(part, progress, stages);
  const posed: PosedPanel[] = [];
  for (const panel of part.panels) {
    const t = pose.get(panel.id);
    if (!t) continue;
    const r = t.rotation;
    const o = panel.plyOffset;
    const transform: RigidTransform = {
      rotation: r,
      translation: [t.translation[0] + r[2] * o, t.translation[1] + r[5] * o, t.translation[2] + r[8] * o],
    };
    posed.push({ id: panel.id, outline: panel.outline, holes: panel.holes, slits: panel.slits, transform });
  }
  return posed;
}

/**
 * Pairs of panels of a posed part that pass through each other more than `margin` inside either's
 * outline; panels joined by a hinge touch along it and are never a pair. With `among`, only pairs with
 * one panel in it.
 */
export function crossingPanels(
  part: SchedulablePart,
  progress: number,
  stages: number,
  margin: number,
  among?: ReadonlySet<string>,
): Array<[string, string]> {
  const joined = new Set(part.hinges.flatMap((h) => [`${h.parent}\n${h.child}`, `${h.child}\n${h.parent}`]));
  const panels = posePartPanels(part, progress, stages);
  // panels whose boxes are apart cannot cross: most pairs end here, before any plane is worked out
  const boxes = panels.map(posedBox);
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < panels.length; i++) {
    for (let j = i + 1; j < panels.length; j++) {
      const a = panels[i] as PosedPanel;
      const b = panels[j] as PosedPanel;
      if (among && !among.has(a.id) && !among.has(b.id)) continue;
      if (among?.has(a.id) && among.has(b.id)) continue;
      if (joined.has(`${a.id}\n${b.id}`)) continue;
      if (!boxesMeet(boxes[i] as Box, boxes[j] as Box)) continue;
      if (panelsCross(a, b, margin)) pairs.push([a.id, b.id]);
    }
  }
  return pairs;
}

type Box = [number, number, number, number, number, number];

function posedBox(panel: PosedPanel): Box {
  const box: Box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  const r = panel.transform.rotation;
  const t = panel.transform.translation;
  for (const [x, y] of panel.outline) {
    const p = [r[0] * x + r[1] * y + t[0], r[3] * x + r[4] * y + t[1], r[6] * x + r[7] * y + t[2]];
    for (let k = 0; k < 3; k++) {
      box[k] = Math.min(box[k] as number, p[k] as number);
      box[k + 3] = Math.max(box[k + 3] as number, p[k] as number);
    }
  }
  return box;
}

const boxesMeet = (a: Box, b: Box): boolean =>
  a[0] <= b[3] && b[0] <= a[3] && a[1] <= b[4] && b[1] <= a[4] && a[2] <= b[5] && b[2] <= a[5];

/** How far two posed panels may overlap and be no crossing: a board's thickness and a little more, as plies that touch. */
export const crossingMargin = (part: { board: { caliper: number } }): number => part.board.caliper + 0.5;

/** For a hinge tree, each panel's subtree: the panel and every panel folding on it, at any depth. */
export function subtreeOf(
  hinges: ReadonlyArray<Pick<TreeHinge, 'parent' | 'child'>>,
): (id: string) => Set<string> {
  const childrenOf = new Map<string, string[]>();
  for (const hinge of hinges)
    childrenOf.set(hinge.parent, [...(childrenOf.get(hinge.parent) ?? []), hinge.child]);
  return (id) => {
    const found = new Set([id]);
    for (const panel of found) for (const child of childrenOf.get(panel) ?? []) found.add(child);
    return found;
  };
}

/**
 * Flaps that fold into a box behind or under another panel: the ones worth giving a path. A glue flap
 * on a bottom goes up inside the wall it is glued to as the bottom closes.
 */
const RIDING_ROLES = new Set(['tuck', 'dust_flap', 'closure', 'lock', 'glue_flap']);
const WALL_ROLES = new Set(['wall', 'base']);
/**
 * Riding flaps that fold in their own turn on panels of these roles, not riding the panel's turn: a
 * wall's closure flaps and glue flaps. A bottom's glue flap does ride the bottom, folded up by the
 * time the bottom lands inside the wall it is glued to.
 */
const OWN_TURN_ON: Record<string, ReadonlySet<string>> = {
  closure: WALL_ROLES,
  glue_flap: new Set(['wall']),
};

const SAMPLES = 24;
const STEP_DEG = 3;
const FINE_STEP_DEG = 0.5;
/** How fast a hand lays a dust flap against its lid, degrees per stage of the lid's turn. */
const LAYING_DEG_PER_STAGE = 360;
/** Flaps that go down behind a wall as their lid closes. */
const HANGING_ROLES = new Set(['tuck', 'lock']);
/**
 * The furthest a hanging tuck leans out from plumb, toward its wall: as a lid lands, its far edge
 * still stands a little back from the wall, and the tuck goes down with its free edge against the
 * wall's inside, past the dust flaps' ends, instead of swinging round over them.
 */
const LEAN_DEG = 15;
/** How many times a key is put halfway between two whose straight path meets something there. */
const HALFWAY_DEPTH = 3;
/** Looks per stage at the whole fold for flaps in another's way. */
const WAY_SAMPLES = 6;
/** The furthest a hand bends a waiting flap out of the way of another. */
const MAKE_WAY_DEG = 60;

/**
 * Hinges that make a fold happen as hands would do it. A flap whose stage comes after its parent's
 * (a tuck after its lid, a lid's dust flap) would turn last about an edge already at the box, sweeping
 * through the wall it goes behind. Where that happens, the flap turns during its parent's stage
 * instead, by the smallest angle at or past a share of its fold (all of it by the middle of the parent's
 * turn) that keeps it clear of every other panel: a tuck folds past square as the lid comes down and
 * slides into place inside its wall. A tuck or lock on the lid's far edge is brought round to hang as
 * it will in the shut box and goes down behind its wall so, leaning out against the wall where
 * hanging plumb would catch the dust flaps' ends (`LEAN_DEG`); it is given its path before the lid's dust
 * flaps, which are turned in while the lid still stands, laid against the lid as it starts down, held
 * there until it is shut and let down in their own stage, where bending them only as far as the walls
 * ask would have them snap home through the tuck at the last moment. Paths are looked at between their
 * keys too. A flap on a wall's end does not ride the wall's turn, which is the tube being squared.
 * Where panels still cross, a flap waiting for its turn is bent out of the way of the one folding past
 * it (`makeWay`). Hinges whose folds already keep clear are returned as they were. First, the panels
 * of a loop of creases (`loops`: a web corner's halves) are given the paths the loop allows
 * (`closeLoops`); those and paths given before the schedule (a glued linkage's) are left as they are.
 */
export function clearFoldSchedule(
  part: SchedulablePart,
  stages: number,
  loops: ReadonlyArray<LoopCrease> = [],
): TreeHinge[] {
  if (!part.panels.some((panel) => panel.slits?.length)) return scheduleFold(part, stages, loops);
  // a hand gets a tuck past the dust flaps' shoulders without pushing them aside where it can; where
  // the only clear way left is faster than a hand (a shoulder reaching the wall, beside a hanger's
  // header), the tuck slides down past the shoulders under its slits, the flaps giving a board
  const clear = scheduleFold(
    { ...part, panels: part.panels.map(({ slits: _slits, ...panel }) => panel) },
    stages,
    loops,
  );
  const clearTurn = tuckStepTurn(part, clear, stages);
  if (clearTurn <= FLUNG_DEG_PER_STEP) return clear;
  const sliding = scheduleFold(part, stages, loops);
  return tuckStepTurn(part, sliding, stages) < clearTurn ? sliding : clear;
}

/**
 * Degrees over a hundredth of the slider past which a tuck is flung rather than folded: over-folded as
 * its lid comes over, a tuck turns up to about 18 a step however fast it rides the lid.
 */
const FLUNG_DEG_PER_STEP = 20;

/**
 * The most a slit-lock tuck's path turns over a hundredth of the slider (read on the stages before
 * idle ones are dropped, so a little under what the slider shows): flung over the dust flaps'
 * shoulders or back round them between two looks, it turns far more than folded.
 */
function tuckStepTurn(part: SchedulablePart, hinges: ReadonlyArray<TreeHinge>, stages: number): number {
  const step = stages / 100;
  const slitted = new Set(part.panels.flatMap((panel) => (panel.slits?.length ? [panel.id] : [])));
  let most = 0;
  for (const { child, keys = [] } of hinges) {
    if (!slitted.has(child)) continue;
    // the turn over a step from each key on, the segment the step ends in counted in part
    for (const [i, [from]] of keys.entries()) {
      let turn = 0;
      for (let k = i + 1; k < keys.length; k++) {
        const [t0, a0] = keys[k - 1] as [number, number];
        const [t1, a1] = keys[k] as [number, number];
        const share = t1 - t0 > 0 ? Math.min(1, (from + step - t0) / (t1 - t0)) : 1;
        if (share <= 0) break;
        turn += Math.abs(a1 - a0) * share;
      }
      most = Math.max(most, turn);
    }
  }
  return most;
}

function scheduleFold(part: SchedulablePart, stages: number, loops: ReadonlyArray<LoopCrease>): TreeHinge[] {
  const margin = crossingMargin(part);
  // paths given before (a glued linkage's) are the board's own: left as they are
  const given = new Set(part.hinges.flatMap((hinge) => (hinge.keys ? [hinge.child] : [])));
  const hinges = closeLoops(part, loops, stages);
  for (const hinge of hinges) if (hinge.keys) given.add(hinge.child);
  const indexOf = new Map(hinges.map((hinge, index) => [hinge.child, index]));
  const roleOf = new Map(part.panels.map((panel) => [panel.id, panel.role ?? '']));
  const subtree = subtreeOf(hinges);
  const crossingsOver = (
    tree: TreeHinge[],
    moving: Set<string> | undefined,
    from: number,
    to: number,
  ): number => {
    let count = 0;
    for (let i = 0; i <= SAMPLES; i++) {
      const time = from + ((to - from) * i) / SAMPLES;
      count += crossingPanels({ ...part, hinges: tree }, time / stages, stages, margin, moving).length;
    }
    return count;
  };
  // the whole fold's crossings as the hinges stand, counted once and carried from one kept path to the next
  let wholeFold: number | undefined;
  for (const index of ridingOrder(hinges, roleOf)) {
    const hinge = hinges[index] as TreeHinge;
    const parentHinge = hinges[indexOf.get(hinge.parent) ?? -1];
    if (!parentHinge || parentHinge.keys || hinge.keys || parentHinge.stage > hinge.stage) continue;
    if (!RIDING_ROLES.has(roleOf.get(hinge.child) ?? '')) continue;
    // a wall turns as the tube is squared: the closure flaps on its end (a bottom) and the glue flaps
    // on its edges (the tube's own, a wrap's laps and turn-ins) fold in their own turn, after it
    if (OWN_TURN_ON[roleOf.get(hinge.child) ?? '']?.has(roleOf.get(hinge.parent) ?? '')) continue;
    const moving = subtree(hinge.child);
    const start = parentHinge.stage;
    const before = crossingsOver(hinges, moving, start, hinge.stage + 1);
    if (before === 0) continue;
    const sign = Math.sign(hinge.foldAngle) || 1;
    const crossesAt = (time: number, angle: number) =>
      crossingPanels(
        { ...part, hinges: hinges.map((h, k) => (k === index ? { ...h, keys: [[0, angle] as const] } : h)) },
        time / stages,
        stages,
        margin,
        moving,
      ).length > 0;
    // no further round than flat against the parent, or a quarter turn past the fold
    const furthest = Math.max(180, Math.abs(hinge.foldAngle) + 90);
    const clearAngle = (time: number, even: number, leans = false): number => {
      // finely near square, where a tuck slides down between its wall and the dust flaps' ends
      for (
        let extra = 0;
        extra <= Math.min(90 + Math.abs(hinge.foldAngle - even), furthest - sign * even);
        extra += extra < 30 ? FINE_STEP_DEG : STEP_DEG
      ) {
        const angle = even + sign * extra;
        if (!crossesAt(time, angle)) return angle;
        if (leans && extra > 0 && extra <= LEAN_DEG && !crossesAt(time, even - sign * extra))
          return even - sign * extra;
      }
      return even;
    };
    // a tuck or lock on an edge along its lid's hinge hangs as it will hang in the shut box from the
    // middle of the lid's turn (brought round to it by then), so it goes down behind its wall as the
    // lid lands, not over the wall's top and back through it
    const hangs = HANGING_ROLES.has(roleOf.get(hinge.child) ?? '') && parallel(hinge, parentHinge);
    const dust = roleOf.get(hinge.child) === 'dust_flap';
    // a lid's dust flaps are turned in as the stage before it ends, the lid still upright: once it
    // leans, a dust flap part-way in dips onto the walls' tops beside it
    const sampled: Array<[number, number]> =
      dust && start >= 1
        ? [
            [start - 1 / SAMPLES, 0],
            [start, hinge.foldAngle],
          ]
        : [[start, 0]];
    for (let i = 1; i < SAMPLES; i++) {
      const time = start + i / SAMPLES;
      // folded to its angle by the middle of the parent's turn, as a hand folds a tuck before closing
      const even = dust ? hinge.foldAngle : hinge.foldAngle * Math.min(1, (2 * i) / SAMPLES);
      const rest = parentHinge.foldAngle - hingeAngle(parentHinge, time / stages, stages);
      const hanging = Math.min(1, (2 * i) / SAMPLES) * (hinge.foldAngle + sign * Math.abs(rest));
      sampled.push([time, hangs ? clearAngle(time, hanging, true) : clearAngle(time, even)]);
    }
    // halfway between two keys the straight path may still meet something: a key there too, and
    // halfway between that one and its neighbours, a few times over
    const between = (
      key: [number, number],
      next: [number, number],
      depth: number,
      leans: boolean,
    ): Array<[number, number]> => {
      const time = (key[0] + next[0]) / 2;
      const halfway = (key[1] + next[1]) / 2;
      if (!crossesAt(time, halfway)) return [];
      const middle: [number, number] = [time, clearAngle(time, halfway, leans)];
      if (depth === 0) return [middle];
      return [...between(key, middle, depth - 1, leans), middle, ...between(middle, next, depth - 1, leans)];
    };
    const withHalfways = (path: Array<[number, number]>, leans = false): Array<[number, number]> => {
      const keys: Array<[number, number]> = [];
      for (const [i, key] of path.entries()) {
        const next = path[i + 1];
        keys.push(key);
        if (next && next[0] <= start + 1) keys.push(...between(key, next, HALFWAY_DEPTH, leans));
      }
      return keys;
    };
    const trialOf = (keys: Array<[number, number]>) =>
      hinges.map((h, k) => (k === index ? { ...h, keys } : h));
    // looked at between keys too: a path clear at its keys may still meet something between them
    const crossingsBetween = (tree: TreeHinge[]) =>
      fineTimes(start, hinge.stage + 1, 2).filter(
        (time) => crossingPanels({ ...part, hinges: tree }, time / stages, stages, margin, moving).length > 0,
      ).length;
    let scheduled = trialOf(withHalfways([...sampled, [start + 1, hinge.foldAngle]]));
    // a hanging flap that meets a dust flap's end halfway between two keys may lean out past it
    // rather than jump over it there and back in an instant; kept where that crosses no more
    if (hangs) {
      const leaning = trialOf(withHalfways([...sampled, [start + 1, hinge.foldAngle]], true));
      if (crossingsBetween(leaning) <= crossingsBetween(scheduled)) scheduled = leaning;
    }
    // a dust flap home by its lid's landing is bent past its fold to let the lid down and snaps home in
    // the lid's last moment, through the tuck or lock going in beside it. A hand lays it against the lid
    // instead as the lid starts down, as far as it must be bent at most on the way, before the tuck
    // or lock turns into its way, holds it there until the lid is shut, and lets it go home after
    const bent = sampled.slice(Math.floor(sampled.length / 2)).map(([, angle]) => angle);
    const held = sign > 0 ? Math.max(...bent) : Math.min(...bent);
    if (dust && hinge.stage > start && held !== hinge.foldAngle) {
      const laid = start + Math.abs(held - hinge.foldAngle) / LAYING_DEG_PER_STAGE;
      const holding = trialOf([
        ...sampled.slice(0, dust && start >= 1 ? 2 : 1),
        [laid, held],
        [Math.max(laid, start + 1), held],
        ...(hinge.stage > start + 1 ? [[hinge.stage, held] as [number, number]] : []),
        [hinge.stage + 1, hinge.foldAngle],
      ]);
      const holdingCount = crossingsBetween(holding);
      if (holdingCount === 0 || holdingCount <= crossingsBetween(scheduled)) scheduled = holding;
    }
    // kept only if this flap then crosses less and the whole fold no more: the whole fold's few looks
    // a stage can miss a crossing the flap's own finer ones see (a tuck through a hanger's back)
    if (crossingsOver(scheduled, moving, start, hinge.stage + 1) >= before) continue;
    wholeFold ??= crossingsOver(hinges, undefined, 0, stages);
    const scheduledWholeFold = crossingsOver(scheduled, undefined, 0, stages);
    if (scheduledWholeFold > wholeFold) continue;
    hinges[index] = scheduled[index] as TreeHinge;
    wholeFold = scheduledWholeFold;
  }
  return easeSnaps(
    part,
    makeWay(part, hinges, stages, margin, subtree, given),
    stages,
    margin,
    subtree,
    given,
  );
}

/**
 * The most a scheduled flap turns between two positions of the viewer's slider (a hundredth of it),
 * in degrees: a hand moves a flap over the time it needs, and the Play button shows a faster turn as a
 * flap popping through. A little under the catalog test's bound, as the slider's steps fall anywhere.
 */
export const MOST_DEG_PER_STEP = 15;

/**
 * Paths of the schedule that turn a flap faster than `MOST_DEG_PER_STEP` (a dust flap turned in in an
 * instant, a tuck jumping over a dust flap's end between two looks or down from over-folded as its lid
 * lands) eased (`easePath`): the move starts earlier and ends later. An eased path is kept only if
 * what the flap carries crosses no more on its way, looked at finely; paths given before the schedule
 * (a loop's, a glued linkage's) are the board's own and left as they are.
 */
function easeSnaps(
  part: SchedulablePart,
  start: TreeHinge[],
  stages: number,
  margin: number,
  subtree: (id: string) => Set<string>,
  given: ReadonlySet<string>,
): TreeHinge[] {
  const hinges = [...start];
  // slider steps span more of a stage once idle stages are dropped: this many stages is the most
  const perStage = MOST_DEG_PER_STEP / (stages / 100);
  for (const [index, hinge] of hinges.entries()) {
    const keys = hinge.keys;
    if (!keys?.[1] || given.has(hinge.child)) continue;
    // a turn between two keys faster than that
    const fast = keys.some(([time, angle], i) => {
      const [t0, a0] = keys[i - 1] ?? [time, angle];
      return Math.abs(angle - a0) > perStage * (time - t0);
    });
    if (!fast) continue;
    const eased = easePath(keys, Math.sign(hinge.foldAngle) || 1, perStage);
    const tree = hinges.map((h, k) => (k === index ? { ...h, keys: eased } : h));
    const moving = subtree(hinge.child);
    // kept only if it crosses nothing on the way, looked at finely: the slider's positions fall anywhere
    const clear = fineTimes(eased[0]?.[0] ?? 0, keys.at(-1)?.[0] ?? stages, 8).every(
      (time) => crossingPanels({ ...part, hinges: tree }, time / stages, stages, margin, moving).length === 0,
    );
    if (clear) hinges[index] = tree[index] as TreeHinge;
  }
  return hinges;
}

/**
 * A flap waiting for its turn that another panel folds through is bent out of the way by hand, the
 * least it takes, for as long as the other passes, and folds in from there when its turn comes: a
 * snap-lock bottom's side flaps, hanging in their walls' planes, make room as the back flap comes in
 * between them. Later flaps are tried first, as they are the ones that wait; a path is kept only if
 * nothing the flap carries then crosses on its way, even between the keys, and the whole fold crosses
 * less.
 */
function makeWay(
  part: SchedulablePart,
  start: TreeHinge[],
  stages: number,
  margin: number,
  subtree: (id: string) => Set<string>,
  given: ReadonlySet<string>,
): TreeHinge[] {
  const hinges = [...start];
  // a coarse look at the whole fold finds where flaps wait in another's way; the fine grid then
  // bends them and checks the path
  const times = [...Array(stages * WAY_SAMPLES + 1).keys()].map((i) => i / WAY_SAMPLES);
  const crossingAt = (tree: TreeHinge[], time: number, moving?: Set<string>) =>
    crossingPanels({ ...part, hinges: tree }, time / stages, stages, margin, moving).length > 0;
  const crossingTimes = (tree: TreeHinge[], moving: Set<string>, among: number[]) =>
    among.filter((time) => crossingAt(tree, time, moving));
  // the whole fold's crossing pairs at each time, worked out again only when a path is kept
  const pairsOver = (tree: TreeHinge[]) =>
    times.map((time) => crossingPanels({ ...part, hinges: tree }, time / stages, stages, margin));
  let pairs = pairsOver(hinges);
  const count = (found: Array<Array<[string, string]>>) => found.reduce((sum, at) => sum + at.length, 0);
  if (count(pairs) === 0) return hinges;
  const order = [...hinges.keys()].sort((a, b) => (hinges[b]?.stage ?? 0) - (hinges[a]?.stage ?? 0));
  for (const index of order) {
    const hinge = hinges[index] as TreeHinge;
    if (given.has(hinge.child)) continue;
    const turnsFrom = hinge.keys?.[0]?.[0] ?? hinge.stage;
    const moving = subtree(hinge.child);
    // crossed while it waits, not while it turns
    const crossing = times.filter(
      (time, i) => time < turnsFrom && (pairs[i] ?? []).some(([a, b]) => moving.has(a) !== moving.has(b)),
    );
    const first = crossing[0];
    if (first === undefined) continue;
    const rest = hingeAngle(hinge, 0, stages);
    const out = -(Math.sign(hinge.foldAngle) || 1);
    const clearAt = (time: number, angle: number) =>
      !crossingAt(
        hinges.map((h, k) => (k === index ? { ...h, keys: [[0, angle] as const] } : h)),
        time,
        moving,
      );
    // one bend for the whole pass, as a hand holds it: the most any moment of it needs
    let bend = 0;
    // found on the fine grid: the coarse one misses where the pass begins and ends
    const passing = fineTimes(
      Math.max(0, first - 1 / WAY_SAMPLES),
      Math.min(turnsFrom, (crossing.at(-1) as number) + 1 / WAY_SAMPLES),
    );
    for (const time of crossingTimes(hinges, moving, passing)) {
      while (bend <= MAKE_WAY_DEG && !clearAt(time, rest + out * bend))
        bend += bend < 30 ? FINE_STEP_DEG : STEP_DEG;
    }
    if (bend > MAKE_WAY_DEG) continue;
    const held = rest + out * bend;
    // bent out from the start of the stage that brings the other in
    const from = first > Math.floor(first) ? Math.floor(first) : Math.max(0, first - 1 / WAY_SAMPLES);
    // held out until its own turn, which then starts from there
    const own = hinge.keys?.slice(1) ?? [[hinge.stage + 1, hinge.foldAngle] as const];
    const keys: Array<[number, number]> = [
      [from, rest],
      // out of the way well before the other comes near: a flap bent part-way may meet it
      [(from + first) / 2, held],
      ...(turnsFrom > first ? [[turnsFrom, held] as [number, number]] : []),
      ...own.map(([time, angle]): [number, number] => [time, angle]),
    ];
    const tree = hinges.map((h, k) => (k === index ? { ...h, keys } : h));
    const to = (keys.at(-1) as [number, number])[0];
    if (crossingTimes(tree, moving, fineTimes(from, to)).length > 0) continue;
    const kept = pairsOver(tree);
    if (count(kept) >= count(pairs)) continue;
    hinges[index] = tree[index] as TreeHinge;
    pairs = kept;
    if (count(pairs) === 0) break;
  }
  return hinges;
}

/** The order riding flaps are given paths in: a lid's tuck or lock before its dust flaps. */
const RIDING_RANK: Record<string, number> = { tuck: 0, lock: 0, closure: 1, dust_flap: 2 };

/**
 * Hinge indices in their own order but for each panel's flaps, taken together where the first of them
 * stands and tucks and locks first: a tuck or lock flap has one way into its slot as its lid comes
 * down, and its lid's dust flaps, given paths after it, keep out of its way (held against the lid till
 * the lid is shut) instead of the other way round.
 */
function ridingOrder(hinges: ReadonlyArray<TreeHinge>, roleOf: ReadonlyMap<string, string>): number[] {
  const firstOf = new Map<string, number>();
  for (const [index, hinge] of hinges.entries())
    if (!firstOf.has(hinge.parent)) firstOf.set(hinge.parent, index);
  const rank = (index: number) => RIDING_RANK[roleOf.get((hinges[index] as TreeHinge).child) ?? ''] ?? 1;
  return [...hinges.keys()].sort(
    (a, b) =>
      (firstOf.get((hinges[a] as TreeHinge).parent) as number) -
        (firstOf.get((hinges[b] as TreeHinge).parent) as number) ||
      rank(a) - rank(b) ||
      a - b,
  );
}

/** Whether two hinges' creases run the same way on the blank (either direction). */
export function parallel(a: TreeHinge, b: TreeHinge): boolean {
  const ax = a.end[0] - a.start[0];
  const ay = a.end[1] - a.start[1];
  const bx = b.end[0] - b.start[0];
  const by = b.end[1] - b.start[1];
  return Math.abs(ax * by - ay * bx) <= 1e-4 * Math.hypot(ax, ay) * Math.hypot(bx, by);
}

/** Times from `from` to `to`, `perKey` to a key of the schedule's paths (four unless given). */
export const fineTimes = (from: number, to: number, perKey = 4): number[] =>
  [...Array(Math.round((to - from) * SAMPLES * perKey) + 1).keys()].map((i) => from + i / (SAMPLES * perKey));
