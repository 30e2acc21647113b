import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
 * A static script and its gzip and brotli encodings, each made once, at its first asking, off the event
 * loop. Brotli takes a while on megabytes, so gzip is answered until it is made.
 */
export class EncodedAsset {
  readonly #encoding = new Map<'br' | 'gzip', Promise<Buffer>>();
  readonly #encoded = new Map<'br' | 'gzip', Buffer>();

  constructor(readonly code: Buffer) {}

  /** The bytes in an encoding, made at the first asking. */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.code);
    let encoded = this.#encoding.get(encoding);
    if (!encoded) {
      encoded = (
        encoding === 'br'
          ? promisify(brotliCompress)(this.code, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                // 11 takes half a minute of a core on 5 MB, for 10 % less
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.code.length,
              },
            })
          : promisify(gzip)(this.code, { level: 9 })
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
    return { encoding: 'identity', body: this.code };
  }
}
