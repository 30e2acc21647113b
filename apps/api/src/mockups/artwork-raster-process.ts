import { Worker } from 'node:worker_threads';
import { ArtworkProblem, type DrawnArtwork, drawArtwork, RASTER_ANSWER } from './draw-artwork';

/*
 * A process that draws one artwork's texture (built to `dist/artwork-raster-process.js`), an SVG or a
 * PDF's first page as the first argument says: the file on stdin; on stdout a tag byte, then the PNG
 * (0) or why it cannot be drawn, as JSON (1); anything else fails the process. Skia draws an SVG in
 * one native call that no thread can stop, and pdf.js parses whatever it is sent, so the server draws
 * in a process it can kill; this one also ends itself at its time limit and when the server goes, so
 * that it never outlives either.
 */

const kind = process.argv[2] as DrawnArtwork;
const limitMs = Number(process.argv[3]);
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
  drawArtwork(kind, Buffer.concat(chunks)).then(
    (png) => answer(RASTER_ANSWER.png, png),
    (error: unknown) => {
      if (!(error instanceof ArtworkProblem)) throw error;
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
