import { type ChildProcess, spawn } from 'node:child_process';

export interface StartedServer {
  child: ChildProcess;
  /** The address it logged in its `listening` line. */
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs an installed server command (`node_modules/.bin/diecut-api`, `diecut serve`) with `args` and
 * resolves once it logs its `listening` line, an event rather than a delay; rejects with what it
 * printed if it exits first.
 */
export function startInstalledServer(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<StartedServer> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /"event":"listening","url":"(http:\/\/[^"]+)"/.exec(output);
      if (found?.[1]) resolve({ child, url: found[1], output: () => output, exited });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    void exited.then((code) =>
      reject(new Error(`${command} exited with ${code} before listening:\n${output}`)),
    );
  });
}
