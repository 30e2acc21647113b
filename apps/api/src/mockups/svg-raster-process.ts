import { Worker } from 'node:worker_threads';
import { drawSvg, RASTER_ANSWER, SvgProblem } from './draw-svg';

/*
 * A process that draws one SVG (built to `dist/svg-raster-process.js`): the SVG on stdin; on stdout a
 * tag byte, then the PNG (0) or why it cannot be drawn, as JSON (1); anything else fails the process.
 * Skia draws in one native call that no thread can stop, so the server draws in a process it can
 * kill; this one also ends itself at its time limit and when the server goes, so that it never
 * outlives either.
 */

const limitMs = Number(process.argv[2]);
// from a thread of its own, since the drawing holds the main one: the end at the time limit, and an
// end as soon as the server that started this one is gone (it is then another process's child)
const watchdog = new Worker(
  `const parent = ${process.ppid};
  const end = () => process.kill(${process.pid}, 'SIGKILL');
  ${Number.isFinite(limitMs) && limitMs > 0 ? `setTimeout(end, ${Math.ceil(limitMs)});` : ''}
  setInterval(() => { if (process.ppid !== parent) end(); }, 200);`,
  { eval: true },
);
watchdog.unref();

const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  drawSvg(Buffer.concat(chunks).toString('utf8')).then(
    (png) => answer(RASTER_ANSWER.png, png),
    (error: unknown) => {
      if (!(error instanceof SvgProblem)) throw error;
      answer(
        RASTER_ANSWER.problem,
        Buffer.from(JSON.stringify({ detail: error.detail, title: error.title })),
      );
    },
  );
});

function answer(tag: number, body: Uint8Array): void {
  process.stdout.write(Buffer.concat([Buffer.from([tag]), body]), () => process.exit(0));
}
