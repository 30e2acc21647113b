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
  const lift = keys.map(([time, angle]) => [time, sign * angle] as const);
  const original = (time: number): number => {
    if (time <= first[0]) return sign * first[1];
    for (let i = 1; i < lift.length; i++) {
      const [t1, a1] = lift[i] as readonly [number, number];
      if (time > t1) continue;
      const [t0, a0] = lift[i - 1] as readonly [number, number];
      return t1 === t0 ? a1 : a0 + ((a1 - a0) * (time - t0)) / (t1 - t0);
    }
    return sign * last[1];
  };
  const eased = (time: number): number => {
    let upper = original(time);
    for (const [t, a] of lift) upper = Math.max(upper, a - perStage * Math.abs(time - t));
    return Math.min(upper, sign * last[1] + perStage * Math.max(0, last[0] - time));
  };
  // a move made too fast starts earlier, as early as its rise takes but never before the fold starts
  const rise = Math.max(0, ...lift.map(([t, a]) => (a - sign * first[1]) / perStage - (t - first[0])));
  const from = Math.max(0, first[0] - rise);
  // keyed finely, and at the original's keys, so its holds and turns keep their corners
  const count = Math.max(1, Math.ceil((last[0] - from) * KEYS_PER_STAGE));
  const times = [...Array(count).keys()].map((i) => from + i / KEYS_PER_STAGE);
  times.push(...keys.map(([time]) => time).filter((time) => time > from && time < last[0]));
  times.sort((a, b) => a - b);
  const path: Array<[number, number]> = [[from, first[1]]];
  for (const time of times.slice(1))
    if (time - (path.at(-1) as [number, number])[0] > 1e-9) path.push([time, sign * eased(time)]);
  path.push([last[0], last[1]]);
  return path;
}
