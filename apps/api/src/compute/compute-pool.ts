import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findTemplate, type TemplateDefinition } from '@diecut/geometry';
import { type CreateDielineRequest, DiecutError } from '@diecut/schema';
import { Piscina } from 'piscina';
import type { DielineCompute } from '../dielines/create-dieline';
import type { DielineComputation } from '../dielines/dieline-file';
import { artworkTooSlow } from '../mockups/artwork-limits';
import type { FilePlacement } from '../storage/place-file';
import { type ComputeOutcome, decodeError } from './compute-errors';
import type { ComputeResult, ComputeTask } from './compute-tasks';
import { FairQueue, SHARED_OWNER, type TaskOwner } from './fair-queue';
import { type ComputeMessage, cancelIfWaiting, newTaskClock, started, taskDeadline } from './task-clock';

/** The tasks themselves, loaded only where they run inline: the writers stay out of the HTTP thread. */
const inline = () => import('./compute-tasks');

/** The built worker entry, next to the running module (`dist/main.js`, `dist/bench.js`). */
export const defaultWorkerFile = (): string => fileURLToPath(new URL('./compute-worker.js', import.meta.url));

/**
 * Running from the TypeScript sources (vitest): a worker thread inherits the runner's module hooks,
 * which point workspace imports at TypeScript it cannot load, so the work stays inline there. The
 * child-process test runs the built server with its real pool.
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

export interface ComputeStats {
  /** Worker threads; 0 when the work runs on the main thread. */
  workers: number;
  /** Tasks the workers have finished. */
  completed: number;
  /** Tasks waiting for a free worker. */
  queued: number;
}

/** How many tasks a worker takes at once (see `concurrentTasksPerWorker` below). */
const TASKS_PER_WORKER = 2;

/** A task waiting in the fair queue, with how to answer it. */
interface QueuedTask {
  task: ComputeTask;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Runs it has had: a task lost with a worker stopped under another task is run once more. */
  attempts: number;
  /** Gives up on it once it has waited the whole time limit. */
  timer?: NodeJS.Timeout;
}

/**
 * Where the CPU-bound work of a request runs: geometry, rule checks and file writers. With workers it
 * is a piscina pool, so the main thread keeps answering HTTP while files are drawn; with 0 it runs
 * inline (in-process tests, or a one-core machine where a thread only adds copying).
 */
export class ComputePool implements DielineCompute {
  readonly #pool: Piscina<ComputeMessage, ComputeOutcome<unknown>> | undefined;
  readonly #workers: number;
  readonly #timeLimitMs: number;
  readonly #artworkMemoryMb: number | undefined;
  readonly #queue: FairQueue<QueuedTask>;
  #closing = false;

