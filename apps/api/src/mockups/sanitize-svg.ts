import { DiecutError } from '@diecut/schema';
import type { DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { artworkRefusal } from './artwork-limits';
import { readRasterSize } from './detect-artwork-type';
import {
  ARTWORK_MAX_PIXELS,
  ArtworkProblem,
  overPixelCaps,
  TEXTURE_MAX_PIXELS,
  tooManyPixels,
} from './draw-artwork';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** References an SVG may keep: its own fragments and embedded raster images; nothing is fetched. */
const LOCAL_REFERENCE = /^\s*(?:#|data:image\/(?:png|jpeg);base64,)/i;
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const CSS_IMPORT = /@import[^;]*;?/gi;

const isLocal = (reference: string) => LOCAL_REFERENCE.test(reference);

/** CSS with every `@import` dropped and every `url()` that leaves the file replaced by `none`. */
function localCss(css: string): string {
  return css
    .replace(CSS_IMPORT, '')
    .replace(CSS_URL, (whole, _quote: string, target: string) => (isLocal(target) ? whole : 'none'));
}

let instance: Promise<{ purify: DOMPurify; window: JSDOM['window'] }> | undefined;

/**
 * One DOMPurify over one jsdom window for the process: a window costs tens of milliseconds to make.
 * Both load on the first SVG artwork only: jsdom alone holds about 90 MB that a server making no
 * SVG mockup never needs.
 */
function sanitizer() {
  instance ??= makeSanitizer();
  return instance;
}

async function makeSanitizer() {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name.endsWith(':href') || name === 'src') && !isLocal(data.attrValue)) {
      data.keepAttr = false;
    } else if (name === 'style') {
      data.attrValue = localCss(data.attrValue);
    } else if (/url\(/i.test(data.attrValue) && localCss(data.attrValue) !== data.attrValue) {
      data.keepAttr = false;
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = localCss(node.textContent);
  });
  return { purify, window };
}

/**
 * How deep an SVG's elements may nest, and how many it may hold. Design tools write a few tens of
 * levels; a file nested 50,000 deep is made to stall the parser and the drawing (it held a worker for
 * 16 s in the sanitiser alone), so it is refused from a scan of its text, before anything parses it.
 */
export const SVG_MAX_DEPTH = 256;
export const SVG_MAX_ELEMENTS = 100_000;

/** A sanitised SVG: the copy kept as the upload, and the same drawing sized to the texture. */
export interface SanitizedSvg {
  safe: string;
  /** The root's width and height set to the texture's size (its longest side at most `TEXTURE_MAX_PIXELS`). */
  drawable: string;
}

/**
 * A safe copy of an uploaded SVG: no scripts, event handlers, `foreignObject`, or references to
 * anything outside the file (links, `<use>`, images and CSS `url()`/`@import` keep only `#fragment`
 * and `data:image/png|jpeg`). DOMPurify does the element and attribute allow-listing; the hooks add
 * the no-fetch rule for references. 400 for text that is not a well-formed SVG document.
 */
export async function sanitizeSvg(text: string): Promise<SanitizedSvg> {
  checkSvgStructure(text);
  const { purify, window } = await sanitizer();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (
    root?.localName !== 'svg' ||
    root.namespaceURI !== SVG_NAMESPACE ||
    document.getElementsByTagName('parsererror').length > 0
  ) {
    throw DiecutError.validation(
      [
        {
          message: `The SVG file is not a well-formed SVG document: its root must be <svg xmlns="${SVG_NAMESPACE}">.`,
        },
      ],
      'The artwork file cannot be read.',
    );
  }
  purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'object', 'embed'],
    IN_PLACE: true,
  });
  checkEmbeddedImages(root);
  const serialize = () =>
    `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}`;
  const safe = serialize();
  sizeForTexture(root);
  return { safe, drawable: serialize() };
}

const refuse = (detail: string, title = 'The artwork is too complex to draw.') =>
  artworkRefusal(new ArtworkProblem(detail, title));

/**
 * Refuses an SVG nested deeper than `SVG_MAX_DEPTH` or holding more than `SVG_MAX_ELEMENTS` elements,
 * from one pass over its text: tags are counted between comments, CDATA sections, processing
 * instructions and declarations, which are skipped, and quoted attribute values, which may hold `>`.
 */
