import { hingeAngle, type TreeHinge } from '../panel-graph/fold-model';

/** A keyed path: [stage time, angle] pairs, times rising. */
export type KeyedPath = ReadonlyArray<readonly [number, number]>;

/** How finely an eased path is keyed, keys per stage. */
const KEYS_PER_STAGE = 96;

/**
 * A keyed path turned no faster than `perStage` degrees a stage, as a hand moves a flap: the path
 * at or past the original toward the fold's side (`sign`), a move the original made in an instant
 * spread over the time before it (a flap brought over earlier, held over-folded a little longer), and
 * home at the original's last key and time, coming down from any over-fold over the time that takes.
 * The least such path above the original, but for that landing: the upper envelope of cones of slope
 * `perStage` on every key and point of the original, capped by the one that ends on its last key.
 */
export function easePath(keys: KeyedPath, sign: number, perStage: number): Array<[number, number]> {
  const first = keys[0];
  const last = keys.at(-1);
  if (!first || !last) return [];
  // read as the pose reads a path; one stage to the slider's whole, so progress is time
  const hinge = { keys, foldAngle: last[1], stage: 0 } as unknown as TreeHinge;
  const eased = (time: number): number => {
    let upper = sign * hingeAngle(hinge, time, 1);
    for (const [t, a] of keys) upper = Math.max(upper, sign * a - perStage * Math.abs(time - t));
    return Math.min(upper, sign * last[1] + perStage * Math.max(0, last[0] - time));
  };
  // a move made too fast starts earlier, as early as its rise takes but never before the fold starts
  const rise = Math.max(...keys.map(([t, a]) => (sign * (a - first[1])) / perStage - t + first[0]));
  const from = Math.max(0, first[0] - rise);
  // keyed finely, and at the original's keys, so its holds and turns keep their corners (a time
  // twice over is a key of no length, which the pose reads as the later one)
  const times = [...Array(Math.ceil((last[0] - from) * KEYS_PER_STAGE)).keys()].map(
    (i) => from + (i + 1) / KEYS_PER_STAGE,
  );
  const path = [...times, ...keys.map(([time]) => time)]
    .filter((time) => time > from && time < last[0])
    .sort((a, b) => a - b)
    .map((time): [number, number] => [time, sign * eased(time)]);
  return [[from, first[1]], ...path, [...last]];
}
