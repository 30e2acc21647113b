import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_COMMAND_HELP, apiNodeFlags, LaunchUsageError, runApiCommand, serveEnv } from './launch-api';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const BIN = path.join(PACKAGE_DIR, 'bin', 'diecut-api.js');
const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  scripts: { start: string };
};

function captured() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text), env: {} },
  };
}

describe('serveEnv', () => {
  it('should set PORT, HOST and DIECUT_DATA_DIR from the options over the environment', () => {
    const env = serveEnv({ port: '0', host: '127.0.0.1', dataDir: 'data' }, { PORT: '1', OTHER: 'kept' });
    expect(env).toEqual({ PORT: '0', HOST: '127.0.0.1', DIECUT_DATA_DIR: 'data', OTHER: 'kept' });
  });

  it('should leave the environment as it is for options not given', () => {
    expect(serveEnv({}, { PORT: '9000' })).toEqual({ PORT: '9000' });
  });

  it('should refuse a port that is not a whole number', () => {
    expect(() => serveEnv({ port: '80a' }, {})).toThrow(LaunchUsageError);
  });
});

describe('apiNodeFlags', () => {
  it("should answer the start script's node flags", () => {
    expect(apiNodeFlags()).toEqual(['--max-semi-space-size=16']);
    expect(manifest.scripts.start).toContain(apiNodeFlags()[0]);
  });
});

describe('runApiCommand', () => {
  it('should print its help and answer 0', async () => {
    const { out, io } = captured();
    expect(await runApiCommand(['--help'], BIN, io)).toBe(0);
    expect(out.join('')).toBe(API_COMMAND_HELP);
  });

  it('should answer 2 with a message for an unknown option or a bad port', async () => {
    for (const args of [['--nope'], ['--port', 'eighty'], ['extra']]) {
      const { out, err, io } = captured();
      expect(await runApiCommand(args, BIN, io)).toBe(2);
      expect(out).toEqual([]);
      expect(err.join('')).toMatch(/^diecut-api: .+\. Run 'diecut-api --help'\.\n$/);
    }
  });
});

describe('bin/diecut-api.js', () => {
  const built = existsSync(path.join(PACKAGE_DIR, 'dist', 'launch-api.js'));
  const children: ChildProcess[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'diecut-api-bin-'));
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it("should be the package's only command", () => {
    expect(manifest.bin).toEqual({ 'diecut-api': './bin/diecut-api.js' });
  });

  it.runIf(built)(
    "should start the server with the start script's node flags on the options' port and data dir, and stop on SIGTERM",
    async () => {
      const dataDir = path.join(work, 'data');
      const child = spawn(
        process.execPath,
        [BIN, '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir],
        {
          cwd: work,
          env: { ...process.env, DIECUT_LOG_LEVEL: 'info', DIECUT_WORKERS: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      // all the server printed, for the message of an assertion that fails after it started
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /"event":"listening","url":"(http:\/\/[^"]+)"/.exec(output);
          if (found?.[1]) resolve(found[1]);
        });
        child.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.on('exit', () => reject(new Error(`diecut-api exited early: ${output}`)));
      });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      // the keys made on first start are in the data dir the option named
      expect(readdirSync(dataDir)).toContain('api-keys.json');
      if (process.platform === 'linux') {
        const server = readdirSync('/proc')
          .filter((entry) => /^\d+$/.test(entry))
          .find((pid) => {
            try {
              const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
              return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === child.pid;
            } catch {
              return false;
            }
          });
        expect(server).toBeDefined();
        expect(readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0')).toContain(
          '--max-semi-space-size=16',
        );
      }
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    },
  );

  it.runIf(built)('should stop gracefully on a SIGTERM sent the moment it says it listens', async () => {
    // the server in this process's node, with the start script's flags, so no launcher stands between
    const main = path.join(PACKAGE_DIR, 'dist', 'main.js');
    for (let attempt = 0; attempt < 3; attempt++) {
      const child = spawn(process.execPath, [...apiNodeFlags(), main], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DIECUT_DATA_DIR: mkdtempSync(path.join(work, 'prompt-stop-')),
          DIECUT_LOG_LEVEL: 'info',
          DIECUT_WORKERS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      let sent = false;
      const ended = new Promise<number | NodeJS.Signals | null>((resolve) =>
        child.on('exit', (code, signal) => resolve(code ?? signal)),
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // one signal: a second one during the graceful stop is the way to cut it short
        if (!sent && output.includes('"event":"listening"')) sent = child.kill('SIGTERM');
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      expect(await ended, output).toBe(0);
      expect(output).toContain('"event":"shutdown"');
    }
  });
});
