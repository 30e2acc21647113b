import { writeFileSync } from 'node:fs';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { type ComputeOutcome, encodeError } from './compute-errors';
import { runTask } from './compute-tasks';
import { COMPUTE_THREAD_NAME, type ComputeMessage, markStarted } from './task-clock';

/**
 * Names this thread in /proc/<pid>/task/<tid>/comm, where node 20 names every thread of the process
 * `node`: so the CPU a compute worker spends can be told from the main thread's and from the garbage
 * collector's and libuv's helper threads (the bench reads them apart). Linux only; elsewhere nothing.
 */
function nameThisThread(name: string): void {
  try {
    writeFileSync('/proc/thread-self/comm', name);
  } catch {
    // no /proc: the thread keeps its name
  }
}

nameThisThread(COMPUTE_THREAD_NAME);

/**
 * The worker thread's entry (built to `dist/compute-worker.js`): runs one task and answers its
 * outcome, errors included, as plain data. The file's bytes are moved, not copied, to the main thread.
 * It first notes when and where the task started, which the main thread's time limit counts from.
 */
export default async function compute({
  task,
  clock,
  timeLimitMs,
  artworkMemoryMb,
}: ComputeMessage): Promise<unknown> {
  const started = markStarted(clock);
  // the main thread gave up on it while it waited (and answered the request busy)
  if (started === undefined) return { ok: false, error: encodeError(new Error('cancelled')) };
  let value: unknown;
  try {
    value = await runTask(task, {
      timeLimitMs,
      startedAt: started,
      ...(artworkMemoryMb !== undefined ? { artworkMemoryMb } : {}),
    });
  } catch (error) {
    return { ok: false, error: encodeError(error) } satisfies ComputeOutcome<never>;
  }
  const outcome = { ok: true, value } satisfies ComputeOutcome<unknown>;
  const buffers = moveBytes(value);
  if (buffers.length === 0) return outcome;
  return move({ [transferableSymbol]: buffers, [valueSymbol]: outcome } as never);
}

/**
 * The bytes of a result (a file, an artwork's original and texture: fields of the result or of an
 * object in it), each made a view over a buffer of its own; answers the buffers to move.
 */
function moveBytes(value: unknown): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  const visit = (holder: Record<string, unknown>, depth: number) => {
    for (const [key, field] of Object.entries(holder)) {
      if (field instanceof Uint8Array) {
        const own = ownBuffer(field);
        holder[key] = own;
        if (!buffers.includes(own.buffer)) buffers.push(own.buffer);
      } else if (depth > 0 && field && typeof field === 'object' && !Array.isArray(field)) {
        visit(field as Record<string, unknown>, depth - 1);
      }
    }
  };
  if (value && typeof value === 'object') visit(value as Record<string, unknown>, 1);
  return buffers;
}

/** A view over a whole buffer of its own: a slice of Node's shared pool must not be moved away. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}
