/*
 * Drawing an artwork's texture (an SVG, a PDF's first page), for the drawing process: so that the
 * process starts fast, this module loads nothing of the API's (no schema, no zod), and the canvas
 * and pdf.js only when it draws.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** Longest side, px, of a texture rendered from a PDF page or an SVG: sharp on a screen, small to load. */
export const TEXTURE_MAX_PIXELS = 2048;

/**
 * The most pixels one artwork image may hold, whether sent as a PNG or JPEG or embedded in a PDF or an
 * SVG, and its longest side: a browser (or pdf.js, or Skia) decodes an image whole, four bytes a pixel,
 * whatever the few bytes it was sent in. 64 megapixels still holds a corrugated box's artwork at 300 dpi.
 */
export const ARTWORK_MAX_SIDE_PIXELS = 16_384;
export const ARTWORK_MAX_PIXELS = 64_000_000;

/** The first byte a drawing process answers: what follows it (PNG bytes, or a problem as JSON). */
export const RASTER_ANSWER = { png: 0, problem: 1 } as const;

/** The kinds of artwork drawn into a texture. */
export type DrawnArtwork = 'svg' | 'pdf';

/** Why an artwork cannot be drawn, as the interface's validation error reads it: a detail and a title. */
export class ArtworkProblem extends Error {
  constructor(
    readonly detail: string,
    readonly title: string,
  ) {
    super(detail);
    this.name = 'ArtworkProblem';
  }
}

const UNREADABLE_TITLE = 'The artwork file cannot be read.';
const TOO_MANY_PIXELS_TITLE = 'The artwork has too many pixels.';

/** An image in an artwork (`what`: 'The PNG', 'An image in the PDF') over the pixel caps above. */
export const tooManyPixels = (what: string, width?: number, height?: number) =>
  new ArtworkProblem(
    `${what} ${width !== undefined && height !== undefined ? `is ${width} x ${height} px` : `has more than ${ARTWORK_MAX_PIXELS / 1_000_000} megapixels`}; artwork may be at most ${ARTWORK_MAX_SIDE_PIXELS} px on a side and ${ARTWORK_MAX_PIXELS / 1_000_000} megapixels. Scale it down (150 dpi is plenty for a 3D mockup).`,
    TOO_MANY_PIXELS_TITLE,
  );

/** The whole of a raster image is over the caps. */
export const overPixelCaps = (width: number, height: number) =>
  width > ARTWORK_MAX_SIDE_PIXELS || height > ARTWORK_MAX_SIDE_PIXELS || width * height > ARTWORK_MAX_PIXELS;

/** A file of a supported type that cannot be read (`what` names it: 'SVG', 'PDF (why)'). */
export const unreadableArtwork = (what: string) =>
  new ArtworkProblem(`The ${what} file cannot be read.`, UNREADABLE_TITLE);

/** The texture's size: the longest side at `TEXTURE_MAX_PIXELS`, the proportions kept. */
export function scaledSize(width: number, height: number) {
  const scale = TEXTURE_MAX_PIXELS / Math.max(width, height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scale,
  };
}

/**
 * A sanitised SVG drawn by Skia (@napi-rs/canvas) at texture size, as PNG bytes: the same pixels in
 * every browser. The drawing is one native call nothing can interrupt, so the server makes it in a
 * process of its own (`artwork-raster-process`), which it can kill.
 */
export async function drawSvg(svg: string): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(svg, 'utf8'));
  } catch {
    throw unreadableArtwork('SVG');
  }
  if (!(image.width > 0 && image.height > 0)) {
    throw new ArtworkProblem(
      'The SVG has no size: give its root element a viewBox, or a width and height.',
      UNREADABLE_TITLE,
    );
  }
  const size = scaledSize(image.width, image.height);
  const canvas = createCanvas(size.width, size.height);
  canvas.getContext('2d').drawImage(image, 0, 0, size.width, size.height);
  return new Uint8Array(await canvas.encode('png'));
}

/** Where pdf.js finds the fonts, CMaps and decoders it loads on demand, inside its own package. */
function pdfjsAssets() {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => `${path.join(root, name)}${path.sep}`;
  return {
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    wasmUrl: folder('wasm'),
  };
}

/**
 * A PDF's first page rendered by pdf.js onto a @napi-rs/canvas (both install from npm alone), at
 * texture size, as PNG bytes. pdf.js parses whatever it is sent, so the server runs it in the same
 * process of its own as an SVG's drawing.
 */
export async function drawPdfFirstPage(bytes: Uint8Array): Promise<Uint8Array> {
  const [{ getDocument }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  // pdf.js drops an image over `maxImageSize` (before decoding it) with a warning, and draws the page
  // without it: the warning is how the drop is told apart from an image that is just not there
  const warnings = heardWarnings();
  // pdf.js transfers the buffer it reads to its worker: give it a copy, the caller's bytes are kept
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    maxImageSize: ARTWORK_MAX_PIXELS,
    verbosity: 1,
    ...pdfjsAssets(),
  });
  try {
    const document = await task.promise.catch(() => {
      throw unreadableArtwork('PDF (it is damaged or protected by a password)');
    });
    if (document.numPages < 1) throw unreadableArtwork('PDF (it has no pages)');
    const page = await document.getPage(1).catch(() => {
      throw unreadableArtwork('PDF (its first page is damaged)');
    });
    const base = page.getViewport({ scale: 1 });
    const size = scaledSize(base.width, base.height);
    const viewport = page.getViewport({ scale: size.scale });
    const canvas = createCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    // a page without a background is transparent in pdf.js and white on paper
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    if (warnings.heard(/exceeded maximum allowed size/)) throw tooManyPixels('An image in the PDF');
    if (warnings.heard(/allocation failed|out of memory/i)) throw needsTooMuchMemory();
    return new Uint8Array(await canvas.encode('png'));
  } finally {
    warnings.stop();
    await task.destroy();
  }
}

/** 400: drawing the artwork needs more memory than the drawing process is given. */
export const needsTooMuchMemory = () =>
  new ArtworkProblem(
    'Drawing the artwork needs more memory than the server gives one artwork: send fewer or smaller images, or the artwork as a PNG or JPEG.',
    TOO_MANY_PIXELS_TITLE,
  );

/**
 * pdf.js's warnings (it writes them with `console.warn`), kept instead of printed until `stop`: the
 * drawing process is the only user of its console, and its stderr goes to the server's log.
 */
function heardWarnings() {
  const heard: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    heard.push(args.map(String).join(' '));
  };
  return {
    heard: (pattern: RegExp) => heard.some((warning) => pattern.test(warning)),
    stop: () => {
      console.warn = original;
    },
  };
}

/** The texture of an artwork of that kind, as PNG bytes. */
export function drawArtwork(kind: DrawnArtwork, bytes: Uint8Array): Promise<Uint8Array> {
  return kind === 'svg' ? drawSvg(Buffer.from(bytes).toString('utf8')) : drawPdfFirstPage(bytes);
}
