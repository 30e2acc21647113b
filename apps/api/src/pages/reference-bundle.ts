import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The npm package whose standalone browser bundle renders `/docs`, pinned exactly in package.json. */
export const REFERENCE_PACKAGE = '@scalar/api-reference';

/**
 * Where its single-file browser build is: `dist/browser/standalone.js` beside the package's entry
 * (`dist/index.js`). The package's `exports` map names neither the bundle nor its package.json, so
 * the entry is resolved the way Node resolves it, from this file, in `src` for tests and `dist` in
 * production alike.
 */
export function defaultReferenceBundlePath(): string {
  const entry = createRequire(import.meta.url).resolve(REFERENCE_PACKAGE);
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The encodings among brotli and gzip a client takes (`Accept-Encoding`; `q=0` refuses one). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<'br' | 'gzip'> {
  const accepted = new Set<'br' | 'gzip'>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name.trim() === 'br' || name.trim() === 'gzip') accepted.add(name.trim() as 'br' | 'gzip');
  }
  return accepted;
}

/**
 * The reference renderer's bundle, read once, with its content hash (the page asks for
 * `?v=<version>`, so the file is cached for a year) and its gzip and brotli encodings: 4.9 MB of
 * JavaScript travel as 1.4 MB (gzip) or 1.2 MB (brotli). Each encoding is made once, at its first
 * asking, off the event loop; brotli takes seconds, so gzip is answered until it is made.
 */
export class ReferenceBundle {
  #code: Promise<{ code: Buffer; version: string }> | undefined;
  readonly #encoding = new Map<'br' | 'gzip', Promise<Buffer>>();
  readonly #encoded = new Map<'br' | 'gzip', Buffer>();

  constructor(readonly file: string = defaultReferenceBundlePath()) {}

  /** The bundle's bytes and content hash; rejects if the package is not installed. */
  read(): Promise<{ code: Buffer; version: string }> {
    this.#code ??= readFile(this.file).then((code) => ({
      code,
      version: createHash('sha256').update(code).digest('hex').slice(0, 16),
    }));
    return this.#code;
  }

  /** The content hash, for the page's `?v=`; undefined while the bundle cannot be read. */
  async version(): Promise<string | undefined> {
    try {
      return (await this.read()).version;
    } catch {
      this.#code = undefined;
      return undefined;
    }
  }

  /** The bundle's bytes in an encoding, made at the first asking. */
  async encoded(encoding: ContentEncoding): Promise<Buffer> {
    const { code } = await this.read();
    if (encoding === 'identity') return code;
    let encoded = this.#encoding.get(encoding);
    if (!encoded) {
      encoded = (
        encoding === 'br'
          ? promisify(brotliCompress)(code, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                // 11 takes half a minute of a core on 5 MB, for 10 % less
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
              },
            })
          : promisify(gzip)(code, { level: 9 })
      ).then(
        (bytes) => {
          this.#encoded.set(encoding, bytes);
          return bytes;
        },
        (error: unknown) => {
          this.#encoding.delete(encoding);
          throw error;
        },
      );
      this.#encoding.set(encoding, encoded);
    }
    return encoded;
  }

  /**
   * What to answer a client that takes `accepted`: brotli once it is made (asking starts it), gzip
   * until then, the bytes as they are for a client that takes neither.
   */
  async answerFor(accepted: Set<'br' | 'gzip'>): Promise<{ encoding: ContentEncoding; body: Buffer }> {
    if (accepted.has('br')) {
      const brotli = this.encoded('br');
      // made in the background while gzip answers; a failure shows at the next asking
      brotli.catch(() => undefined);
      const made = this.#encoded.get('br');
      if (made) return { encoding: 'br', body: made };
      if (!accepted.has('gzip')) return { encoding: 'br', body: await brotli };
    }
    if (accepted.has('gzip')) return { encoding: 'gzip', body: await this.encoded('gzip') };
    return { encoding: 'identity', body: await this.encoded('identity') };
  }
}
