/**
 * Who asked for a task: an account (an API key's), or a client address on the key-less pages. The
 * compute workers are shared out between owners, so that one cannot keep the others waiting.
 */
export type TaskOwner = string;

/** Tasks of no particular owner (the server's own, tests) share one place in the rotation. */
export const SHARED_OWNER: TaskOwner = '';

export interface FairQueueLimits {
  /** Tasks that may run at once in all (the workers' places). */
  slots: number;
  /** Tasks that may wait in all. */
  queueLimit: number;
  /** Of `slots` and `queueLimit`, the share one owner may hold at once, 0 to 1. */
  ownerShare: number;
}

/** Why a task was not queued: every place in the queue is taken, or its owner's share of them is. */
export type QueueRefusal = 'full' | 'owner-full';

/**
 * The tasks waiting for a worker, taken out owner by owner in turn (round robin) rather than first in
 * first out, and never more at once for one owner than its share of the places: a key that sends a
 * hundred heavy tasks keeps its share busy, and another key's task starts as soon as one place frees.
 */
export class FairQueue<T> {
  readonly #waiting = new Map<TaskOwner, T[]>();
  readonly #running = new Map<TaskOwner, number>();
  readonly #ownerSlots: number;
  readonly #ownerQueue: number;
  readonly #limits: FairQueueLimits;
  #queued = 0;
  #runningTotal = 0;

  constructor(limits: FairQueueLimits) {
    this.#limits = limits;
    this.#ownerSlots = ownerPlaces(limits.slots, limits.ownerShare);
    this.#ownerQueue = ownerPlaces(limits.queueLimit, limits.ownerShare);
  }

  /** Places one owner may hold at once: running, and waiting. */
  get ownerLimits(): { running: number; waiting: number } {
    return { running: this.#ownerSlots, waiting: this.#ownerQueue };
  }

  get queued(): number {
    return this.#queued;
  }

  get running(): number {
    return this.#runningTotal;
  }

  /** Queues the task (first in its owner's line when `first`: a task retried), or says why not. */
  add(owner: TaskOwner, task: T, first = false): QueueRefusal | undefined {
    const line = this.#waiting.get(owner) ?? [];
    if (!first) {
      if (this.#queued >= this.#limits.queueLimit) return 'full';
      if (line.length >= this.#ownerQueue) return 'owner-full';
    }
    if (first) line.unshift(task);
    else line.push(task);
    this.#waiting.set(owner, line);
    this.#queued++;
    return undefined;
  }

  /** Takes a task out that has not started (given up on); false when it was not waiting. */
  remove(owner: TaskOwner, task: T): boolean {
    const line = this.#waiting.get(owner);
    const index = line?.indexOf(task) ?? -1;
    if (!line || index < 0) return false;
    line.splice(index, 1);
    if (line.length === 0) this.#waiting.delete(owner);
    this.#queued--;
    return true;
  }

  /**
   * The next task to start, counted as running until `finish`: the first waiting task of the first
   * owner in the rotation that is under its share of places (the owner then goes to the back of the
   * rotation); none while every place is taken.
   */
  next(): { owner: TaskOwner; task: T } | undefined {
    if (this.#runningTotal >= this.#limits.slots) return undefined;
    for (const [owner, line] of this.#waiting) {
      if ((this.#running.get(owner) ?? 0) >= this.#ownerSlots) continue;
      const task = line.shift() as T;
      // the Map keeps insertion order: deleting and setting again sends the owner to the back
      this.#waiting.delete(owner);
      if (line.length > 0) this.#waiting.set(owner, line);
      this.#queued--;
      this.#running.set(owner, (this.#running.get(owner) ?? 0) + 1);
      this.#runningTotal++;
      return { owner, task };
    }
    return undefined;
  }

  /**
   * Every waiting task, out of its line at once and counted as running, places and shares aside: at
   * shutdown they all go to the pool, which lets what it was given finish.
   */
  drain(): Array<{ owner: TaskOwner; task: T }> {
    const all: Array<{ owner: TaskOwner; task: T }> = [];
    for (const [owner, line] of this.#waiting) {
      for (const task of line) all.push({ owner, task });
      this.#running.set(owner, (this.#running.get(owner) ?? 0) + line.length);
      this.#runningTotal += line.length;
    }
    this.#waiting.clear();
    this.#queued = 0;
    return all;
  }

  /** A task `next` (or `drain`) gave out has ended (answered, failed or given up). */
  finish(owner: TaskOwner): void {
    const running = (this.#running.get(owner) ?? 0) - 1;
    if (running > 0) this.#running.set(owner, running);
    else this.#running.delete(owner);
    this.#runningTotal--;
  }
}

/** One owner's places of `total`: its share, rounded down, but always at least one. */
function ownerPlaces(total: number, share: number): number {
  if (!Number.isFinite(total)) return total;
  return Math.max(1, Math.floor(total * Math.min(1, Math.max(0, share))));
}
