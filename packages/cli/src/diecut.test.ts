import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkTemplateVariables,
  displayLengthWithin,
  findTemplate,
  flattenParameters,
  searchTemplates,
  type TemplateDefinition,
} from '@diecut/geometry';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';

// the tests run the built binary, as a user does: turbo builds the package before its tests
const BIN = fileURLToPath(new URL('../dist/diecut.js', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'diecut-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function diecut(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: work, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const carton = findTemplate('becf-11001') as TemplateDefinition;
const SIZES = ['--length', '80', '--width', '40', '--height', '120'];

/** The SVG as an XML document: throws when the file is not well-formed. */
function parseSvg(file: string): Document {
  const dom = new JSDOM(readFileSync(file, 'utf8'), { contentType: 'image/svg+xml' });
  return dom.window.document;
}

/** The rows of a table the CLI prints, split on its column gaps, header first. */
const tableRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((line) => /\S {2,}\S/.test(line))
    .map((line) => line.trim().split(/ {2,}/));

describe('diecut', () => {
  it('should print its help and exit 0, and refuse an unknown command with exit code 2', async () => {
    const help = await diecut('--help');
    expect(help.code).toBe(0);
    for (const command of ['templates', 'show', 'make', 'nest', 'serve'])
      expect(help.stdout).toContain(command);
    const unknown = await diecut('cut');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command 'cut'/);
  });

  it('should print its package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect((await diecut('--version')).stdout.trim()).toBe(version);
  });
});

describe('diecut templates', () => {
  it('should list the templates a query finds, with ids, names and codes', async () => {
    const run = await diecut('templates', '--q', 'tuck');
    expect(run.code).toBe(0);
    const [header, ...rows] = tableRows(run.stdout);
    expect(header).toEqual(['ID', 'NAME', 'CODE', 'GROUP']);
    const expected = searchTemplates({ q: 'tuck' });
    expect(expected.length).toBeGreaterThan(1);
    expect(rows).toEqual(
      expected.map((template) => [
        template.id,
        template.name,
        template.standardCode ?? '-',
        template.group.id,
      ]),
    );
    expect(run.stdout).toContain(`${expected.length} templates`);
  });

  it('should list one group, and refuse a group that does not exist', async () => {
    const run = await diecut('templates', '--group', carton.group.id);
    const [, ...rows] = tableRows(run.stdout);
    expect(rows.map((row) => row[0])).toEqual(searchTemplates({ group: carton.group.id }).map((t) => t.id));
    const unknown = await diecut('templates', '--group', 'no_such_group');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown group 'no_such_group'/);
  });
});

describe('diecut show', () => {
  it("should print every variable's flag with its default and range in the asked unit", async () => {
    const run = await diecut('show', carton.id, '--unit', 'in');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(carton.name);
    const table = tableRows(run.stdout);
    const rows = table.slice(table.findIndex((row) => row[0] === 'FLAG'));
    const flags = rows.slice(1).map((row) => row[0]);
    expect(flags).toEqual(flattenParameters(carton.parameters).map((p) => `--${p.name.replace(/_/g, '-')}`));
    const length = carton.parameters.find((parameter) => parameter.name === 'length');
    const row = rows.find((each) => each[0] === '--length');
    expect(row?.[1]).toBe('length (in)');
    expect(row?.[3]).toBe(
      `${displayLengthWithin(length?.minimum ?? 0, 'in', 'up')} .. ${displayLengthWithin(length?.maximum ?? 0, 'in', 'down')}`,
    );
  });

  it('should refuse an unknown template with exit code 2', async () => {
    const run = await diecut('show', 'becf-00000');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown template 'becf-00000'/);
  });
});

