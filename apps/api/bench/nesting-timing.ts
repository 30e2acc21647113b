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
  nestingCountBound,
  nestingEfficiencies,
  nestingUpperBound,
} from '@diecut/nesting';
import baseline from '../../../packages/nesting/test/folding-carton-counts.golden.json';
import { percentile } from './template-build-timing';

/**
 * The folding-carton set the yield figure is measured on, frozen: the 23 templates of the catalog's
 * Cartons category at commit 207c65d (the sheet-fed work quoting runs on; corrugated and rigid pieces
 * have their own sheets). The catalog keeps growing, so the set is listed rather than selected, to
 * keep the figure comparable run to run; `all_cartons` gives the same figure over every carton today.
 */
export const FOLDING_CARTON_SET = [
  'becf-11001',
  'becf-11002',
  'becf-11003',
  'becf-11004',
  'becf-11005',
  'becf-11006',
  'becf-11007',
  'becf-11008',
  'becf-11009',
  'becf-11101',
  'becf-11102',
  'becf-11103',
  'becf-11104',
  'becf-11105',
  'becf-11106',
  'becf-11107',
  'becf-11108',
  'becf-11109',
  'becf-12001',
  'becf-13001',
  'becf-14001',
  'becf-15001',
  'becf-16001',
] as const;

const CARTON_TEMPLATES = FOLDING_CARTON_SET.map((id) => {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`the frozen folding-carton set lists ${id}, which the catalog lacks`);
  return template;
});

/** Every carton of the catalog as it is now (the frozen set and those added since). */
const ALL_CARTON_TEMPLATES = TEMPLATES.filter((template) => template.group.category === 'Cartons');

/** Copies over the area bound across the sheets nested (bound > 0; a sheet no copy fits counts 0). */
export interface RatioDistribution {
  min: number;
  p10: number;
  median: number;
  mean: number;
  p90: number;
}

export interface NestingFigures {
  templates: number;
  blanks: number;
  layouts: number;
  sheets: string[];
  /** Copies of the best template over the area bound floor(usable area / blank area), over the frozen set. */
  ratio_to_bound: RatioDistribution;
  ratio_to_bound_mean: number;
  /** The same over sheets where at least one copy fits (labelled as such: the headline counts every sheet). */
  ratio_to_bound_fitting: RatioDistribution;
  /** The mean per sheet size. */
  ratio_to_bound_by_sheet: Record<string, number>;
  /**
   * Against `nestingCountBound` (0 where no copy fits, 1 where no two fit together, else the area
   * bound): how far the area bound is from any packing. `ratio` is over sheets where a copy fits;
   * `ceiling_mean` the headline mean if every sheet held its count bound.
   */
  count_bound: {
    none_fits: number;
    two_never_fit: number;
    ratio: RatioDistribution;
    ceiling_mean: number;
  };
  /**
   * The headline mean if every sheet held as many copies as the blank's best lattice density on an
   * unbounded sheet gives (floor(density x area bound), at most the count bound, at least the count
   * found): an estimate of what no edge losses would allow, not a bound.
   */
  density_ceiling_mean: number;
  density_mean: number;
  ratio_to_bound_worst: number;
  /** The same over sheets where at least one copy fits (a blank larger than the sheet counts 0). */
  ratio_to_bound_worst_fitting: number;
  /** Sheets where no copy fits although the area bound allows one. */
  no_copy_fits: number;
  copies_mean: number;
  bound_mean: number;
  /** Sheets whose count is below, at or above the count recorded before the free-form fill (below: should be 0). */
  baseline: { cases: number; below: number; same: number; above: number; missing: number };
  /** Lattice templates whose count differs from the brute-force lattice search (should be 0). */
  brute_force_checks: number;
  brute_force_mismatches: number;
  /** How often the mixed fill holds more than the best straight or turned grid. */
  mixed_beats_best_grid: number;
  mixed_applicable: number;
  /** How often the free-form fill holds more than every lattice template. */
  free_form_beats_lattices: number;
  free_form_applicable: number;
  /** Which single template holds most copies (first on ties), and how often. */
  best_member_counts: Record<string, number>;
  /** One `nestingEfficiencies` call, blank geometry cached (1020 x 720 sheet), ms. */
  efficiencies_median_ms: number;
  efficiencies_p99_ms: number;
  /** The first call for a blank: no-fit polygons and pitches included, ms. */
  first_call_median_ms: number;
  first_call_p99_ms: number;
  /** The slowest single `nestingEfficiencies` call of the set (a blank's first call on a sheet), ms, and its case. */
  slowest_call_ms: number;
  slowest_call: string;
  /** The same ratio over every carton in the catalog today (the frozen set and those added since). */
  all_cartons: { templates: number; layouts: number; ratio_to_bound: RatioDistribution };
}

