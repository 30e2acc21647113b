import { TemplateVariablesError } from '@diecut/geometry';
import { DiecutError } from '@diecut/schema';
import { describe, expect, it } from 'vitest';
import { decodeError, encodeError } from './compute-errors';

/** An error as the main thread gets it back from a worker: encoded, cloned across, decoded. */
const acrossThreads = (error: unknown) => decodeError(structuredClone(encodeError(error)));

describe('encodeError', () => {
  it('should bring a DiecutError back with its status, message, 7.1 errors and headers', () => {
    const thrown = new DiecutError(429, 'Too many requests', {
      errors: [{ message: 'Slow down.', suggestion: { type: 'change_value', name: 'length', value: 8 } }],
      headers: { 'Retry-After': '7' },
    });
    const back = acrossThreads(thrown);
    expect(back).toBeInstanceOf(DiecutError);
    expect(back).toMatchObject({
      status: 429,
      message: 'Too many requests',
      headers: { 'Retry-After': '7' },
    });
    expect((back as DiecutError).toBody()).toEqual(thrown.toBody());
  });

  it('should keep a DiecutError without errors free of an errors field', () => {
    const back = acrossThreads(DiecutError.notFound()) as DiecutError;
    expect(back.toBody()).toEqual(DiecutError.notFound().toBody());
    expect('errors' in back.toBody()).toBe(false);
  });

  it('should bring a TemplateVariablesError back with its problems', () => {
    const problems = [
      { code: 'below_minimum', name: 'height', message: "Variable 'height' must be at least 8 mm." },
    ];
    const back = acrossThreads(new TemplateVariablesError(problems as never));
    expect(back).toBeInstanceOf(TemplateVariablesError);
    expect((back as TemplateVariablesError).problems).toEqual(problems);
  });

  it('should bring any other error back as a plain Error with its name, message and stack', () => {
    const thrown = new RangeError('the template built no part');
    const back = acrossThreads(thrown);
    expect(back).not.toBeInstanceOf(DiecutError);
    expect(back).toMatchObject({
      name: 'RangeError',
      message: 'the template built no part',
      stack: thrown.stack,
    });
    expect(acrossThreads('a thrown string').message).toBe('a thrown string');
  });
});
