/*
 * Drawing an SVG, for the drawing process too: so that the process starts fast, this module loads
 * nothing of the API's (no schema, no zod) but the canvas.
 */

/** Longest side, px, of a texture rendered from a PDF page or an SVG: sharp on a screen, small to load. */
export const TEXTURE_MAX_PIXELS = 2048;

/** The first byte a drawing process answers: what follows it (PNG bytes, or a problem as JSON). */
export const RASTER_ANSWER = { png: 0, problem: 1 } as const;

/** Why an SVG cannot be drawn, as the interface's validation error reads it: a detail and a title. */
export class SvgProblem extends Error {
  constructor(
    readonly detail: string,
    readonly title: string,
  ) {
    super(detail);
    this.name = 'SvgProblem';
  }
}

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
 * process of its own (`svg-raster-process`), which it can kill.
 */
export async function drawSvg(svg: string): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(svg, 'utf8'));
  } catch {
    throw new SvgProblem('The SVG file cannot be read.', 'The artwork file cannot be read.');
  }
  if (!(image.width > 0 && image.height > 0)) {
    throw new SvgProblem(
      'The SVG has no size: give its root element a viewBox, or a width and height.',
      'The artwork file cannot be read.',
    );
  }
  const size = scaledSize(image.width, image.height);
  const canvas = createCanvas(size.width, size.height);
  canvas.getContext('2d').drawImage(image, 0, 0, size.width, size.height);
  return new Uint8Array(await canvas.encode('png'));
}
