import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { artworkRefusal, artworkTooSlow } from './artwork-limits';
import {
  ArtworkProblem,
  type DrawnArtwork,
  drawArtwork,
  needsTooMuchMemory,
  RASTER_ANSWER,
} from './draw-artwork';

/** The built drawing process, next to the running module (`dist/`); absent when run from sources. */
const PROCESS_FILE = fileURLToPath(new URL('./artwork-raster-process.js', import.meta.url));

/**
 * A sanitised SVG's or a PDF's first page's texture, as PNG bytes. Built, the drawing runs in a
 * process of its own, killed (and the upload refused with 400) at `stopAt`: an SVG made to draw for
 * minutes, blurs on thousands of shapes, would otherwise hold a compute worker's thread in a native
 * call that neither the pool's time limit nor a shutdown can stop, and pdf.js parses untrusted files
 * away from the server's memory. From the TypeScript sources (tests) it draws here.
 */
export async function rasteriseArtwork(
  kind: DrawnArtwork,
  bytes: Uint8Array,
  {
    stopAt = Number.POSITIVE_INFINITY,
    timeLimitMs = Number.POSITIVE_INFINITY,
    memoryLimitMb = DEFAULT_ARTWORK_MEMORY_MB,
  }: {
    stopAt?: number | undefined;
    timeLimitMs?: number | undefined;
    memoryLimitMb?: number | undefined;
  } = {},
): Promise<Uint8Array> {
  if (!existsSync(PROCESS_FILE)) {
    return drawArtwork(kind, bytes).catch((error: unknown) => {
      throw error instanceof ArtworkProblem ? artworkRefusal(error) : error;
    });
  }
  const leftMs = Math.max(1, stopAt - Date.now());
  const limit = Number.isFinite(leftMs) ? [String(leftMs)] : [];
  const [command, ...args] = withMemoryLimit(memoryLimitMb, [
    process.execPath,
    `--max-old-space-size=${JS_HEAP_MB}`,
    PROCESS_FILE,
    kind,
    ...limit,
  ]);
  const child = spawn(command as string, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4096);
  });
  let tooSlow = false;
  const timer = Number.isFinite(leftMs)
    ? setTimeout(() => {
        tooSlow = true;
        child.kill('SIGKILL');
      }, leftMs)
    : undefined;
  // a child killed before it read its input makes the write fail: its exit says what happened
  child.stdin.on('error', () => {});
  child.stdin.end(bytes);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  }).finally(() => clearTimeout(timer));
  const output = Buffer.concat(chunks);
  if (tooSlow || signal === 'SIGKILL') throw artworkTooSlow(timeLimitMs);
  if (code !== 0 || output.length === 0) {
    // what runs out at the memory cap: Skia's surfaces and bitmaps, C++ allocations, V8's heap
    if (OUT_OF_MEMORY.test(stderr)) throw artworkRefusal(needsTooMuchMemory());
    throw new Error(`the artwork drawing process ended with ${code ?? signal}: ${stderr.slice(-600)}`);
  }
  const body = output.subarray(1);
  if (output[0] === RASTER_ANSWER.problem)
    throw artworkRefusal(JSON.parse(body.toString('utf8')) as ArtworkProblem);
  return new Uint8Array(body);
}

/**
 * The drawing process's memory, MB of data segment (the heap, private writable mappings): a cap the
 * kernel enforces, so no file, however it was made, takes the server's memory. pdf.js and Skia reserve
 * well beyond what they touch: the largest image the caps allow (64 megapixels of RGB in a PDF) needs
 * 3 GB of it while its resident peak is about 1 GB.
 */
export const DEFAULT_ARTWORK_MEMORY_MB = 3072;

/** The drawing process's JavaScript heap, MB: the images it decodes live outside it. */
const JS_HEAP_MB = 512;

const OUT_OF_MEMORY =
  /out of memory|allocation failed|bad_alloc|tryAllocPixels|Create skia surface failed|Cannot allocate memory/i;

/**
 * The command run under a data-segment limit of `limitMb` (`ulimit -d`, which a process cannot raise
 * past): through the POSIX shell on Linux, as it is; elsewhere (macOS has no such cap on mmap) as it is.
 */
function withMemoryLimit(limitMb: number, command: string[]): string[] {
  if (process.platform !== 'linux' || !(limitMb > 0) || !existsSync('/bin/sh')) return command;
  return ['/bin/sh', '-c', `ulimit -d ${Math.floor(limitMb * 1024)} && exec "$0" "$@"`, ...command];
}
