import {
  blankArea,
  checkDesignRules,
  lineLengths,
  outerContour,
  sampleValues,
  TEMPLATES,
} from '@diecut/geometry';

export interface BuildTiming {
  id: string;
  name: string;
  iterations: number;
  /** The panel graph alone. */
  build_median_ms: number;
  build_p99_ms: number;
  /** The graph plus what a dieline needs from it: contour, area and line lengths. */
  build_and_derive_median_ms: number;
  build_and_derive_p99_ms: number;
  /** The manufacturing rule check on the built graph. */
  design_rules_median_ms: number;
  design_rules_p99_ms: number;
}

/** The value below which `share` of the sorted samples fall, in ms to three decimals. */
export function percentile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] as number) * 1000) / 1000;
}

function time(run: () => void, iterations: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples.sort((a, b) => a - b);
}

/** Median and p99 build time of every catalog template at its sample size, after a warm-up. */
export function measureTemplateBuilds(iterations: number): BuildTiming[] {
  return TEMPLATES.map((template) => {
    const values = sampleValues(template);
    const build = () => template.build(values);
    const buildAndDerive = () => {
      for (const { graph } of template.build(values)) {
        outerContour(graph);
        blankArea(graph);
        lineLengths(graph);
      }
    };
    const graphs = template.build(values).map((part) => part.graph);
    const checkRules = () => {
      for (const graph of graphs) checkDesignRules(graph);
    };
    time(buildAndDerive, Math.min(20, iterations));
    time(checkRules, Math.min(20, iterations));
    const built = time(build, iterations);
    const derived = time(buildAndDerive, iterations);
    const ruled = time(checkRules, iterations);
    return {
      id: template.id,
      name: template.name,
      iterations,
      build_median_ms: percentile(built, 0.5),
      build_p99_ms: percentile(built, 0.99),
      build_and_derive_median_ms: percentile(derived, 0.5),
      build_and_derive_p99_ms: percentile(derived, 0.99),
      design_rules_median_ms: percentile(ruled, 0.5),
      design_rules_p99_ms: percentile(ruled, 0.99),
    };
  });
}
