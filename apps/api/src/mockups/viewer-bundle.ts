import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EncodedAsset } from '../pages/encoded-asset';

// The viewer is an app of its own: the server loads none of its code, it serves the file the viewer's
// package publishes as `@diecut/mockup-viewer/diecut-mockup.js` (its single-file bundle).
const VIEWER_BUNDLE_EXPORT = './diecut-mockup.js';

/** The bundle's file name, as mockup pages ask for it: the name the viewer publishes it under. */
export const VIEWER_BUNDLE_FILE = path.posix.basename(VIEWER_BUNDLE_EXPORT);

/**
 * Where the `<diecut-mockup>` bundle is built: the file the viewer package's `exports` map gives for
 * `./diecut-mockup.js` (its `dist/`), the package found the way Node finds one (a
 * `node_modules/@diecut/mockup-viewer` in this file's folder or one above it), so the same code works
 * from `src` in tests and from `dist` in production.
 */
export function defaultViewerBundlePath(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', '@diecut', 'mockup-viewer', 'package.json');
    if (existsSync(candidate)) return exportedBundle(realpathSync(candidate));
    if (path.dirname(folder) === folder) return path.join(from, VIEWER_BUNDLE_FILE);
  }
}

/** The bundle's path by the viewer's package.json, read as data; `dist/` if it does not name one. */
function exportedBundle(packageJson: string): string {
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as { exports?: Record<string, unknown> };
  const entry = exports?.[VIEWER_BUNDLE_EXPORT];
  const target =
    typeof entry === 'object' && entry !== null ? (entry as { default?: unknown }).default : entry;
  return path.join(
    path.dirname(packageJson),
    typeof target === 'string' ? target : path.join('dist', VIEWER_BUNDLE_FILE),
  );
}

export interface ViewerBundle {
  code: Buffer;
  /** A content hash: the page asks for `?v=<version>` so the bundle can be cached for a year. */
  version: string;
  /** Its gzip and brotli encodings, made at the first asking: 611 KB travel as about 157 KB. */
  asset: EncodedAsset;
}

/**
 * The viewer's built file, read once and again whenever it changes on disk; undefined while it is not
 * built, so that a server started before the viewer's build serves it once it lands.
 */
export class ViewerBundleFile {
  #cached: (ViewerBundle & { mtimeMs: number }) | undefined;

  constructor(readonly file: string) {}

  async read(): Promise<ViewerBundle | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.file)).mtimeMs;
    } catch {
      this.#cached = undefined;
      return undefined;
    }
    if (this.#cached?.mtimeMs !== mtimeMs) {
      const code = await readFile(this.file);
      const version = createHash('sha256').update(code).digest('hex').slice(0, 16);
      this.#cached = { code, version, mtimeMs, asset: new EncodedAsset(code) };
    }
    return this.#cached;
  }
}
