import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeExamples } from './readme-examples';
import { type WorkspacePackage, workspacePackages } from './workspace-packages';

// Packs every published workspace package as `pnpm publish` would, installs the tarballs with npm
// into a fresh project, and checks what a user gets: each README's TypeScript example compiles
// (strict, noUncheckedIndexedAccess, nodenext) and runs, and publint and arethetypeswrong find nothing.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SELF = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const published = workspacePackages(ROOT).filter((pkg) => !pkg.private);
const selfManifest = JSON.parse(readFileSync(path.join(SELF, 'package.json'), 'utf8')) as {
  devDependencies?: Record<string, string>;
};
// turbo builds what this package depends on before its test; the rest are built here, by `prepack`
const builtByTurbo = new Set(Object.keys(selfManifest.devDependencies ?? {}));
const TYPES_NODE = (require('@types/node/package.json') as { version: string }).version;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: options.env ?? process.env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** pnpm as this test was started by (`pnpm test` through turbo), else the pinned one through npx. */
function pnpm(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath)))
    return { command: process.execPath, args: [execPath] };
  return { command: 'npx', args: ['--yes', 'pnpm@10'] };
}

const work = mkdtempSync(path.join(tmpdir(), 'diecut-pack-check-'));
const tarballDir = path.join(work, 'tarballs');
const project = path.join(work, 'project');
const tarballs = new Map<string, string>();
const seconds: Record<string, number> = {};
let compile: Run;

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    seconds[label] = Math.round((performance.now() - start) / 100) / 10;
  }
}

const exampleFile = (pkg: WorkspacePackage, index: number) =>
  `${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${index + 1}`;

beforeAll(async () => {
  mkdirSync(tarballDir, { recursive: true });
  mkdirSync(path.join(project, 'examples'), { recursive: true });
  const { command, args } = pnpm();
  await timed('pack', async () => {
    for (const pkg of published) {
      const before = new Set(readdirSync(tarballDir));
      // packages turbo has built are packed as they are: a second build here would rewrite their
      // dist while other packages' tests run from it
      const env = builtByTurbo.has(pkg.name)
        ? { ...process.env, npm_config_ignore_scripts: 'true' }
        : process.env;
      const packed = await run(command, [...args, 'pack', '--pack-destination', tarballDir], {
        cwd: pkg.dir,
        env,
      });
      const file = readdirSync(tarballDir).find((name) => !before.has(name));
      if (packed.code !== 0 || !file) throw new Error(`pnpm pack failed in ${pkg.dir}:\n${packed.stderr}`);
      tarballs.set(pkg.name, path.join(tarballDir, file));
    }
  });
  // every package from its tarball, also where another package depends on it: never the registry
  const local = Object.fromEntries(
    published.map((pkg) => [pkg.name, `file:${path.relative(project, tarballs.get(pkg.name) as string)}`]),
  );
  writeFileSync(
    path.join(project, 'package.json'),
    `${JSON.stringify(
      {
        name: 'diecut-pack-check-project',
        private: true,
        type: 'module',
        dependencies: { ...local, '@types/node': TYPES_NODE },
        overrides: local,
      },
      null,
      2,
    )}\n`,
  );
  const cache = path.join(ROOT, 'node_modules', '.cache', 'diecut-pack-check', 'npm');
  const installed = await timed('npm install', () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--cache', cache], {
      cwd: project,
    }),
  );
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stderr}`);
  for (const pkg of published) {
    const readme = readFileSync(path.join(project, 'node_modules', pkg.name, 'README.md'), 'utf8');
    readmeExamples(readme).forEach((example, index) => {
      writeFileSync(path.join(project, 'examples', `${exampleFile(pkg, index)}.ts`), example.code);
    });
  }
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noUncheckedIndexedAccess: true,
          types: ['node'],
          rootDir: 'examples',
          outDir: 'out',
        },
        include: ['examples'],
      },
      null,
      2,
    )}\n`,
  );
  compile = await timed('tsc', () =>
    run(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json', '--pretty', 'false'],
      {
        cwd: project,
      },
    ),
  );
});

afterAll(() => {
  console.info(
    `pack-check: ${published.length} packages (${published.map((pkg) => pkg.name).join(', ')}); seconds: ${JSON.stringify(seconds)}`,
  );
  rmSync(work, { recursive: true, force: true });
});

