import {
  blankArea,
  flattenParameters,
  followSuggestions,
  sampleValues,
  TEMPLATES,
  type TemplateDefinition,
  type TemplatePart,
  type TemplateValues,
  validateTemplateVariables,
} from '@diecut/geometry';
import {
  blankSegments,
  COPY_COST_SEGMENTS,
  MAX_NESTING_COPIES,
  MAX_NESTING_COST,
  MAX_SHEET_SIDE_MM,
  maxNestingCopies,
  NESTING_TEMPLATES,
  nestingBlankOf,
  nestingComponentId,
  nestingEfficiencies,
  nestingUpperBound,
  readNestingSheet,
} from '@diecut/nesting';
import { makeNesting, Refusal } from '@diecut/service';
import { round, time } from './nesting-timing';
import { percentile } from './template-build-timing';

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
    // six rounds: the smallest sizes can take a rule or two more than the sample sizes to settle
    if (!followSuggestions(template, values, 6)) continue;
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
  const slowest = {} as NestingLimitFigures['slowest'];
  for (const format of NESTING_FORMATS) slowest[format] = await slowestNesting(format, runs);
  const efficiencies = smallestBlankEfficiencies(runs);
  const refusals = sheetRefusalTimes(runs);
  return {
    max_sheet_side_mm: MAX_SHEET_SIDE_MM,
    max_nesting_copies: MAX_NESTING_COPIES,
    max_nesting_cost: MAX_NESTING_COST,
    slowest,
    efficiencies,
    refusal_max_ms: round(Math.max(...refusals), 3),
  };
}

/** The heaviest pieces under every single template at the most copies allowed; the slowest timed `runs` times. */
async function slowestNesting(
  format: NestingFormat,
  runs: number,
): Promise<NestingLimitFigures['slowest'][NestingFormat]> {
  const singles = NESTING_TEMPLATES.filter((template) => template.kind === 'single');
  let worst: { piece: ReturnType<typeof heaviestPieces>[number]; id: string; wall: number } | null = null;
  for (const piece of heaviestPieces(3)) {
    const { built, part } = builtDieline(piece.template, piece.values, piece.index);
    const blank = nestingBlankOf(part);
    const most = maxNestingCopies(blank);
    for (const template of singles) {
      if (!template.appliesTo(blank)) continue;
      let run: NestingRun;
      try {
        run = await runNesting(built, template.id, format, allowedCount(template.id, most));
      } catch (error) {
        // a template that lays out more copies than its num_x x num_y (a mixed fill's extra rows)
        // is refused at the square count: the service's own bound, not a nesting to time
        if (error instanceof Refusal && error.reason === 'nesting') continue;
        throw error;
      }
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
  const copies = worst.id === 'lt_head_to_tail_pairs' ? 2 * count.numX * count.numY : count.numX * count.numY;
  return {
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

function smallestBlankEfficiencies(runs: number): NestingLimitFigures['efficiencies'] {
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
  return {
    dieline: `${small.template.id} ${smallPart.name}`,
    sheet: `${MAX_SHEET_SIDE_MM}x${MAX_SHEET_SIDE_MM}`,
    best_copies: nestingEfficiencies(smallBlank, sheet).lg_best_of_all?.copies ?? 0,
    area_bound: nestingUpperBound(smallBlank, sheet),
    first_ms: round(first, 1),
    median_ms: round(percentile(warm, 0.5), 1),
  };
}

/** How long readNestingSheet takes to refuse a 1e308 mm and a 1e7 mm sheet, `runs` times each, ms. */
function sheetRefusalTimes(runs: number): number[] {
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
  return refusals;
}
