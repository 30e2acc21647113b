import { SUBSTRATE_KEYS } from '@diecut/schema';
import { describe, expect, it } from 'vitest';
import { PLAIN_MATERIAL, SUBSTRATE_APPEARANCES, substrateAppearance } from './substrate-appearance';

describe('substrateAppearance', () => {
  it('should give every substrate key of the interface an appearance', () => {
    expect(Object.keys(SUBSTRATE_APPEARANCES).sort()).toEqual([...SUBSTRATE_KEYS].sort());
    for (const key of SUBSTRATE_KEYS) {
      const appearance = substrateAppearance(key);
      expect(appearance.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(appearance.roughness).toBeGreaterThan(0);
      expect(appearance.roughness).toBeLessThanOrEqual(1);
    }
  });

  it('should fall back to the plain material for the empty string', () => {
    expect(substrateAppearance('')).toBe(PLAIN_MATERIAL);
  });

  it('should tell dark boards from light ones', () => {
    const luminance = (hex: string) => Number.parseInt(hex.slice(1, 3), 16);
    expect(luminance(substrateAppearance('black_hardcardboards').color)).toBeLessThan(64);
    expect(luminance(substrateAppearance('white_sbs').color)).toBeGreaterThan(200);
  });
});
