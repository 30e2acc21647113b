import { type ChildProcess, execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startInstalledServer } from './installed-server';
import { type NativeAddons, reuseNativeAddons } from './native-addons';
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
// turbo builds what this package depends on before its test, so every published package is packed as
// built, with no `prepack` (which would start turbo inside this turbo run); a test below fails for a
// published package missing from the list
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
let addons: NativeAddons;
// servers the tests start, killed at the end should a test fail before stopping its own
const servers: ChildProcess[] = [];

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    seconds[label] = Math.round((performance.now() - start) / 100) / 10;
  }
}

// packages whose code runs in a browser only: their README examples are type-checked, not run on Node
const BROWSER_ONLY = new Set(['@diecut/mockup-viewer']);

const exampleFile = (pkg: WorkspacePackage, index: number) =>
  `${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${index + 1}`;

beforeAll(async () => {
  mkdirSync(tarballDir, { recursive: true });
  mkdirSync(path.join(project, 'examples'), { recursive: true });
  mkdirSync(path.join(project, 'plain'), { recursive: true });
  const { command, args } = pnpm();
  await timed('pack', async () => {
    for (const pkg of published) {
      const before = new Set(readdirSync(tarballDir));
      // packed as turbo built them: a second build here would rewrite their dist while other
      // packages' tests run from it
      const env = { ...process.env, npm_config_ignore_scripts: 'true' };
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
  // no install scripts: better-sqlite3 would compile its addon again (about 80 s on two cores); the
  // workspace's compiled one is copied instead where it loads, and anything else's scripts run after
  const installed = await timed('npm install', () =>
    run(
      'npm',
      // cached metadata is used without asking the registry whether it is stale: the @diecut packages
      // never come from it, and a cold cache still fetches what it lacks
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '--ignore-scripts',
        '--prefer-offline',
        '--cache',
        cache,
      ],
      {
        cwd: project,
      },
    ),
  );
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stderr}`);
  addons = await timed('native addons', () => reuseNativeAddons(project, ROOT, cache));
  for (const pkg of published) {
    const readme = readFileSync(path.join(project, 'node_modules', pkg.name, 'README.md'), 'utf8');
    readmeExamples(readme).forEach((example, index) => {
      writeFileSync(path.join(project, 'examples', `${exampleFile(pkg, index)}.ts`), example.code);
    });
    readmeExamples(readme, 'js').forEach((example, index) => {
      writeFileSync(path.join(project, 'plain', `${exampleFile(pkg, index)}.mjs`), example.code);
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
  for (const child of servers)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  console.info(
    `pack-check: ${published.length} packages (${published.map((pkg) => pkg.name).join(', ')}); native addons reused: ${addons?.reused.join(', ') || 'none'}, rebuilt by npm: ${addons?.rebuilt.join(', ') || 'none'}; seconds: ${JSON.stringify(seconds)}`,
  );
  rmSync(work, { recursive: true, force: true });
});

describe('published packages', () => {
  it('should include every non-private workspace package', () => {
    expect(published.map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining([
        '@diecut/api',
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

    it("should type-check and run its README's TypeScript examples from the installed tarball", async () => {
      const readme = readFileSync(path.join(pkg.dir, 'README.md'), 'utf8');
      const examples = readmeExamples(readme);
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

    it("should run its README's plain JavaScript examples from the installed tarball, each its examples/*.mjs file", async () => {
      const readme = readFileSync(path.join(pkg.dir, 'README.md'), 'utf8');
      const examples = readmeExamples(readme, 'js');
      const typed = readmeExamples(readme);
      expect(
        examples.length + typed.length,
        `${name}'s README has no \`\`\`ts or \`\`\`js example`,
      ).toBeGreaterThan(0);
      if (!BROWSER_ONLY.has(name)) {
        expect(examples.length, `${name}'s README shows no plain JavaScript (\`\`\`js)`).toBeGreaterThan(0);
      }
      // an examples/*.mjs file is what the README shows, so the README's code is the file a test runs
      const folder = path.join(pkg.dir, 'examples');
      const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.mjs')) : [];
      for (const file of files) {
        expect(examples.map((example) => example.code)).toContain(
          readFileSync(path.join(folder, file), 'utf8'),
        );
      }
      for (const [index, example] of examples.entries()) {
        if (!example.run) continue;
        const ran = await run(process.execPath, [path.join('plain', `${exampleFile(pkg, index)}.mjs`)], {
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

  it('should list every published package in its devDependencies, so that turbo builds it before packing', () => {
    expect(published.map((pkg) => pkg.name).filter((name) => !builtByTurbo.has(name))).toEqual([]);
  });

  it('should find the CLI among the published packages', () => {
    expect(published.map((pkg) => pkg.name)).toContain('@diecut/cli');
  });

  it.runIf(published.some((pkg) => pkg.name === '@diecut/cli'))(
    'should make a dieline offline with the installed diecut, and start the installed API with diecut serve',
    async () => {
      const diecut = path.join(project, 'node_modules', '.bin', 'diecut');
      const made = await run(
        diecut,
        ['make', 'becf-11001', '--length', '80', '--width', '40', '--height', '120', '--out', 'box.pdf'],
        { cwd: project },
      );
      expect(made.code, made.stderr).toBe(0);
      expect(readFileSync(path.join(project, 'box.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // @diecut/api is installed beside the CLI here: serve starts it through the API's launcher
      const serve = await startInstalledServer(
        diecut,
        ['serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', path.join(work, 'serve-data')],
        { cwd: project, env: { ...process.env, DIECUT_LOG_LEVEL: 'info', DIECUT_WORKERS: '1' } },
      );
      servers.push(serve.child);
      expect((await fetch(`${serve.url}/healthz`)).status).toBe(200);
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
    },
  );

  describe.runIf(published.some((pkg) => pkg.name === '@diecut/api'))('the installed diecut-api', () => {
    let server: StartedServer;
    let key: string;
    const dataDir = path.join(work, 'api-data');

    beforeAll(async () => {
      server = await timed('diecut-api start', () =>
        startInstalledServer(
          path.join(project, 'node_modules', '.bin', 'diecut-api'),
          ['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir],
          // no keys in the environment: the first start makes them, as for a new user
          {
            cwd: project,
            env: {
              ...process.env,
              DIECUT_LOG_LEVEL: 'info',
              DIECUT_WORKERS: '1',
              DIECUT_DIELINES_API_KEYS: '',
              DIECUT_DIMENSIONS_API_KEYS: '',
              DIECUT_DATABASE_URL: '',
            },
          },
        ),
      );
      servers.push(server.child);
      key = (JSON.parse(readFileSync(path.join(dataDir, 'api-keys.json'), 'utf8')) as { dielines: string[] })
        .dielines[0] as string;
    });

    it('should answer /healthz with its embedded storage in the data dir', async () => {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(server.output()).toMatch(/"storage":"sqlite"/);
      expect(existsSync(path.join(dataDir, 'diecut.sqlite'))).toBe(true);
    });

    it('should list the templates and make an SVG dieline in its worker, served from the data dir', async () => {
      const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
      const list = await fetch(`${server.url}/dieline-templates?per_page=5`, { headers });
      expect(list.status).toBe(200);
      const templates = (await list.json()) as { dieline_template_list: { dieline_templates: unknown[] } };
      expect(templates.dieline_template_list.dieline_templates.length).toBeGreaterThan(0);
      const created = await fetch(`${server.url}/dieline-templates/becf-11001/dielines`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          format: 'svg',
          variables: { unit: 'mm', length: 100, width: 50, height: 150 },
        }),
      });
      const body = (await created.json()) as { dieline: { id: string; url: string } };
      expect(created.status, JSON.stringify(body)).toBe(200);
      const file = await fetch(`${server.url}${new URL(body.dieline.url).pathname}`);
      expect(file.status).toBe(200);
      expect(await file.text()).toMatch(/^<\?xml[\s\S]*<svg/);
    });

    it('should make a PDF with its fonts and a 3D mockup whose SVG artwork its drawing process draws', async () => {
      const headers = { Authorization: `Bearer ${key}` };
      const created = await fetch(`${server.url}/dieline-templates/becf-11001/dielines`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          format: 'pdf',
          variables: { unit: 'mm', length: 80, width: 40, height: 120 },
        }),
      });
      const { dieline } = (await created.json()) as { dieline: { id: string; url: string } };
      expect(created.status).toBe(200);
      const pdf = Buffer.from(
        await (await fetch(`${server.url}${new URL(dieline.url).pathname}`)).arrayBuffer(),
      );
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // an SVG artwork is drawn in dist/artwork-raster-process.js on the installed canvas
      const form = new FormData();
      const artwork =
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2a7"/></svg>';
      form.set('file', new Blob([artwork], { type: 'image/svg+xml' }), 'artwork.svg');
      form.set('name', 'Pack check');
      const mockup = await fetch(`${server.url}/dielines/${dieline.id}/3d-mockups`, {
        method: 'POST',
        headers,
        body: form,
      });
      const body = (await mockup.json()) as { '3d_mockup'?: { url: string } };
      expect(mockup.status, JSON.stringify(body)).toBe(200);
      const page = await fetch(`${server.url}${new URL(body['3d_mockup']?.url ?? '').pathname}`);
      expect(page.status).toBe(200);
    });

    it('should serve the API reference and the 3D viewer from bundles inside the installed tree', async () => {
      const docs = await fetch(`${server.url}/docs`);
      expect(docs.status).toBe(200);
      const page = await docs.text();
      const script = /src="(\/docs\/assets\/[^"]+)"/.exec(page)?.[1];
      expect(script, page).toBeDefined();
      const reference = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(reference.status).toBe(200);
      expect((await reference.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
      const viewer = await fetch(`${server.url}/3d/assets/diecut-mockup.js`);
      expect(viewer.status).toBe(200);
      expect(await viewer.text()).toContain('diecut-mockup');
    });

    it("should answer the client README's plain JavaScript example, run against it", async () => {
      // the README marks it no-run, as it needs a server: this is that server
      const client = readmeExamples(readFileSync(path.join(ROOT, 'packages/client/README.md'), 'utf8'), 'js');
      expect(client.length).toBeGreaterThan(0);
      const example = published.find((pkg) => pkg.name === '@diecut/client') as WorkspacePackage;
      const ran = await run(process.execPath, [path.join('plain', `${exampleFile(example, 0)}.mjs`)], {
        cwd: project,
        env: { ...process.env, DIECUT_URL: server.url, DIECUT_DIELINES_KEY: key },
      });
      expect(ran.code, ran.stderr).toBe(0);
      // the ids of the templates found, then the file of the dieline made
      expect(ran.stdout).toMatch(/\[\s*'[\w-]+'/);
      expect(ran.stdout).toMatch(/\/files\/di_\w+\/[\w-]+\.svg/);
    });

    it("should pass the Dockerfile's health check, run as the image runs it", async () => {
      const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\r?\n/g, ' ');
      const command = JSON.parse(
        /^HEALTHCHECK .*?CMD (\[.*\])\s*$/m.exec(dockerfile)?.[1] ?? '[]',
      ) as string[];
      expect(command[0]).toBe('node');
      const port = new URL(server.url).port;
      const healthy = await run(process.execPath, command.slice(1), {
        cwd: project,
        env: { ...process.env, PORT: port },
      });
      expect(healthy.code, healthy.stderr).toBe(0);
      // and it fails where nothing answers
      const closed = await run(process.execPath, command.slice(1), {
        cwd: project,
        env: { ...process.env, PORT: '1' },
      });
      expect(closed.code).toBe(1);
    });

    it('should stop on SIGTERM with exit code 0', async () => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });
});