export function checkSvgStructure(text: string): void {
  let depth = 0;
  let elements = 0;
  let at = text.indexOf('<');
  while (at >= 0 && at < text.length) {
    const skip = (closing: string) => {
      const end = text.indexOf(closing, at);
      return end < 0 ? text.length : end + closing.length;
    };
    let next: number;
    if (text.startsWith('<!--', at)) next = skip('-->');
    else if (text.startsWith('<![CDATA[', at)) next = skip(']]>');
    else if (text.startsWith('<?', at)) next = skip('?>');
    else if (text.startsWith('<!', at)) next = skip('>');
    else if (text.startsWith('</', at)) {
      depth--;
      next = skip('>');
    } else {
      let end = at + 1;
      let quote = '';
      for (; end < text.length; end++) {
        const char = text[end];
        if (quote) {
          if (char === quote) quote = '';
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
      }
      elements++;
      if (text[end - 1] !== '/') depth++;
      if (depth > SVG_MAX_DEPTH)
        throw refuse(`The SVG nests its elements more than ${SVG_MAX_DEPTH} deep: flatten its groups.`);
      if (elements > SVG_MAX_ELEMENTS)
        throw refuse(
          `The SVG holds more than ${SVG_MAX_ELEMENTS} elements: simplify it, or send the artwork as a PNG or JPEG.`,
        );
      next = end + 1;
    }
    at = text.indexOf('<', next);
  }
}

/** Refuses embedded PNG and JPEG images that together hold more pixels than one artwork may. */
function checkEmbeddedImages(root: Element): void {
  let pixels = 0;
  for (const image of root.getElementsByTagName('image')) {
    const reference = image.getAttribute('href') ?? image.getAttribute('xlink:href') ?? '';
    const match = /^\s*data:image\/(png|jpeg);base64,/i.exec(reference);
    if (!match) continue;
    const type = match[1]?.toLowerCase() === 'png' ? 'png' : 'jpeg';
    // the header is within the first few kilobytes of the image (a JPEG's frame may follow its metadata)
    const head = Buffer.from(reference.slice(match[0].length, match[0].length + 256 * 1024), 'base64');
    const size = readRasterSize(new Uint8Array(head), type);
    if (!size) continue;
    if (overPixelCaps(size.width, size.height))
      throw artworkRefusal(tooManyPixels('An image in the SVG', size.width, size.height));
    pixels += size.width * size.height;
    if (pixels > ARTWORK_MAX_PIXELS) throw artworkRefusal(tooManyPixels('The images in the SVG together'));
  }
}

/** px per unit of the lengths an SVG root's width and height may be given in. */
const PX_PER_UNIT: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
};

function lengthPx(value: string | null): number | undefined {
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[-+]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const px = Number(match[1]) * (PX_PER_UNIT[(match[2] ?? '').toLowerCase()] ?? 1);
  return Number.isFinite(px) && px > 0 ? px : undefined;
}

/**
 * Sets the root's width and height to the texture's size, the longest side `TEXTURE_MAX_PIXELS`,
 * keeping its drawing (a viewBox in the units it was drawn in): Skia makes a bitmap of the size an
 * SVG declares before it is scaled, and `width="60000"` asked for 14 GB. Left as it is when it
 * declares no size, which the drawing refuses.
 */
function sizeForTexture(root: Element): void {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const viewBox = box.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0;
  let width = lengthPx(root.getAttribute('width'));
  let height = lengthPx(root.getAttribute('height'));
  const ratio = viewBox ? (box[2] as number) / (box[3] as number) : undefined;
  if (width === undefined && height !== undefined && ratio) width = height * ratio;
  if (height === undefined && width !== undefined && ratio) height = width / ratio;
  if (width === undefined && height === undefined && viewBox) [width, height] = [box[2], box[3]];
  if (width === undefined || height === undefined) return;
  if (!viewBox) root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const scale = TEXTURE_MAX_PIXELS / Math.max(width, height);
  root.setAttribute('width', String(Math.max(1, Math.round(width * scale))));
  root.setAttribute('height', String(Math.max(1, Math.round(height * scale))));
}
