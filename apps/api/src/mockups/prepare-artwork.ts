import { type ArtworkType, DiecutError } from '@diecut/schema';
import { artworkRefusal, artworkUnreadable as unreadable } from './artwork-limits';
import { detectArtworkType, readRasterSize } from './detect-artwork-type';
import { overPixelCaps, tooManyPixels } from './draw-artwork';
import { rasteriseArtwork } from './rasterise-artwork';
import { sanitizeSvg } from './sanitize-svg';

export { TEXTURE_MAX_PIXELS } from './artwork-limits';

/**
 * PNG and JPEG go to the viewer as sent, and a browser decodes them whole: past these caps a texture
 * costs hundreds of MB on the page (and exceeds what many GPUs take) while adding nothing a screen shows.
 */
export { ARTWORK_MAX_PIXELS, ARTWORK_MAX_SIDE_PIXELS } from './draw-artwork';

export const UNSUPPORTED_ARTWORK_MESSAGE =
  'Unsupported artwork type: send a PNG, JPEG, SVG or PDF file (recognised by its content, not its name).';

export interface PreparedArtwork {
  type: ArtworkType;
  /** The file kept as uploaded; an SVG after sanitising. */
  original: { extension: 'png' | 'jpg' | 'svg' | 'pdf'; data: Uint8Array | string };
  /** A PNG the viewer textures with, rendered from a PDF's first page or an SVG; PNG and JPEG serve themselves. */
  texture?: { extension: 'png'; data: Uint8Array };
}

/**
 * Checks an upload by content and makes what the mockup keeps of it: 415 for a type other than PNG,
 * JPEG, SVG or PDF; 400 for a file of the right type that cannot be read, or for an SVG or PDF whose
 * drawing lasts until `stopAt`.
 */
export async function prepareArtwork(
  bytes: Uint8Array,
  options: {
    /** The compute time limit, ms, for the message of an SVG or PDF page that draws past it. */
    timeLimitMs?: number | undefined;
    /** When an SVG's or a PDF page's drawing is stopped, epoch ms; never when absent. */
    stopAt?: number | undefined;
    /** Memory, MB, the drawing process may take; the default when absent. */
    memoryLimitMb?: number | undefined;
  } = {},
): Promise<PreparedArtwork> {
  const type = detectArtworkType(bytes);
  switch (type) {
    case 'png':
      checkRasterSize(bytes, type);
      return { type, original: { extension: 'png', data: bytes } };
    case 'jpeg':
      checkRasterSize(bytes, type);
      return { type, original: { extension: 'jpg', data: bytes } };
    case 'svg': {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw unreadable('SVG (it is not UTF-8 text)');
      }
      const { safe, drawable } = await sanitizeSvg(text);
      return {
        type,
        original: { extension: 'svg', data: safe },
        texture: {
          extension: 'png',
          data: await rasteriseArtwork('svg', Buffer.from(drawable, 'utf8'), options),
        },
      };
    }
    case 'pdf':
      return {
        type,
        original: { extension: 'pdf', data: bytes },
        texture: { extension: 'png', data: await rasteriseArtwork('pdf', bytes, options) },
      };
    default:
      throw new DiecutError(415, UNSUPPORTED_ARTWORK_MESSAGE);
  }
}

/** 400 for a PNG or JPEG whose header is damaged or declares more pixels than a page should decode. */
function checkRasterSize(bytes: Uint8Array, type: 'png' | 'jpeg'): void {
  const size = readRasterSize(bytes, type);
  const name = type.toUpperCase();
  if (!size || size.width === 0 || size.height === 0)
    throw unreadable(`${name} (its header declares no size)`);
  if (overPixelCaps(size.width, size.height))
    throw artworkRefusal(tooManyPixels(`The ${name}`, size.width, size.height));
}
