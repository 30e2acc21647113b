import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A workspace package as the check needs it. */
export interface WorkspacePackage {
  name: string;
  version: string;
  dir: string;
  private: boolean;
  bin: Record<string, string>;
  manifest: Record<string, unknown>;
}

/** The `packages:` globs of pnpm-workspace.yaml; only `dir/*` and plain folders are used here. */
export function workspaceGlobs(root: string): string[] {
  const text = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs: string[] = [];
  let inPackages = false;
  for (const line of text.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (inPackages) {
      const item = /^\s+-\s+['"]?([^'"#]+?)['"]?\s*$/.exec(line);
      if (item?.[1]) globs.push(item[1]);
      else if (/^\S/.test(line)) inPackages = false;
    }
  }
  return globs;
}

/** Every workspace package under the globs, in name order. */
export function workspacePackages(root: string): WorkspacePackage[] {
  const dirs = workspaceGlobs(root).flatMap((glob) => {
    if (!glob.endsWith('/*')) return [path.join(root, glob)];
    const parent = path.join(root, glob.slice(0, -2));
    return existsSync(parent)
      ? readdirSync(parent, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(parent, entry.name))
      : [];
  });
  return dirs
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const bin = manifest.bin;
      return {
        name: String(manifest.name),
        version: String(manifest.version),
        dir,
        private: manifest.private === true,
        bin:
          typeof bin === 'string'
            ? { [String(manifest.name).replace(/^@[^/]+\//, '')]: bin }
            : ((bin as Record<string, string> | undefined) ?? {}),
        manifest,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
