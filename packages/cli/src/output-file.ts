import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError, EXIT_FAILURE } from './cli-error';

/**
 * Writes the file whole or not at all: into a temporary file next to it, renamed over the target
 * once written, so an interrupted run never leaves half a dieline under the asked name.
 */
export async function writeOutputFile(target: string, data: string | Uint8Array): Promise<number> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new CliError(`diecut: could not write ${target}: ${(error as Error).message}`, EXIT_FAILURE);
  }
  return bytes.byteLength;
}

/** The file format: `--format`, else the extension of `--out`, else the first of `formats`. */
export function readFormat<F extends string>(
  command: string,
  formats: readonly F[],
  raw: string | boolean | undefined,
  out: string | undefined,
): F {
  if (typeof raw === 'string') {
    if ((formats as readonly string[]).includes(raw)) return raw as F;
    throw new CliError(`diecut ${command}: --format is ${formats.join(', ')}; not '${raw}'.`);
  }
  const extension = out ? path.extname(out).slice(1).toLowerCase() : '';
  return (formats as readonly string[]).includes(extension) ? (extension as F) : (formats[0] as F);
}
