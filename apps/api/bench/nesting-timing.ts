import {
  blankArea,
  flattenParameters,
  type PanelGraph,
  sampleValues,
  TEMPLATES,
  type TemplateDefinition,
  type TemplatePart,
  type TemplateValues,
  validateTemplateVariables,
} from '@diecut/geometry';
import {
  blankSegments,
  bruteForceLatticeCopies,
  COPY_COST_SEGMENTS,
  LATTICE_TEMPLATE_IDS,
  MAX_NESTING_COPIES,
  MAX_NESTING_COST,
  MAX_SHEET_SIDE_MM,
  maxNestingCopies,
  NESTING_TEMPLATES,
  type NestingSheet,
  nestingBlankOf,
  nestingComponentId,
  nestingEfficiencies,
  nestingUpperBound,
  readNestingSheet,
} from '@diecut/nesting';
import { makeNesting } from '@diecut/service';
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

const time = (run: () => void): number => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

const round = (value: number, decimals = 3) => Math.round(value * 10 ** decimals) / 10 ** decimals;

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

/** computeNesting of one nesting in one format: wall time and process CPU (threads included), ms. */
export interface NestingRun {
  wall_ms: number;
  cpu_ms: number;
}

export interface NestingLimitFigures {
  max_sheet_side_mm: number;
  max_nesting_copies: number;
  max_nesting_cost: number;
  /** The nesting the limits allow that costs most, per format: the heaviest blank at the most copies allowed. */
  slowest: Record<
    NestingFormat,
    {
      dieline: string;
      nesting_template: string;
      segments_per_copy: number;
      num_x: number;
      num_y: number;
      copies: number;
      cost: number;
      /** computeNesting (lay out, knife lengths, file), median and worst of the runs. */
      median_ms: number;
      max_ms: number;
      cpu_median_ms: number;
    }
  >;
  /** nestingEfficiencies of every template, the smallest catalog blank on the largest sheet. */
  efficiencies: {
    dieline: string;
    sheet: string;
    best_copies: number;
    area_bound: number;
    first_ms: number;
    median_ms: number;
  };
  /** Refusing a 1e308 mm and a 1e7 mm sheet (readNestingSheet), worst of the runs, ms. */
  refusal_max_ms: number;
}

type NestingFormat = 'pdf' | 'svg' | 'dxf';

const NESTING_FORMATS: NestingFormat[] = ['pdf', 'svg', 'dxf'];

/** A catalog piece built at some values, as a dieline the nesting service takes. */
function builtDieline(template: TemplateDefinition, values: TemplateValues, partIndex: number) {
  const parts = template.build(values);
  const part = parts[partIndex] as TemplatePart;
  // one piece of a multi-part dieline, named as a nesting request names it (the first by default)
  const component = parts.length > 1 ? { component: nestingComponentId(part) } : {};
  return { built: { dieline: { templateId: template.id, values }, component }, part };
}

/** Every catalog piece at its sample size: the one drawing the most line segments a copy is the costliest to nest. */
function heaviestPieces(count: number) {
  const pieces = TEMPLATES.flatMap((template) => {
    const values = sampleValues(template);
    return template
      .build(values)
      .map((part, index) => ({ template, values, index, segments: blankSegments(nestingBlankOf(part)) }));
  });
  return pieces.sort((a, b) => b.segments - a.segments).slice(0, count);
}

/** Applies the template's own suggestions until its rules between variables hold; false if they do not settle. */
function settle(template: TemplateDefinition, values: TemplateValues): boolean {
  for (let pass = 0; pass < 6; pass++) {
    const violations = template.constraints(values);
    if (violations.length === 0) return true;
    for (const { suggestion } of violations) {
      if (suggestion?.type === 'change_value') values[suggestion.name] = suggestion.value;
      if (suggestion?.type === 'swap_values') {
        const [a, b] = suggestion.names;
        [values[a], values[b]] = [values[b] as number, values[a] as number];
      }
    }
  }
  return template.constraints(values).length === 0;
}

/** The smallest catalog blank: every template with each length at its minimum, smallest area first. */
export function smallestCatalogPiece() {
  let smallest: { template: TemplateDefinition; values: TemplateValues; index: number; area: number } | null =
    null;
  for (const template of TEMPLATES) {
    const input: Record<string, unknown> = {};
    for (const parameter of flattenParameters(template.parameters))
      if (parameter.dataType === 'length' && parameter.minimum !== undefined)
        input[parameter.name] = parameter.minimum;
    const values = sampleValues(template);
    Object.assign(values, input);
    if (!settle(template, values)) continue;
    let parts: TemplatePart[];
    try {
      parts = template.build(validateTemplateVariables(template, values, 'mm'));
    } catch {
      continue;
    }
    parts.forEach((part, index) => {
      const area = blankArea(part.graph);
      if (!smallest || area < smallest.area) smallest = { template, values, index, area };
    });
  }
  if (!smallest) throw new Error('no catalog piece builds at its minimum sizes');
  return smallest as { template: TemplateDefinition; values: TemplateValues; index: number; area: number };
}

const LARGEST_SHEET = {
  unit: 'mm',
  sheet_width: MAX_SHEET_SIDE_MM,
  sheet_height: MAX_SHEET_SIDE_MM,
} as const;