  constructor(
    requested: number,
    options: {
      workerFile?: string;
      /** A worker that failed outside any task (piscina starts another); unheard, it would end the process. */
      onWorkerError?: (error: unknown) => void;
      /**
       * Tasks that may wait for a worker; one more is refused with 503 and `Retry-After`, so a
       * sustained overload sheds requests instead of piling them up in memory without bound.
       */
      queueLimit?: number;
      /**
       * How long a task may take, ms, from when a worker starts it (a wait for a worker counts only
       * once it alone has lasted this long): past it the worker is stopped and replaced, so an artwork
       * built to be slow or a task that never ends cannot hold a worker. No limit when absent or inline.
       */
      timeLimitMs?: number;
      /**
       * The share, 0 to 1, of the workers' places and of the queue one owner may hold at once
       * (at least one of each): another owner's task then waits at most for one task to end.
       */
      ownerShare?: number;
      /** Memory, MB, of an artwork's drawing process. */
      artworkMemoryMb?: number;
    } = {},
  ) {
    this.#timeLimitMs = options.timeLimitMs ?? Number.POSITIVE_INFINITY;
    this.#artworkMemoryMb = options.artworkMemoryMb;
    const workerFile = options.workerFile ?? defaultWorkerFile();
    // a worker file given explicitly is one that loads without the sources (a test's fixture)
    const workers = FROM_SOURCES && !options.workerFile ? 0 : requested;
    this.#workers = workers;
    if (workers > 0 && !existsSync(workerFile)) {
      throw new Error(`the compute worker ${workerFile} is missing: build the API first (pnpm build)`);
    }
    this.#pool =
      workers > 0
        ? new Piscina({
            filename: workerFile,
            minThreads: workers,
            maxThreads: workers,
            idleTimeout: Infinity,
            // V8 lets a busy worker's heap grow far past the ~20 MB a task keeps alive before it collects;
            // a small young generation and an explicit old-generation cap (which makes V8 size the
            // heap by it, not by the machine's memory) cut the server's peak RSS under load by ~60 MB.
            // 64 MB rather than 32, 16 or 8: a PDF makes over half a megabyte of garbage, and each
            // halving of the young generation made the collections (scavenges, objects promoted
            // early) cost more CPU per create: 64 to 32 about 0.25 ms more per PDF (2.37-2.53
            // against 2.67-2.74 ms server CPU) and 0.03-0.07 ms per SVG, 32 to 16 about 10%, 16 to
            // 8 13-17%, for some 7-12, 13 and 10 MB less peak RSS
            resourceLimits: { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: 512 },
            // the threads run at a lower priority than the main thread, so that on a busy machine the
            // thread answering HTTP (health checks included) is scheduled first; piscina sets it
            // through its optional @napi-rs/nice, and skips it where that is not installed
            niceIncrement: 10,
            // a second task waits in the worker, which starts it while the first one's file is
            // flushed to disk on the thread pool: at one task a worker sat idle through every flush
            // (a 1-worker server made 30-40% fewer heavy DXF creates a second)
            concurrentTasksPerWorker: TASKS_PER_WORKER,
          })
        : undefined;
    this.#queue = new FairQueue({
      slots: Math.max(1, workers) * TASKS_PER_WORKER,
      queueLimit: options.queueLimit ?? Number.POSITIVE_INFINITY,
      ownerShare: options.ownerShare ?? 1,
    });
    this.#pool?.on('error', (error: unknown) => options.onWorkerError?.(error));
  }

  async dieline(
    template: TemplateDefinition,
    request: CreateDielineRequest,
    createdAt: Date,
    placeAt?: FilePlacement,
    owner?: TaskOwner,
  ): Promise<DielineComputation> {
    // a worker knows templates only by id: one made in a test, not the catalog's, is built here;
    // and here the file comes back as bytes, as blocking file calls have no place on this thread
    if (!this.#pool || findTemplate(template.id) !== template)
      return (await import('../dielines/dieline-file')).computeDieline(template, request, createdAt);
    return this.run({ kind: 'dieline', templateId: template.id, request, createdAt, placeAt }, owner);
  }

  stats(): ComputeStats {
    return {
      workers: this.#workers,
      completed: this.#pool?.completed ?? 0,
      queued: this.#queue.queued + (this.#pool?.queueSize ?? 0),
    };
  }

  /** Places one owner (key) may hold at once: running, and waiting. */
  get ownerLimits(): { running: number; waiting: number } {
    return this.#queue.ownerLimits;
  }

  /**
   * Lets queued and running tasks finish, then ends the threads; at `deadline` (epoch ms), if any is
   * still running, stops them there, and their tasks fail.
   */
  async close(deadline = Number.POSITIVE_INFINITY): Promise<void> {
    const pool = this.#pool;
    if (!pool) return;
    this.#closing = true;
    // what still waits in the fair queue goes to piscina now, whose close lets queued tasks finish
    for (const { owner, task } of this.#queue.drain()) this.#start(owner, task);
    const closed = pool.close();
    if (Number.isFinite(deadline)) {
      const late = delay(Math.max(0, deadline - Date.now())).then(() => 'late' as const);
      if ((await Promise.race([closed, late])) === 'late') return pool.destroy();
    }
    await closed;
  }

  /**
   * Runs the task in a worker, or here when the pool has none; its errors are thrown as they were
   * thrown. `owner` (an account, a client address) shares the workers fairly with other owners: its
   * tasks wait in its own line, and at most its share of them run or wait at once.
   */
  async run<T extends ComputeTask>(task: T, owner: TaskOwner = SHARED_OWNER): Promise<ComputeResult<T>> {
    // inline, nothing can be stopped but a process the task starts itself (an SVG's drawing)
    if (!this.#pool) return (await inline()).runTask(task, this.#limits());
    return new Promise<ComputeResult<T>>((resolve, reject) => {
      const queued: QueuedTask = { task, resolve: resolve as (value: unknown) => void, reject, attempts: 0 };
      // once closing, straight to piscina, as everything waiting went there
      if (this.#closing) {
        return void this.#execute(task).then(resolve as (value: unknown) => void, (error: unknown) =>
          reject(error instanceof LostTask ? error.answer : error),
        );
      }
      const refusal = this.#queue.add(owner, queued);
      if (refusal === 'full') return reject(busyError());
      if (refusal === 'owner-full') return reject(ownerBusyError(this.#queue.ownerLimits.waiting));
      if (Number.isFinite(this.#timeLimitMs)) {
        // waiting the whole time limit for a worker is as bad as running it: answered busy
        queued.timer = setTimeout(() => {
          if (this.#queue.remove(owner, queued)) reject(busyError());
        }, this.#timeLimitMs);
        queued.timer.unref();
      }
      this.#pump();
    });
  }

  /** What the tasks are given: the time limit, the drawing process's memory. */
  #limits() {
    return {
      timeLimitMs: this.#timeLimitMs,
      ...(this.#artworkMemoryMb !== undefined ? { artworkMemoryMb: this.#artworkMemoryMb } : {}),
    };
  }

  /** Starts waiting tasks while the workers have places, owner by owner in turn. */
  #pump(): void {
    for (let next = this.#queue.next(); next; next = this.#queue.next()) this.#start(next.owner, next.task);
  }

  /** Runs a task the queue gave out, and answers it (or queues it again, lost with its worker). */
  #start(owner: TaskOwner, queued: QueuedTask): void {
    clearTimeout(queued.timer);
    queued.attempts++;
    this.#execute(queued.task).then(
      (value) => {
        this.#queue.finish(owner);
        queued.resolve(value);
        this.#pump();
      },
      (error: unknown) => {
        this.#queue.finish(owner);
        // lost with a worker stopped under another task (its time limit, or a heap that ran out):
        // not this task's doing, so it runs once more, first in its owner's line
        if (error instanceof LostTask && queued.attempts < 2 && !this.#closing && resendable(queued.task)) {
          this.#queue.add(owner, queued, true);
        } else queued.reject(error instanceof LostTask ? error.answer : error);
        this.#pump();
      },
    );
  }

  /** One run of a task on the pool. */
  async #execute(task: ComputeTask): Promise<unknown> {
    const pool = this.#pool as Piscina<ComputeMessage, ComputeOutcome<unknown>>;
    // uploaded artwork is the caller's no longer: moved to the worker, not copied (so not run twice)
    const upload =
      task.kind === 'artwork' && wholeBuffer(task.bytes) ? [task.bytes.buffer as ArrayBuffer] : [];
    const clock = newTaskClock();
    const running = pool.run(
      { task, clock, ...this.#limits() },
      {
        transferList: upload,
      },
    );
    const outcome = await this.#withinTimeLimit(running, clock, task);
    if (!outcome.ok) throw decodeError(outcome.error);
    return outcome.value;
  }

  /**
   * The task's outcome, unless it runs past the time limit (its worker thread is then stopped, and
   * piscina starts another) or waits for a worker the whole limit (the worker will skip it): then the
   * error to answer. No AbortSignal goes to piscina, which would run a task that has one alone on a
   * worker, and so give up the second task a worker takes while the first one's file is flushed.
   */
  #withinTimeLimit(
    running: Promise<ComputeOutcome<unknown>>,
    clock: BigInt64Array,
    task: ComputeTask,
  ): Promise<ComputeOutcome<unknown>> {
    if (!Number.isFinite(this.#timeLimitMs))
      return running.catch((error: unknown) => Promise.reject(lostOr(error)));
    const submittedAt = Date.now();
    return new Promise((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const settle = (answer: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        answer();
      };
      const check = () => {
        const deadline = taskDeadline(clock, submittedAt, this.#timeLimitMs, Date.now());
        if (deadline.kind === 'running') return arm(deadline.remainingMs);
        if (deadline.kind === 'waiting') return arm(1);
        if (deadline.waited) {
          // unless a worker took it this instant: then it runs its whole limit
          if (!cancelIfWaiting(clock)) return arm(0);
          // it waited in a worker behind a task of another (stopped at its limit about now, as a
          // rule): given up on here, and run once more from the pool's queue
          return settle(() => reject(new LostTask(busyError())));
        }
        // answered once the thread is gone (piscina has then dropped it, so no further task goes
        // to it), or a second on, should it be stuck where it cannot be stopped
        const thread = started(clock)?.threadId;
        const worker = this.#pool?.threads.find((candidate) => candidate.threadId === thread);
        settled = true;
        void Promise.race([worker?.terminate(), delay(1000)]).then(() =>
          reject(timeLimitError(task, this.#timeLimitMs)),
        );
      };
      const arm = (ms: number) => {
        timer = setTimeout(check, ms);
        timer.unref();
      };
      arm(this.#timeLimitMs);
      running.then(
        (outcome) => settle(() => resolve(outcome)),
        (error: unknown) => settle(() => reject(lostOr(error))),
      );
    });
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * A task whose worker thread was stopped under it: by another task's time limit, by a shutdown, or
 * when the thread's heap ran out. `answer` is what its request gets if it is not run again.
 */
class LostTask extends Error {
  constructor(readonly answer: DiecutError) {
    super(answer.message);
    this.name = 'LostTask';
  }
}

/** A lost worker thread as a `LostTask`; any other error as is. */
function lostOr(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new LostTask(outOfMemoryError());
  const lost =
    error.message === 'Terminating worker thread' || error.message.startsWith('worker exited with code');
  return lost ? new LostTask(workerLostError()) : error;
}

/** A task may be sent to a worker again unless its upload was moved to the worker it lost. */
const resendable = (task: ComputeTask) => task.kind !== 'artwork' || task.bytes.byteLength > 0;

/**
 * 400: the task ran a worker's heap out, twice. The limits on what a request may ask (sheet sizes,
 * copies, pixels) are meant to keep every request far from it, so this names the request's size.
 */
function outOfMemoryError(): DiecutError {
  return DiecutError.validation(
    [
      {
        message:
          'This request needs more memory than the server gives one request: ask for less (a smaller sheet, fewer copies, smaller artwork).',
      },
    ],
    'The request is too large to compute.',
  );
}

/** 429: the owner already has its share of the queue waiting. */
function ownerBusyError(waiting: number): DiecutError {
  return new DiecutError(
    429,
    `This key already has ${waiting} ${waiting === 1 ? 'request' : 'requests'} waiting for the server's workers: wait for ${waiting === 1 ? 'it' : 'them'} to be answered before sending more.`,
    { headers: { 'Retry-After': '2' } },
  );
}

const wholeBuffer = (bytes: Uint8Array) =>
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength;

/**
 * A task stopped at the time limit. Artwork is the caller's to simplify (400, as the interface's
 * validation errors); anything else should never take this long, so it is the server's (503).
 */
function timeLimitError(task: ComputeTask, limitMs: number): DiecutError {
  if (task.kind === 'artwork') return artworkTooSlow(limitMs);
  const seconds = Math.round(limitMs / 100) / 10;
  return new DiecutError(
    503,
    `The server stopped this after ${seconds} s, the longest it gives one request's work; nothing was saved.`,
  );
}

/** 503: the worker thread under the task was stopped (another task's time limit, or shutdown). */
function workerLostError(): DiecutError {
  return new DiecutError(503, 'The server stopped the worker drawing this: try again in a few seconds.', {
    headers: { 'Retry-After': '2' },
  });
}

/** 503 with a hint when to come back: every worker is busy and the queue is full. */
function busyError(): DiecutError {
  return new DiecutError(503, 'The server is busy drawing other files: try again in a few seconds.', {
    headers: { 'Retry-After': '2' },
  });
}