const SHEETS: Array<[string, NestingSheet]> = [
  ['1020x720', { width: 1020, height: 720, marginTop: 10, marginBottom: 10, marginSide: 10 }],
  ['700x500', { width: 700, height: 500, marginTop: 10, marginBottom: 10, marginSide: 10 }],
  ['500x350', { width: 500, height: 350, marginTop: 5, marginBottom: 5, marginSide: 5 }],
];

const SIZES = 20;

/** A sheet large enough that edge losses vanish: the best lattice there gives the blank's packing density. */
const UNBOUNDED_SHEET: NestingSheet = {
  width: 6000,
  height: 6000,
  marginTop: 0,
  marginBottom: 0,
  marginSide: 0,
};

/** Up to 20 valid sizes: the sample size scaled from 0.5 to 1.6, each checked by validation. */
function sizes(template: TemplateDefinition): Array<{ values: Record<string, number>; graph: PanelGraph }> {
  const sample = sampleValues(template);
  const graphs: Array<{ values: Record<string, number>; graph: PanelGraph }> = [];
  for (let i = 0; i < SIZES * 2 && graphs.length < SIZES; i++) {
    const scale = 0.5 + (1.1 * i) / (SIZES - 1);
    const input: Record<string, number> = {};
    for (const name of ['length', 'width', 'height']) {
      const value = sample[name];
      if (typeof value === 'number') input[name] = Math.round(value * scale * 10) / 10;
    }
    try {
      const values = validateTemplateVariables(template, input, 'mm');
      const part = template.build(values)[0];
      if (part) graphs.push({ values: input, graph: part.graph });
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

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

export function distribution(ratios: number[]): RatioDistribution {
  const sorted = [...ratios].sort((a, b) => a - b);
  return {
    min: round(sorted[0] ?? 0),
    p10: percentile(sorted, 0.1),
    median: percentile(sorted, 0.5),
    mean: round(mean(sorted)),
    p90: percentile(sorted, 0.9),
  };
}

/** The counts recorded before the free-form fill, by template, values and sheet. */
const recorded = new Map(
  (baseline.cases as Array<[string, Record<string, number>, string, number, number]>).map(
    ([template, values, sheet, copies]) => [`${template} ${JSON.stringify(values)} ${sheet}`, copies],
  ),
);

/** Copies over the area bound of the best template over every catalog carton today, nothing timed. */
function allCartonRatios(): NestingFigures['all_cartons'] {
  const ratios: number[] = [];
  let layouts = 0;
  for (const template of ALL_CARTON_TEMPLATES) {
    for (const { graph } of sizes(template)) {
      for (const [, sheet] of SHEETS) {
        layouts++;
        const bound = nestingUpperBound({ graph }, sheet);
        if (bound > 0)
          ratios.push((nestingEfficiencies({ graph }, sheet).lg_best_of_all?.copies ?? 0) / bound);
      }
    }
  }
  return {
    templates: ALL_CARTON_TEMPLATES.length,
    layouts,
    ratio_to_bound: distribution(ratios),
  };
}

/** Copies, area bounds, brute-force checks and timing of nesting over the frozen folding-carton set. */
export function measureNesting(): NestingFigures {
  const ratios: number[] = [];
  const fittingRatios: number[] = [];
  const bySheet: Record<string, number[]> = {};
  const countRatios: number[] = [];
  const ceilings: number[] = [];
  const densityCeilings: number[] = [];
  const densities: number[] = [];
  let noneFits = 0;
  let twoNeverFit = 0;
  let noCopyFits = 0;
  const copies: number[] = [];
  const bounds: number[] = [];
  const warm: number[] = [];
  const cold: number[] = [];
  const bestMembers: Record<string, number> = {};
  const against = { cases: 0, below: 0, same: 0, above: 0, missing: 0 };
  let checks = 0;
  let mismatches = 0;
  let mixedBeats = 0;
  let mixedApplicable = 0;
  let freeFormBeats = 0;
  let freeFormApplicable = 0;
  let slowest = { ms: 0, at: '' };
  let blanks = 0;
  for (const template of CARTON_TEMPLATES) {
    for (const { values, graph } of sizes(template)) {
      blanks++;
      const blank = { graph };
      const counted: Array<{ best: number; bound: number; sheet: NestingSheet }> = [];
      for (const [name, sheet] of SHEETS) {
        let efficiencies: ReturnType<typeof nestingEfficiencies> = {};
        const first = time(() => {
          efficiencies = nestingEfficiencies(blank, sheet);
        });
        if (name === SHEETS[0]?.[0]) {
          cold.push(first);
          for (let i = 0; i < 10; i++) warm.push(time(() => nestingEfficiencies(blank, sheet)));
        }
        if (first > slowest.ms)
          slowest = { ms: first, at: `${template.id} ${JSON.stringify(values)} ${name}` };
        const best = efficiencies.lg_best_of_all?.copies ?? 0;
        const bound = nestingUpperBound(blank, sheet);
        copies.push(best);
        bounds.push(bound);
        if (bound > 0) ratios.push(best / bound);
        if (bound > 0) bySheet[name] = [...(bySheet[name] ?? []), best / bound];
        counted.push({ best, bound, sheet });
        if (bound > 0 && best > 0) fittingRatios.push(best / bound);
        if (bound > 0 && best === 0) noCopyFits++;
        const before = recorded.get(`${template.id} ${JSON.stringify(values)} ${name}`);
        against.cases++;
        if (before === undefined) against.missing++;
        else if (best < before) against.below++;
        else if (best === before) against.same++;
        else against.above++;
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
        const freeForm = efficiencies.lt_free_form_fill;
        if (freeForm) {
          freeFormApplicable++;
          const lattices = Math.max(
            0,
            ...singles.filter(([id]) => id !== 'lt_free_form_fill').map(([, e]) => e?.copies ?? 0),
          );
          if (freeForm.copies > lattices) freeFormBeats++;
        }
      }
      // after the timed calls: the count bounds and the density reuse the blank's no-fit polygons
      const density =
        (nestingEfficiencies(blank, UNBOUNDED_SHEET).lg_best_of_all?.copies ?? 0) /
        nestingUpperBound(blank, UNBOUNDED_SHEET);
      densities.push(density);
      for (const { best, bound, sheet } of counted) {
        if (bound === 0) continue;
        const countBound = nestingCountBound(blank, sheet);
        if (countBound === 0) noneFits++;
        else countRatios.push(best / countBound);
        if (countBound === 1 && bound >= 2) twoNeverFit++;
        ceilings.push(countBound / bound);
        densityCeilings.push(Math.min(countBound, Math.max(best, Math.floor(density * bound))) / bound);
      }
    }
  }
  warm.sort((a, b) => a - b);
  cold.sort((a, b) => a - b);
  const ratioToBound = distribution(ratios);
  return {
    templates: CARTON_TEMPLATES.length,
    blanks,
    layouts: copies.length,
    sheets: SHEETS.map(([name]) => name),
    ratio_to_bound: ratioToBound,
    ratio_to_bound_mean: ratioToBound.mean,
    ratio_to_bound_fitting: distribution(fittingRatios),
    ratio_to_bound_by_sheet: Object.fromEntries(
      Object.entries(bySheet).map(([name, values]) => [name, round(mean(values))]),
    ),
    count_bound: {
      none_fits: noneFits,
      two_never_fit: twoNeverFit,
      ratio: distribution(countRatios),
      ceiling_mean: round(mean(ceilings)),
    },
    density_ceiling_mean: round(mean(densityCeilings)),
    density_mean: round(mean(densities)),
    ratio_to_bound_worst: ratioToBound.min,
    ratio_to_bound_worst_fitting: round(Math.min(...fittingRatios)),
    no_copy_fits: noCopyFits,
    copies_mean: round(mean(copies), 2),
    bound_mean: round(mean(bounds), 2),
    baseline: against,
    brute_force_checks: checks,
    brute_force_mismatches: mismatches,
    mixed_beats_best_grid: mixedBeats,
    mixed_applicable: mixedApplicable,
    free_form_beats_lattices: freeFormBeats,
    free_form_applicable: freeFormApplicable,
    best_member_counts: bestMembers,
    efficiencies_median_ms: percentile(warm, 0.5),
    efficiencies_p99_ms: percentile(warm, 0.99),
    first_call_median_ms: percentile(cold, 0.5),
    first_call_p99_ms: percentile(cold, 0.99),
    slowest_call_ms: round(slowest.ms, 1),
    slowest_call: slowest.at,
    all_cartons: allCartonRatios(),
  };
}
