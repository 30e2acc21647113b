import { describe, expect, it } from 'vitest';
import { formatNumber } from './dieline-document';
import { TextWriter } from './text-writer';

describe('TextWriter', () => {
  it('should write every number as formatNumber does', () => {
    // whole numbers, ties, tiny and huge values, negatives, and values only toFixed writes
    const values = [
      0, -0, 1, -1, 0.5, 1e-5, -1e-5, 0.00005, 0.00015, 10.0001, 1234.56789, 999999.99995, 1e9, -2e9, 1e21,
    ];
    for (let i = 0; i < 2000; i++) values.push((Math.sin(i * 12.9898) * 43758.5453) % 1000, i / 7, -i / 3);
    for (const decimals of [0, 2, 4, 6, 9]) {
      const writer = new TextWriter();
      for (const value of values) writer.number(value, decimals).text(' ');
      expect(writer.toString()).toBe(values.map((value) => `${formatNumber(value, decimals)} `).join(''));
    }
  });

  it('should write a number to the millionth as String(Math.round(n * 1e6) / 1e6) writes it', () => {
    // as PDF operators take numbers: ties, tiny, negative, past 1e9 (a quotient written by String)
    const values = [
      0,
      -0,
      1e-7,
      -4e-7,
      5e-7,
      1e-6,
      -1e-6,
      0.0000015,
      2.5,
      -612.1234565,
      1e9 + 0.25,
      -3e12,
      4.5e15,
    ];
    for (let i = 0; i < 3000; i++) values.push((Math.sin(i * 78.233) * 43758.5453) % 5000, i / 7, -i / 3e5);
    const writer = new TextWriter();
    for (const value of values) writer.millionths(value).text(' ');
    expect(writer.toString()).toBe(values.map((value) => `${Math.round(value * 1e6) / 1e6} `).join(''));
    expect(() => new TextWriter().millionths(Number.NaN)).toThrow('unsupported number');
    // the same number read from where it is kept
    const kept = new TextWriter();
    const stored = Float64Array.from(values);
    for (let i = 0; i < stored.length; i++) kept.millionthsOf(stored, i).text(' ');
    expect(kept.toString()).toBe(writer.toString());
  });

  it('should write text of any characters as UTF-8 and start afresh on reset', () => {
    const writer = new TextWriter();
    writer.text('stale');
    writer.reset().text('Box für 5 mm² ').number(2.5, 4).text(' 🎁');
    expect(writer.toString()).toBe('Box für 5 mm² 2.5 🎁');
  });

  it('should grow past its first buffer without losing text', () => {
    const writer = new TextWriter();
    const line = 'M12.3456 78.9 L1 2\n';
    for (let i = 0; i < 5000; i++) writer.text(line);
    expect(writer.toString()).toBe(line.repeat(5000));
  });
});