describe('diecut make', () => {
  it('should write an SVG that parses, a PDF, a DXF and a CFF2 file', async () => {
    const svg = await diecut(
      'make',
      carton.id,
      '--unit',
      'mm',
      ...SIZES,
      '--format',
      'svg',
      '--out',
      'box.svg',
    );
    expect(svg.code).toBe(0);
    expect(svg.stdout).toMatch(/^Wrote box\.svg/);
    expect(parseSvg(path.join(work, 'box.svg')).documentElement.tagName).toBe('svg');
    expect((await diecut('make', carton.id, ...SIZES, '--format', 'pdf', '--out', 'box.pdf')).code).toBe(0);
    const pdf = readFileSync(path.join(work, 'box.pdf'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect((await diecut('make', carton.id, ...SIZES, '--out', 'box.dxf')).code).toBe(0);
    const dxf = readFileSync(path.join(work, 'box.dxf'), 'utf8');
    expect(dxf).toMatch(/^\s*0\r?\nSECTION/);
    expect(dxf.trimEnd()).toMatch(/EOF$/);
    expect((await diecut('make', carton.id, ...SIZES, '--format', 'cf2')).code).toBe(0);
    expect(readFileSync(path.join(work, 'reverse-tuck-end-box.cf2'), 'utf8')).toContain(`MAIN,${carton.id}`);
  });

  it('should print each problem with the suggested value as the flag to use, exit 2 and write nothing', async () => {
    const before = readdirSync(work);
    const given = { length: '5', width: '15', height: '120' };
    const run = await diecut(
      'make',
      carton.id,
      ...Object.entries(given).flatMap(([name, value]) => [`--${name}`, value]),
      '--out',
      'bad.svg',
    );
    expect(run.code).toBe(2);
    const checked = checkTemplateVariables(carton, given, 'mm');
    if (checked.ok) throw new Error('5 mm should be refused');
    for (const problem of checked.problems) {
      expect(run.stderr).toContain(problem.message);
      if (problem.suggestion?.type === 'change_value') {
        expect(run.stderr).toContain(
          `use --${problem.suggestion.name.replace(/_/g, '-')} ${problem.suggestion.value}`,
        );
      }
    }
    expect(readdirSync(work)).toEqual(before);
  });

  it('should reach valid sizes by following its own suggested flags', async () => {
    let args = [carton.id, '--length', '5', '--width', '15', '--height', '120', '--out', 'fixed.svg'];
    let run = await diecut('make', ...args);
    for (let round = 0; round < 4 && run.code === 2; round++) {
      const flags = [...run.stderr.matchAll(/use (--[a-z-]+) (\S+)/g)].flatMap(([, flag, value]) => [
        flag as string,
        value as string,
      ]);
      expect(flags.length).toBeGreaterThan(0);
      args = [...args, ...flags];
      run = await diecut('make', ...args);
    }
    expect(run.code).toBe(0);
    expect(existsSync(path.join(work, 'fixed.svg'))).toBe(true);
  });

  it('should read lengths in inches', async () => {
    const run = await diecut(
      'make',
      carton.id,
      '--unit',
      'in',
      '--length',
      '3',
      '--width',
      '1.5',
      '--height',
      '5',
      '--out',
      'inch.svg',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('3 x 1.5 x 5 in');
    expect(parseSvg(path.join(work, 'inch.svg')).documentElement.getAttribute('width')).toMatch(/in$/);
  });

  it('should take booleans as --flag, --no-flag and --flag true', async () => {
    const bleedLayer = (file: string) =>
      [...parseSvg(path.join(work, file)).querySelectorAll('g')].some(
        (group) => group.getAttribute('inkscape:label') === 'BLEED',
      );
    await diecut('make', carton.id, ...SIZES, '--overflow', '--out', 'bleed-on.svg');
    await diecut(
      'make',
      carton.id,
      ...SIZES,
      '--overflow',
      'true',
      '--overflow-margin',
      '5',
      '--out',
      'bleed-true.svg',
    );
    await diecut('make', carton.id, ...SIZES, '--no-overflow', '--out', 'bleed-off.svg');
    expect(bleedLayer('bleed-on.svg')).toBe(true);
    expect(bleedLayer('bleed-true.svg')).toBe(true);
    expect(bleedLayer('bleed-off.svg')).toBe(false);
    const wrong = await diecut('make', carton.id, ...SIZES, '--overflow=maybe');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/'overflow' must be true or false/);
  });

  it('should take a choice such as the dimension type, and refuse a value not among its choices', async () => {
    await diecut('make', carton.id, ...SIZES, '--dimension-type', 'inside', '--out', 'inside.svg');
    await diecut('make', carton.id, ...SIZES, '--dimension_type', 'outside', '--out', 'outside.svg');
    expect(readFileSync(path.join(work, 'inside.svg'), 'utf8')).not.toBe(
      readFileSync(path.join(work, 'outside.svg'), 'utf8'),
    );
    const wrong = await diecut('make', carton.id, ...SIZES, '--dimension-type', 'middle');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/'dimension_type' must be one of 'inside', 'outside' or 'score'/);
  });

  it('should refuse an unknown flag and a missing template id with exit code 2', async () => {
    const flag = await diecut('make', carton.id, ...SIZES, '--colour', 'red');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/Unknown option '--colour'/);
    expect(flag.stderr).not.toMatch(/Did you mean/);
    expect(flag.stderr).toContain(`diecut make ${carton.id} --help`);
    const typo = await diecut('make', carton.id, '--lenght', '80', '--width', '30', '--height', '120');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('Did you mean --length?');
    const missing = await diecut('make', '--length', '80');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/give a template id first/);
  });

  it("should list the template's variables in make --help", async () => {
    const run = await diecut('make', carton.id, '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: diecut make');
    expect(run.stdout).toContain('--top-tuck-flap');
  });

  it('should exit 1 and leave no partial file when the file cannot be written', async () => {
    const run = await diecut('make', carton.id, ...SIZES, '--out', 'no-such-folder/box.svg');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/could not write/);
    expect(existsSync(path.join(work, 'no-such-folder'))).toBe(false);
  });
});

