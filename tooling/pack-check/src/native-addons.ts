import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Native addons the workspace has already compiled, which an npm install of the tarballs may reuse
 * rather than compile again (better-sqlite3 from source takes about 80 s on two cores): the package,
 * a workspace package that depends on it (to find the copy pnpm installed), the addon's path inside
 * the package, and a script that loads it.
 */
const REUSABLE_ADDONS = [
  {
    name: 'better-sqlite3',
    from: 'apps/api',
    file: 'build/Release/better_sqlite3.node',
    probe:
      "new (require('better-sqlite3'))(':memory:').prepare('select 1 as one').get().one === 1 || process.exit(1)",
  },
];

export interface NativeAddons {
  /** Packages whose addon was copied from the workspace and loads. */
  reused: string[];
  /** Packages npm had to run the install scripts of (compiled, or fetched a binary). */
  rebuilt: string[];
}

function node(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? 1 : 0, output: stdout + stderr }),
    );
  });
}

function npmRebuild(names: string[], cwd: string, cache: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['rebuild', ...names, '--no-audit', '--no-fund', '--loglevel=error', '--cache', cache],
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? 1 : 0, output: stdout + stderr }),
    );
  });
}

/**
 * After `npm install --ignore-scripts` in `project`: every installed package with an install script
 * (package-lock.json's `hasInstallScript`) either gets the workspace's compiled addon, when it is
 * the same version and the copy loads in this node (same ABI), or has its scripts run by
 * `npm rebuild`. Scripts of packages that need none at run time still run, so nothing is skipped
 * silently; only a verified copy saves the compile.
 */
export async function reuseNativeAddons(project: string, root: string, cache: string): Promise<NativeAddons> {
  const lock = JSON.parse(readFileSync(path.join(project, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
  };
  const scripted = Object.entries(lock.packages)
    .filter(([where, entry]) => where.startsWith('node_modules/') && entry.hasInstallScript)
    .map(([where, entry]) => ({
      where,
      name: where.replace(/^.*node_modules\//, ''),
      version: entry.version,
    }));
  const reused: string[] = [];
  const rebuild: string[] = [];
  for (const pkg of scripted) {
    const addon = REUSABLE_ADDONS.find((candidate) => candidate.name === pkg.name);
    if (addon && pkg.where === `node_modules/${pkg.name}`) {
      const workspaceRequire = createRequire(path.join(root, addon.from, 'package.json'));
      const manifest = workspaceRequire.resolve(`${addon.name}/package.json`);
      const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
      const built = path.join(path.dirname(manifest), addon.file);
      if (version === pkg.version && existsSync(built)) {
        const target = path.join(project, pkg.where, addon.file);
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(built, target);
        if ((await node(['-e', addon.probe], project)).code === 0) {
          reused.push(pkg.name);
          continue;
        }
      }
    }
    rebuild.push(pkg.name);
  }
  if (rebuild.length > 0) {
    const rebuilt = await npmRebuild([...new Set(rebuild)], project, cache);
    if (rebuilt.code !== 0) throw new Error(`npm rebuild ${rebuild.join(' ')} failed:\n${rebuilt.output}`);
  }
  return { reused, rebuilt: [...new Set(rebuild)] };
}
