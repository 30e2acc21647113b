import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

/** The built server, as an operator runs it; the process tests and the bench start it as a child. */
export const BUILT_MAIN = path.resolve(import.meta.dirname, '../dist/main.js');

/** Why the process tests skip, when they must: undefined once the API is built. */
export const builtServerMissing = (): string | undefined =>
  existsSync(BUILT_MAIN) ? undefined : 'the API is not built (dist/main.js)';

export interface BuiltServer {
  child: ChildProcess;
  origin: string;
  /** Every JSON log line the server printed so far. */
  logs: Array<Record<string, unknown>>;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts `dist/main.js` on a free loopback port with `env` over the caller's environment, and
 * resolves once it logs that it listens. The child goes into `children`, for the caller to kill.
 */
export function startBuiltServer(
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<BuiltServer> {
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: BuiltServer['logs'] = [];
  let output = '';
  let pending = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 30 s: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.event !== 'listening') continue;
        clearTimeout(timer);
        resolve({ child, origin: entry.url as string, logs, output: () => output, exited });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

/** GET /healthz on a connection of its own, as a load balancer's checker opens one: status and ms. */
export function probeHealth(origin: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/healthz`, { agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end();
  });
}