describe('diecut nest', () => {
  const SHEET = ['--sheet-width', '700', '--sheet-height', '500'];

  it('should lay the asked copies out on the sheet and write a file that parses', async () => {
    const run = await diecut(
      'nest',
      carton.id,
      ...SIZES,
      ...SHEET,
      '--nesting-template',
      'lt_straight_grid',
      '--num-x',
      '2',
      '--num-y',
      '1',
      '--out',
      'sheet.svg',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/2 copies \(2 x 1\)/);
    expect(parseSvg(path.join(work, 'sheet.svg')).documentElement.tagName).toBe('svg');
  });

  it('should pick the most efficient nesting template when none is given', async () => {
    const run = await diecut('nest', carton.id, ...SIZES, ...SHEET, '--format', 'pdf');
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(work, 'reverse-tuck-end-box-nesting.pdf')).subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
  });

  it('should refuse bad sheet variables with the flag that fixes them, exit 2', async () => {
    const run = await diecut(
      'nest',
      carton.id,
      ...SIZES,
      ...SHEET,
      '--sheet-margin-side=-4',
      '--out',
      'x.svg',
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("'sheet_margin_side' must be zero or more.");
    expect(run.stderr).toContain('use --sheet-margin-side 0');
    expect(existsSync(path.join(work, 'x.svg'))).toBe(false);
    const cf2 = await diecut('nest', carton.id, ...SIZES, ...SHEET, '--format', 'cf2');
    expect(cf2.code).toBe(2);
  });
});

describe('diecut serve', () => {
  it('should start the API, answer /healthz and stop on SIGTERM', async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', path.join(work, 'api-data')],
      { cwd: work, env: { ...process.env, DIECUT_LOG_LEVEL: 'info' } },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /"url":"(http:\/\/[^"]+)"/.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      child.on('exit', () => reject(new Error(`serve exited early: ${output}`)));
    });
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    // the server runs with the API start script's node flags, in a node that `diecut` started for it
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
    expect(await exited).toBe(0);
  });
});
