import { move, transferableSymbol, valueSymbol } from 'piscina';
import { type ComputeOutcome, type ComputeTask, encodeError, runTask } from './compute-tasks';

/**
 * The worker thread's entry (built to `dist/compute-worker.js`): runs one task and answers its
 * outcome, errors included, as plain data. The file's bytes are moved, not copied, to the main thread.
 */
export default async function compute(task: ComputeTask): Promise<unknown> {
  let value: unknown;
  try {
    value = await runTask(task);
  } catch (error) {
    return { ok: false, error: encodeError(error) } satisfies ComputeOutcome<never>;
  }
  const outcome = { ok: true, value } satisfies ComputeOutcome<unknown>;
  const withFile = value as { file?: unknown };
  if (!(withFile.file instanceof Uint8Array)) return outcome;
  const file = ownBuffer(withFile.file);
  withFile.file = file;
  return move({ [transferableSymbol]: [file.buffer], [valueSymbol]: outcome } as never);
}

/** A view over a whole buffer of its own: a slice of Node's shared pool must not be moved away. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}
