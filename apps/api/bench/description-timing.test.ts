import { describe, expect, it } from 'vitest';
import { measureDescriptions } from './description-timing';

describe('measureDescriptions', () => {
  it('should time built and kept loads of each template', async () => {
    const figures = await measureDescriptions(3);
    expect(figures.runs).toBe(3);
    expect(figures.templates.map((template) => template.id)).toEqual([
      'becf-11001',
      'becf-12001',
      'becf-24271',
    ]);
    for (const template of figures.templates) {
      expect(template.bytes).toBeGreaterThan(1000);
      // figures only: how they compare is the bench's to print, not a test's to judge
      expect(Number.isFinite(template.built_cpu_ms) && template.built_cpu_ms > 0).toBe(true);
      expect(Number.isFinite(template.kept_cpu_ms) && template.kept_cpu_ms > 0).toBe(true);
    }
  });
});
