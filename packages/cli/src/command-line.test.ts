import { describe, expect, it } from 'vitest';
import { nearestOption } from './command-line';

describe('nearestOption', () => {
  const options = ['length', 'width', 'height', 'top-tuck-flap', 'top_tuck_flap', 'format', 'out'];

  it('should find the option a typo meant: a swap, a letter missing, one too many, another letter', () => {
    expect(nearestOption('lenght', options)).toBe('length');
    expect(nearestOption('widh', options)).toBe('width');
    expect(nearestOption('heightt', options)).toBe('height');
    expect(nearestOption('top-tuck-flop', options)).toBe('top-tuck-flap');
    expect(nearestOption('FORMAT', options)).toBe('format');
  });

  it('should suggest nothing for a word that is not near any option', () => {
    expect(nearestOption('colour', options)).toBeUndefined();
    expect(nearestOption('x', options)).toBeUndefined();
  });
});
