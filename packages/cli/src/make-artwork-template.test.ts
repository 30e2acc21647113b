import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';

const work = mkdtempSync(path.join(tmpdir(), 'diecut-cli-artwork-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `diecut` in this process, its output collected. */
async function diecut(...args: string[]) {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (text) => {
      out.stdout += text;
    },
    stderr: (text) => {
      out.stderr += text;
    },
    cwd: work,
    env: {},
  };
  return { code: await runCli(args, io), ...out };
}

const SIZES = ['--length', '80', '--width', '40', '--height', '120'];

describe('diecut artwork', () => {
  it('should write the PDF template by default, named after the template, its page the artwork size', async () => {
    const run = await diecut('artwork', 'becf-11001', ...SIZES, '--overflow');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Wrote reverse-tuck-end-box-artwork-template\.pdf \(pdf, \d+ bytes\): artwork template of Reverse Tuck End Box \(becf-11001\), [\d.]+ x [\d.]+ mm\n$/,
    );
    const pdf = readFileSync(path.join(work, 'reverse-tuck-end-box-artwork-template.pdf'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('should write an SVG by --out extension, in inches, whose page is the size it prints', async () => {
    const run = await diecut(
      'artwork',
      'becf-11001',
      '--unit',
      'in',
      '--length',
      '3',
      '--width',
      '1.5',
      '--height',
      '4.5',
      '--out',
      'tuck.svg',
    );
    expect(run.code).toBe(0);
    const [, width, height] = run.stdout.match(/, ([\d.]+) x ([\d.]+) in\n$/) ?? [];
    const svg = readFileSync(path.join(work, 'tuck.svg'), 'utf8');
    expect(Number(svg.match(/ width="([\d.]+)mm"/)?.[1]) / 25.4).toBeCloseTo(Number(width), 3);
    expect(Number(svg.match(/ height="([\d.]+)mm"/)?.[1]) / 25.4).toBeCloseTo(Number(height), 3);
    expect(svg).toContain('inkscape:label="Panel names"');
  });

  it('should refuse sizes the dieline refuses, an unknown format and a missing template, writing nothing', async () => {
    const before = readdirSync(work).sort();
    const small = await diecut(
      'artwork',
      'becf-11001',
      '--length',
      '5',
      '--width',
      '40',
      '--height',
      '120',
      '--out',
      'small.pdf',
    );
    expect(small.code).toBe(2);
    expect(small.stderr).toContain('use --length');
    const dxf = await diecut('artwork', 'becf-11001', ...SIZES, '--format', 'dxf');
    expect(dxf.code).toBe(2);
    expect(dxf.stderr).toBe("diecut artwork: --format is pdf, svg; not 'dxf'.\n");
    expect((await diecut('artwork')).code).toBe(2);
    expect(readdirSync(work).sort()).toEqual(before);
  });

  it("should list the template's variables in artwork --help", async () => {
    const run = await diecut('artwork', 'becf-11001', '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: diecut artwork <template-id>');
    expect(run.stdout).toContain('--top-tuck-flap');
  });
});
