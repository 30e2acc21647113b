import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Docker is not needed to run the tests: this reads the Dockerfile's runtime stage and checks that it
// runs the command the pack check starts from the installed tarballs, as an unprivileged user, with
// its data in a volume and a health check that needs nothing but node.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const apiManifest = JSON.parse(readFileSync(path.join(ROOT, 'apps/api/package.json'), 'utf8')) as {
  bin: Record<string, string>;
};

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's stages: instructions with continuation lines joined and comments left out. */
function stages(
  text: string,
): Array<{ from: string; name: string | undefined; instructions: Instruction[] }> {
  const joined = text.replace(/\\\r?\n/g, ' ');
  const result: Array<{ from: string; name: string | undefined; instructions: Instruction[] }> = [];
  for (const line of joined.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(trimmed) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      result.push({ from, name, instructions: [] });
    } else {
      result.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return result;
}

const all = stages(dockerfile);
const runtime = all.at(-1);
const last = (keyword: string) =>
  runtime?.instructions.filter((item) => item.keyword === keyword).at(-1)?.args;
const env = Object.fromEntries(
  (runtime?.instructions ?? [])
    .filter((item) => item.keyword === 'ENV')
    .flatMap((item) => [...item.args.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]])),
);

describe('Dockerfile', () => {
  it('should build in stages and run on a slim node image of a supported version', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(runtime?.from).toMatch(/^node:(2[0-9])[.-].*slim/);
  });

  it("should start the API package's own command from its installed tarball, as the pack check does", () => {
    const entrypoint = JSON.parse(last('ENTRYPOINT') ?? 'null') as string[] | null;
    expect(Object.keys(apiManifest.bin)).toEqual(['diecut-api']);
    expect(entrypoint).toEqual([`${last('WORKDIR')}/node_modules/.bin/diecut-api`]);
    // installed by npm from the packed tarballs, not copied from the workspace
    expect(dockerfile).toMatch(/pnpm pack/);
    expect(dockerfile).toMatch(/npm install --omit=dev/);
    expect(
      runtime?.instructions.some((item) => item.keyword === 'COPY' && /node_modules|\/src\b/.test(item.args)),
    ).toBe(false);
  });

  it('should run as a user other than root', () => {
    const user = last('USER');
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('should keep its data dir in a volume the user may write', () => {
    expect(env.DIECUT_DATA_DIR).toBe('/data');
    expect(last('VOLUME')).toMatch(/"\/data"|^\/data$/);
    expect(
      runtime?.instructions.some((item) => item.keyword === 'RUN' && /chown \S+ \/data/.test(item.args)),
    ).toBe(true);
  });

  it('should expose the port it listens on and check /healthz with node alone', () => {
    expect(last('EXPOSE')).toBe(env.PORT);
    expect(env.HOST).toBe('0.0.0.0');
    const healthcheck = last('HEALTHCHECK') ?? '';
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/healthz/);
    expect(healthcheck).not.toMatch(/curl|wget/);
  });
});
