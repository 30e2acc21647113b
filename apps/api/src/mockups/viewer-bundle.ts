import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIEWER_BUNDLE_FILE } from '@diecut/mockup-viewer';

/**
 * Where the `<diecut-mockup>` bundle is built: `dist/` of the viewer package, found the way Node finds
 * a package (a `node_modules/@diecut/mockup-viewer` in this file's folder or one above it), so the same
 * code works from `src` in tests and from `dist` in production.
 */
export function defaultViewerBundlePath(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', '@diecut', 'mockup-viewer', 'package.json');
    if (existsSync(candidate))
      return path.join(path.dirname(realpathSync(candidate)), 'dist', VIEWER_BUNDLE_FILE);
    if (path.dirname(folder) === folder) return path.join(from, VIEWER_BUNDLE_FILE);
  }
}

export interface ViewerBundle {
  code: Buffer;
  /** A content hash: the page asks for `?v=<version>` so the bundle can be cached for a year. */
  version: string;
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
      this.#cached = { code, version, mtimeMs };
    }
    return this.#cached;
  }
}
