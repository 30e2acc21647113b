import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { artworkRefusal, artworkTooSlow } from './artwork-limits';
import { ArtworkProblem, type DrawnArtwork, drawArtwork, RASTER_ANSWER } from './draw-artwork';

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
  { stopAt = Number.POSITIVE_INFINITY, timeLimitMs = Number.POSITIVE_INFINITY } = {},
): Promise<Uint8Array> {
  if (!existsSync(PROCESS_FILE)) {
    return drawArtwork(kind, bytes).catch((error: unknown) => {
      throw error instanceof ArtworkProblem ? artworkRefusal(error) : error;
    });
  }
  const leftMs = Math.max(1, stopAt - Date.now());
  const limit = Number.isFinite(leftMs) ? [String(leftMs)] : [];
  const child = spawn(process.execPath, [PROCESS_FILE, kind, ...limit], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
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
  if (code !== 0 || output.length === 0)
    throw new Error(`the artwork drawing process ended with ${code ?? signal}`);
  const body = output.subarray(1);
  if (output[0] === RASTER_ANSWER.problem)
    throw artworkRefusal(JSON.parse(body.toString('utf8')) as ArtworkProblem);
  return new Uint8Array(body);
}
