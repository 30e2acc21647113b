import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EncodedAsset } from './encoded-asset';

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

import type { ContentEncoding } from './encoded-asset';

export { acceptedEncodings, type ContentEncoding } from './encoded-asset';

/**
 * The reference renderer's bundle, read once, with its content hash (the page asks for
 * `?v=<version>`, so the file is cached for a year) and its gzip and brotli encodings: 4.9 MB of
 * JavaScript travel as 1.4 MB (gzip) or 1.2 MB (brotli), each made once, at its first asking
 * (`EncodedAsset`).
 */
export class ReferenceBundle {
  #code: Promise<{ code: Buffer; version: string; asset: EncodedAsset }> | undefined;

  constructor(readonly file: string = defaultReferenceBundlePath()) {}

  /** The bundle's bytes and content hash; rejects if the package is not installed. */
  read(): Promise<{ code: Buffer; version: string; asset: EncodedAsset }> {
    this.#code ??= readFile(this.file).then((code) => ({
      code,
      version: createHash('sha256').update(code).digest('hex').slice(0, 16),
      asset: new EncodedAsset(code),
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
    return (await this.read()).asset.encoded(encoding);
  }

  /** What to answer a client that takes `accepted` (`EncodedAsset.answerFor`). */
  async answerFor(accepted: Set<'br' | 'gzip'>): Promise<{ encoding: ContentEncoding; body: Buffer }> {
    return (await this.read()).asset.answerFor(accepted);
  }
}
