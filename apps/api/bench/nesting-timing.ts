import {
  type PanelGraph,
  sampleValues,
  TEMPLATES,
  type TemplateDefinition,
  validateTemplateVariables,
} from '@diecut/geometry';
import {
  bruteForceLatticeCopies,
  LATTICE_TEMPLATE_IDS,
  type NestingSheet,
  nestingEfficiencies,
  nestingUpperBound,
} from '@diecut/nesting';
import { percentile } from './template-build-timing';

/** The folding cartons: the sheet-fed work quoting runs on (corrugated and rigid pieces have their own sheets). */
const CARTON_TEMPLATES = TEMPLATES.filter((template) => template.group.category === 'Cartons');

export interface NestingFigures {
  templates: number;
  blanks: number;
  layouts: number;
  sheets: string[];
  /** Copies of the best template over the area bound floor(usable area / blank area). */
  ratio_to_bound_mean: number;
  ratio_to_bound_worst: number;
  /** The same over sheets where at least one copy fits (a blank larger than the sheet counts 0). */
  ratio_to_bound_worst_fitting: number;
  /** Sheets where no copy fits although the area bound allows one. */
  no_copy_fits: number;
  copies_mean: number;
  bound_mean: number;
  /** Lattice templates whose count differs from the brute-force lattice search (should be 0). */
  brute_force_checks: number;
  brute_force_mismatches: number;
  /** How often the mixed fill holds more than the best straight or turned grid. */
  mixed_beats_best_grid: number;
  mixed_applicable: number;
  /** Which single template holds most copies (first on ties), and how often. */
  best_member_counts: Record<string, number>;
  /** One `nestingEfficiencies` call, blank geometry cached (1020 x 720 sheet), ms. */
  efficiencies_median_ms: number;
  efficiencies_p99_ms: number;
  /** The first call for a blank: no-fit polygons and pitches included, ms. */
  first_call_median_ms: number;
  first_call_p99_ms: number;
}

const SHEETS: Array<[string, NestingSheet]> = [
  ['1020x720', { width: 1020, height: 720, marginTop: 10, marginBottom: 10, marginSide: 10 }],
  ['700x500', { width: 700, height: 500, marginTop: 10, marginBottom: 10, marginSide: 10 }],
  ['500x350', { width: 500, height: 350, marginTop: 5, marginBottom: 5, marginSide: 5 }],
];

const SIZES = 20;

/** Up to 20 valid sizes: the sample size scaled from 0.5 to 1.6, each checked by validation. */
function sizes(template: TemplateDefinition): PanelGraph[] {
  const sample = sampleValues(template);
  const graphs: PanelGraph[] = [];
  for (let i = 0; i < SIZES * 2 && graphs.length < SIZES; i++) {
    const scale = 0.5 + (1.1 * i) / (SIZES - 1);
    const input: Record<string, unknown> = {};
    for (const name of ['length', 'width', 'height']) {
      const value = sample[name];
      if (typeof value === 'number') input[name] = Math.round(value * scale * 10) / 10;
    }
    try {
      const values = validateTemplateVariables(template, input, 'mm');
      const part = template.build(values)[0];
      if (part) graphs.push(part.graph);
    } catch {
      // a size the template refuses (a rule between variables): skipped
    }
  }
  return graphs;
}

export const time = (run: () => void): number => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

export const round = (value: number, decimals = 3) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Copies, area bounds, brute-force checks and timing of nesting over every catalog carton. */
export function measureNesting(): NestingFigures {
  const ratios: number[] = [];
  const fittingRatios: number[] = [];
  let noCopyFits = 0;
  const copies: number[] = [];
  const bounds: number[] = [];
  const warm: number[] = [];
  const cold: number[] = [];
  const bestMembers: Record<string, number> = {};
  let checks = 0;
  let mismatches = 0;
  let mixedBeats = 0;
  let mixedApplicable = 0;
  let blanks = 0;
  for (const template of CARTON_TEMPLATES) {
    for (const graph of sizes(template)) {
      blanks++;
      const blank = { graph };
      const [, big] = SHEETS[0] as [string, NestingSheet];
      cold.push(time(() => nestingEfficiencies(blank, big)));
      for (let i = 0; i < 10; i++) warm.push(time(() => nestingEfficiencies(blank, big)));
      for (const [, sheet] of SHEETS) {
        const efficiencies = nestingEfficiencies(blank, sheet);
        const best = efficiencies.lg_best_of_all?.copies ?? 0;
        const bound = nestingUpperBound(blank, sheet);
        copies.push(best);
        bounds.push(bound);
        if (bound > 0) ratios.push(best / bound);
        if (bound > 0 && best > 0) fittingRatios.push(best / bound);
        if (bound > 0 && best === 0) noCopyFits++;
        const singles = Object.entries(efficiencies).filter(([id, e]) => id.startsWith('lt_') && e);
        const winner = singles.find(([, e]) => e?.copies === best)?.[0];
        if (winner) bestMembers[winner] = (bestMembers[winner] ?? 0) + 1;
        for (const id of LATTICE_TEMPLATE_IDS) {
          const brute = bruteForceLatticeCopies(id, blank, sheet);
          if (brute === null) continue;
          checks++;
          if (brute !== (efficiencies[id]?.copies ?? 0)) mismatches++;
        }
        const mixed = efficiencies.lt_mixed_fill;
        if (mixed) {
          mixedApplicable++;
          const grid = Math.max(
            efficiencies.lt_straight_grid?.copies ?? 0,
            efficiencies.lt_grid_turned_90?.copies ?? 0,
          );
          if (mixed.copies > grid) mixedBeats++;
        }
      }
    }
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  warm.sort((a, b) => a - b);
  cold.sort((a, b) => a - b);
  return {
    templates: CARTON_TEMPLATES.length,
    blanks,
    layouts: copies.length,
    sheets: SHEETS.map(([name]) => name),
    ratio_to_bound_mean: round(mean(ratios)),
    ratio_to_bound_worst: round(Math.min(...ratios)),
    ratio_to_bound_worst_fitting: round(Math.min(...fittingRatios)),
    no_copy_fits: noCopyFits,
    copies_mean: round(mean(copies), 2),
    bound_mean: round(mean(bounds), 2),
    brute_force_checks: checks,
    brute_force_mismatches: mismatches,
    mixed_beats_best_grid: mixedBeats,
    mixed_applicable: mixedApplicable,
    best_member_counts: bestMembers,
    efficiencies_median_ms: percentile(warm, 0.5),
    efficiencies_p99_ms: percentile(warm, 0.99),
    first_call_median_ms: percentile(cold, 0.5),
    first_call_p99_ms: percentile(cold, 0.99),
  };
}
