import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/error-handler';
import { PRIVATE_FILE_PREFIX } from '../mockups/mockup-service';
import { EMBEDDABLE_HEADERS } from '../pages/mockup-page';
import { isValidBlobKey } from '../storage/blob-key';
import type { Storage } from '../storage/storage';

/** Content type of a stored file by extension, and whether a browser may show it inline. */
export const FILE_CONTENT_TYPES: Record<string, { type: string; inline: boolean }> = {
  svg: { type: 'image/svg+xml', inline: true },
  pdf: { type: 'application/pdf', inline: true },
  dxf: { type: 'image/vnd.dxf', inline: false },
  cf2: { type: 'text/plain; charset=utf-8', inline: false },
  png: { type: 'image/png', inline: true },
  jpg: { type: 'image/jpeg', inline: true },
  jpeg: { type: 'image/jpeg', inline: true },
  json: { type: 'application/json', inline: true },
  fold: { type: 'application/json', inline: false },
};

/**
 * An SVG opened straight from its URL is a document: uploaded artwork must not run script, fetch or
 * navigate there, whatever slipped past the sanitiser. Inline styles are how SVGs are drawn.
 */
export const SVG_FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Every other stored file (images, DXF, CFF2) is data: nothing in it may run or load anything. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

/**
 * `GET /files/<resource id>/<name>.<ext>`: stored files, public and immutable, but for the uploads
 * kept private (`PRIVATE_FILE_PREFIX`). Nothing else is reachable.
 */
export function fileRoutes(storage: Storage) {
  return new Hono<AppEnv>().get('/files/:resourceId/:name', async (c) => {
    const key = `${c.req.param('resourceId')}/${c.req.param('name')}`;
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const contentType = FILE_CONTENT_TYPES[extension];
    if (!contentType || !isValidBlobKey(key) || c.req.param('name').startsWith(PRIVATE_FILE_PREFIX))
      return notFound(c);
    const blob = await storage.openBlob(key);
    if (!blob) return notFound(c);
    const name = c.req.param('name');
    return c.body(blob.stream, 200, {
      'Content-Type': contentType.type,
      'Content-Length': String(blob.size),
      'Content-Disposition': `${contentType.inline ? 'inline' : 'attachment'}; filename="${name}"`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // a mockup embedded on a shop's own site loads its textures from here
      ...EMBEDDABLE_HEADERS,
      // a PDF keeps no policy: Chrome's built-in viewer does not open a sandboxed document
      ...(extension === 'svg'
        ? { 'Content-Security-Policy': SVG_FILE_CSP }
        : extension === 'pdf'
          ? {}
          : { 'Content-Security-Policy': STORED_FILE_CSP }),
    });
  });
}