/** The count a single template lays for `copies` copies at most: cells of two for head-to-tail pairs. */
function allowedCount(templateId: string, copies: number): { numX: number; numY: number } {
  const cells = templateId === 'lt_head_to_tail_pairs' ? Math.floor(copies / 2) : copies;
  const numX = Math.floor(Math.sqrt(cells));
  return { numX, numY: Math.floor(cells / numX) };
}

async function runNesting(
  built: ReturnType<typeof builtDieline>['built'],
  nestingTemplateId: string,
  format: NestingFormat,
  count: { numX: number; numY: number },
): Promise<NestingRun> {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await makeNesting({
    dieline: built.dieline,
    nestingTemplateId,
    format,
    variables: { ...LARGEST_SHEET, ...built.component, num_x: count.numX, num_y: count.numY },
    createdAt: new Date(),
  });
  const used = process.cpuUsage(cpu);
  return {
    wall_ms: Number(process.hrtime.bigint() - start) / 1e6,
    cpu_ms: (used.user + used.system) / 1000,
  };
}

/**
 * The bounds' worst cases: the costliest nesting the limits allow in each format (the heaviest
 * catalog pieces, every single template, at the most copies the cost bound allows, on the largest
 * sheet; the slowest of them timed `runs` times), the efficiencies of the smallest catalog blank on
 * the largest sheet, and the refusal of absurd sheets.
 */
export async function measureNestingLimits(runs = 5): Promise<NestingLimitFigures> {
  const singles = NESTING_TEMPLATES.filter((template) => template.kind === 'single');
  const slowest = {} as NestingLimitFigures['slowest'];
  for (const format of NESTING_FORMATS) {
    let worst: { piece: ReturnType<typeof heaviestPieces>[number]; id: string; wall: number } | null = null;
    for (const piece of heaviestPieces(3)) {
      const { built, part } = builtDieline(piece.template, piece.values, piece.index);
      const blank = nestingBlankOf(part);
      const most = maxNestingCopies(blank);
      for (const template of singles) {
        if (!template.appliesTo(blank)) continue;
        const run = await runNesting(built, template.id, format, allowedCount(template.id, most));
        if (!worst || run.wall_ms > worst.wall) worst = { piece, id: template.id, wall: run.wall_ms };
      }
    }
    if (!worst) throw new Error('no nesting template applies to the heaviest pieces');
    const { built, part } = builtDieline(worst.piece.template, worst.piece.values, worst.piece.index);
    const blank = nestingBlankOf(part);
    const count = allowedCount(worst.id, maxNestingCopies(blank));
    const timed: NestingRun[] = [];
    for (let i = 0; i < runs; i++) timed.push(await runNesting(built, worst.id, format, count));
    timed.sort((a, b) => a.wall_ms - b.wall_ms);
    const median = timed[Math.floor(timed.length / 2)] as NestingRun;
    const copies =
      worst.id === 'lt_head_to_tail_pairs' ? 2 * count.numX * count.numY : count.numX * count.numY;
    slowest[format] = {
      dieline: `${worst.piece.template.id} ${part.name}`,
      nesting_template: worst.id,
      segments_per_copy: blankSegments(blank),
      num_x: count.numX,
      num_y: count.numY,
      copies,
      cost: copies * (blankSegments(blank) + COPY_COST_SEGMENTS),
      median_ms: round(median.wall_ms, 1),
      max_ms: round((timed[timed.length - 1] as NestingRun).wall_ms, 1),
      cpu_median_ms: round(median.cpu_ms, 1),
    };
  }
  const small = smallestCatalogPiece();
  const smallPart = small.template.build(validateTemplateVariables(small.template, small.values, 'mm'))[
    small.index
  ] as TemplatePart;
  const smallBlank = nestingBlankOf(smallPart);
  const { sheet } = readNestingSheet(LARGEST_SHEET, 'mm');
  const first = time(() => nestingEfficiencies(smallBlank, sheet));
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) warm.push(time(() => nestingEfficiencies(smallBlank, sheet)));
  warm.sort((a, b) => a - b);
  const refusals: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const side of [1e308, 1e7]) {
      refusals.push(
        time(() => {
          try {
            readNestingSheet({ sheet_width: side, sheet_height: side }, 'mm');
          } catch {
            // refused, as it should be
          }
        }),
      );
    }
  }
  return {
    max_sheet_side_mm: MAX_SHEET_SIDE_MM,
    max_nesting_copies: MAX_NESTING_COPIES,
    max_nesting_cost: MAX_NESTING_COST,
    slowest,
    efficiencies: {
      dieline: `${small.template.id} ${smallPart.name}`,
      sheet: `${MAX_SHEET_SIDE_MM}x${MAX_SHEET_SIDE_MM}`,
      best_copies: nestingEfficiencies(smallBlank, sheet).lg_best_of_all?.copies ?? 0,
      area_bound: nestingUpperBound(smallBlank, sheet),
      first_ms: round(first, 1),
      median_ms: round(percentile(warm, 0.5), 1),
    },
    refusal_max_ms: round(Math.max(...refusals), 3),
  };
}