describe('published packages', () => {
  it('should include every non-private workspace package', () => {
    expect(published.map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining([
        '@diecut/cli',
        '@diecut/export',
        '@diecut/geometry',
        '@diecut/nesting',
        '@diecut/schema',
      ]),
    );
  });

  it("should compile the README examples with no error in the packages' own declarations", () => {
    const elsewhere = compile.stdout
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('examples/'));
    expect(elsewhere).toEqual([]);
  });

  describe.each(published.map((pkg) => [pkg.name, pkg] as const))('%s', (name, pkg) => {
    it('should publish its license and links, and neither the source condition nor workspace ranges', () => {
      const packed = readFileSync(path.join(project, 'node_modules', name, 'package.json'), 'utf8');
      expect(JSON.parse(packed)).toMatchObject({
        license: 'MIT',
        repository: {
          type: 'git',
          url: 'git+https://github.com/diecut/diecut.git',
          directory: path.relative(ROOT, pkg.dir),
        },
        homepage: `https://github.com/diecut/diecut/tree/main/${path.relative(ROOT, pkg.dir)}#readme`,
        bugs: 'https://github.com/diecut/diecut/issues',
      });
      expect(packed).not.toContain('@diecut/source');
      expect(packed).not.toContain('workspace:');
      expect(readFileSync(path.join(project, 'node_modules', name, 'LICENSE'), 'utf8')).toMatch(
        /MIT License/,
      );
    });

    it('should pass publint with warnings as errors', async () => {
      const tarball = readFileSync(tarballs.get(name) as string);
      const { messages, pkg: manifest } = await publint({
        pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
        level: 'suggestion',
        strict: true,
      });
      expect(
        messages.map((message) => `${message.type}: ${formatMessage(message, manifest, { color: false })}`),
      ).toEqual([]);
    });

    it('should pass arethetypeswrong for ESM consumers', async () => {
      // the packages ship ES modules only (Node >= 20.19 requires them from CommonJS too), so the
      // esm-only profile: it leaves out the node10 and CommonJS-importer resolutions
      const attw = await run(
        process.execPath,
        [
          path.join(SELF, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js'),
          tarballs.get(name) as string,
          '--profile',
          'esm-only',
          '--format',
          'ascii',
          '--no-color',
          '--no-emoji',
        ],
        { cwd: work },
      );
      expect(attw.code, attw.stdout + attw.stderr).toBe(0);
    });

    it("should type-check and run its README's TypeScript example from the installed tarball", async () => {
      const readme = readFileSync(path.join(pkg.dir, 'README.md'), 'utf8');
      const examples = readmeExamples(readme);
      expect(examples.length, `${name}'s README has no \`\`\`ts example`).toBeGreaterThan(0);
      const errors = compile.stdout
        .split('\n')
        .filter((line) =>
          examples.some((_, index) => line.startsWith(`examples/${exampleFile(pkg, index)}.ts`)),
        );
      expect(errors).toEqual([]);
      for (const [index, example] of examples.entries()) {
        if (!example.run) continue;
        const ran = await run(process.execPath, [path.join('out', `${exampleFile(pkg, index)}.js`)], {
          cwd: project,
        });
        expect(ran.code, ran.stderr).toBe(0);
      }
    });

    // only packages with commands get this test: a library has nothing to run
    if (Object.keys(pkg.bin).length > 0) {
      it('should install commands that print their help', async () => {
        for (const bin of Object.keys(pkg.bin)) {
          const help = await run(path.join(project, 'node_modules', '.bin', bin), ['--help'], {
            cwd: project,
          });
          expect(help.code, help.stderr).toBe(0);
          expect(help.stdout).toMatch(/Usage/);
        }
      });
    }
  });

  it('should find the CLI among the published packages', () => {
    expect(published.map((pkg) => pkg.name)).toContain('@diecut/cli');
  });

  it.runIf(published.some((pkg) => pkg.name === '@diecut/cli'))(
    'should make a dieline offline with the installed diecut, and explain that serve needs the API',
    async () => {
      const diecut = path.join(project, 'node_modules', '.bin', 'diecut');
      const made = await run(
        diecut,
        ['make', 'becf-11001', '--length', '80', '--width', '40', '--height', '120', '--out', 'box.pdf'],
        { cwd: project },
      );
      expect(made.code, made.stderr).toBe(0);
      expect(readFileSync(path.join(project, 'box.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const serve = await run(diecut, ['serve'], { cwd: project });
      expect(serve.code).toBe(1);
      expect(serve.stderr).toMatch(/@diecut\/api\) is not installed/);
    },
  );
});
