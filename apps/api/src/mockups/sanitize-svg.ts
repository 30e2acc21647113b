import { DiecutError } from '@diecut/schema';
import type { DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';

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
 * A safe copy of an uploaded SVG: no scripts, event handlers, `foreignObject`, or references to
 * anything outside the file (links, `<use>`, images and CSS `url()`/`@import` keep only `#fragment`
 * and `data:image/png|jpeg`). DOMPurify does the element and attribute allow-listing; the hooks add
 * the no-fetch rule for references. 400 for text that is not a well-formed SVG document.
 */
export async function sanitizeSvg(text: string): Promise<string> {
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
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}`;
}
