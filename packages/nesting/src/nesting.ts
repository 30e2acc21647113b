import type { Layout, LayoutCopy } from '@diecut/geometry';
import type { Arrangement, ArrangementContext, PlacedCopy } from './arrangements';
import { blankGeometry } from './blank-geometry';
import {
  findNestingTemplate,
  isSingle,
  MAX_SHEET_SIDE_MM,
  mayTurnQuarter,
  NESTING_TEMPLATES,
  type NestingBlank,
  type NestingTemplate,
  type SingleNestingTemplate,
} from './nesting-templates';
import type { QuarterTurns } from './no-fit-polygon';
import { copiesUpperBound, sheetEfficiency } from './sheet-efficiency';

/** A press sheet, mm. */
export interface NestingSheet {
  width: number;
  height: number;
  marginTop: number;
  marginBottom: number;
  marginSide: number;
}

export interface NestingOptions {
  /** Least gap between copies across x, mm. */
  marginX?: number;
  /** Least gap between copies up y, mm. */
  marginY?: number;
}

export interface NestingResult {
  /** The template asked for (a group keeps its own id). */
  templateId: string;
  /** The single template that laid the copies out (a group's best member). */
  memberId: string;
  numX: number;
  numY: number;
  copies: number;
  /** `100 * copies * blank_area / (sheet_width * sheet_height)`, two decimals. */
  efficiency: number;
  /** Copies on the sheet, mm, its lower-left corner at (0, 0); `sheet` carries the margins. */
  layout: Layout;
  /** Some copy lies outside the usable area (only when a requested count does not fit). */
  overflow: boolean;
}

export interface NestingEfficiency {
  numX: number;
  numY: number;
  efficiency: number;
  copies: number;
}

/** The most copies a requested layout may hold. */
export const MAX_COPIES = 10_000;

const FIT_TOLERANCE = 1e-3;

function usableArea(sheet: NestingSheet): { width: number; height: number } {
  if (!(sheet.width > 0 && sheet.height > 0))
    throw new RangeError('sheet width and height must be greater than zero');
  // every step below works in time bounded by the sheet: past this a call would count (and place)
  // copies without end. `readNestingSheet` refuses such a sheet with a suggestion first
  if (sheet.width > MAX_SHEET_SIDE_MM || sheet.height > MAX_SHEET_SIDE_MM)
    throw new RangeError(`sheet width and height must be at most ${MAX_SHEET_SIDE_MM} mm`);
  if (sheet.marginTop < 0 || sheet.marginBottom < 0 || sheet.marginSide < 0)
    throw new RangeError('sheet margins cannot be negative');
  return {
    width: sheet.width - 2 * sheet.marginSide,
    height: sheet.height - sheet.marginTop - sheet.marginBottom,
  };
}

/** The usable area, the blank's geometry for the gaps and the turns its board allows. */
export function contextFor(
  blank: NestingBlank,
  sheet: NestingSheet,
  options: NestingOptions = {},
): ArrangementContext {
  const marginX = options.marginX ?? 0;
  const marginY = options.marginY ?? 0;
  if (marginX < 0 || marginY < 0) throw new RangeError('margins between copies cannot be negative');
  const usable = usableArea(sheet);
  const turns: QuarterTurns[] = mayTurnQuarter(blank) ? [0, 1, 2, 3] : [0, 2];
  return {
    geometry: blankGeometry(blank.graph).gap(marginX, marginY),
    usableWidth: usable.width,
    usableHeight: usable.height,
    turns,
  };
}

/** The area bound: no layout holds more than `floor(usable area / blank area)` copies. */
export function nestingUpperBound(blank: NestingBlank, sheet: NestingSheet): number {
  const usable = usableArea(sheet);
  if (usable.width <= 0 || usable.height <= 0) return 0;
  return copiesUpperBound(usable.width, usable.height, blankGeometry(blank.graph).area);
}

function members(template: NestingTemplate): SingleNestingTemplate[] {
  if (isSingle(template)) return [template];
  return template.members
    .map((id) => findNestingTemplate(id))
    .filter((member): member is SingleNestingTemplate => member !== undefined && isSingle(member));
}

/** The best arrangement of a template (a group: of its best member; ties go to the first member). */
function bestArrangement(
  template: NestingTemplate,
  blank: NestingBlank,
  context: ArrangementContext,
): { member: SingleNestingTemplate; arrangement: Arrangement } | null {
  if (!template.appliesTo(blank)) return null;
  let best: { member: SingleNestingTemplate; arrangement: Arrangement } | null = null;
  for (const member of members(template)) {
    if (!member.appliesTo(blank)) continue;
    const arrangement = member.strategy.best(context);
    if (arrangement && (!best || arrangement.copies > best.arrangement.copies))
      best = { member, arrangement };
  }
  return best;
}

function toLayout(
  blank: NestingBlank,
  sheet: NestingSheet,
  context: ArrangementContext,
  placed: PlacedCopy[],
): { layout: Layout; overflow: boolean } {
  const { blank: geometry } = context.geometry;
  let overflow = false;
  const copies: LayoutCopy[] = placed.map((copy, index) => {
    const box = geometry.orientation(copy.quarterTurns);
    if (
      copy.x < -FIT_TOLERANCE ||
      copy.y < -FIT_TOLERANCE ||
      copy.x + box.width > context.usableWidth + FIT_TOLERANCE ||
      copy.y + box.height > context.usableHeight + FIT_TOLERANCE
    )
      overflow = true;
    return {
      graph: blank.graph,
      name: blank.name ? `${blank.name} ${index + 1}` : `${index + 1}`,
      placement: {
        quarterTurns: copy.quarterTurns,
        mirror: false,
        offset: {
          x: sheet.marginSide + copy.x - box.corner.x,
          y: sheet.marginBottom + copy.y - box.corner.y,
        },
      },
    };
  });
  return {
    layout: {
      copies,
      sheet: {
        width: sheet.width,
        height: sheet.height,
        margins: { top: sheet.marginTop, bottom: sheet.marginBottom, side: sheet.marginSide },
      },
    },
    overflow,
  };
}

const efficiencyOf = (blank: NestingBlank, sheet: NestingSheet, copies: number) =>
  sheetEfficiency({
    copies,
    blankArea: blankGeometry(blank.graph).area,
    sheetWidth: sheet.width,
    sheetHeight: sheet.height,
  });

/** What a nesting lays out, counted but not yet placed: its copies, and the step that places them. */
export interface CountedNesting {
  /** The template asked for (a group keeps its own id). */
  templateId: string;
  /** The single template that lays the copies out (a group's best member). */
  memberId: string;
  numX: number;
  numY: number;
  /** Exactly the copies `layOut` places. */
  copies: number;
  /** Places the copies: work and memory in proportion to `copies`. */
  layOut(): NestingResult;
}

/**
 * The nesting `bestNesting` (no `numX`/`numY`) or `planNesting` (both) would lay out, counted without
 * placing a copy: the arrangements' counts are arithmetic on cached pitches, so a caller can refuse
 * a count too large to lay out (or to write) before any work in proportion to it. Null when the
 * template does not apply; the same `RangeError`s as `planNesting`.
 */
export function countNesting(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  request: { numX?: number | undefined; numY?: number | undefined } & NestingOptions = {},
): CountedNesting | null {
  const { numX, numY } = request;
  if (numX === undefined && numY === undefined) return countBest(template, blank, sheet, request);
  if (!(Number.isInteger(numX) && Number.isInteger(numY) && (numX as number) >= 0 && (numY as number) >= 0))
    throw new RangeError('num_x and num_y must be whole numbers, zero or more');
  return countPlan(template, blank, sheet, { ...request, numX: numX as number, numY: numY as number });
}

function countBest(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  options: NestingOptions,
): CountedNesting | null {
  const context = contextFor(blank, sheet, options);
  const best = bestArrangement(template, blank, context);
  if (!best) return null;
  const { member, arrangement } = best;
  return {
    templateId: template.id,
    memberId: member.id,
    numX: arrangement.numX,
    numY: arrangement.numY,
    copies: arrangement.copies,
    layOut() {
      const { layout, overflow } = toLayout(blank, sheet, context, arrangement.place());
      return {
        templateId: template.id,
        memberId: member.id,
        numX: arrangement.numX,
        numY: arrangement.numY,
        copies: layout.copies.length,
        efficiency: efficiencyOf(blank, sheet, layout.copies.length),
        layout,
        overflow,
      };
    },
  };
}

function countPlan(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  request: { numX: number; numY: number } & NestingOptions,
): CountedNesting | null {
  const { numX, numY } = request;
  const tooMany = (copies?: number) =>
    new RangeError(
      `a nesting holds at most ${MAX_COPIES} copies; ${numX} x ${numY} asks for ${copies ?? 'more'}`,
    );
  // before any nesting work: the cells alone are too many
  if (numX * numY > MAX_COPIES) throw tooMany();
  const context = contextFor(blank, sheet, request);
  const best = bestArrangement(template, blank, context);
  const member = best?.member ?? members(template).find((m) => m.appliesTo(blank));
  if (!template.appliesTo(blank) || !member) return null;
  // a head-to-tail cell holds two copies, a mixed fill adds its strips: counted before they are placed
  const copies = member.strategy.planCount(context, numX, numY);
  if (copies > MAX_COPIES) throw tooMany(copies);
  return {
    templateId: template.id,
    memberId: member.id,
    numX,
    numY,
    copies,
    layOut() {
      const { layout, overflow } = toLayout(blank, sheet, context, member.strategy.plan(context, numX, numY));
      return {
        templateId: template.id,
        memberId: member.id,
        numX,
        numY,
        copies: layout.copies.length,
        efficiency: efficiencyOf(blank, sheet, layout.copies.length),
        layout,
        overflow,
      };
    },
  };
}

/**
 * The most copies the template fits on the sheet's usable area, laid out; null when the template
 * does not apply to the blank. A group gives its best member's layout and counts under its own id.
 */
export function bestNesting(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  options: NestingOptions = {},
): NestingResult | null {
  return countBest(template, blank, sheet, options)?.layOut() ?? null;
}

/**
 * `numX` x `numY` as the template counts them (a group: as its best member for the sheet does), laid
 * from the usable area's lower-left corner; `overflow` when some copy lies outside the usable area.
 * More than `MAX_COPIES` copies (cells of two copies and a mixed fill's strips counted) is a `RangeError`.
 */
export function planNesting(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  request: { numX: number; numY: number } & NestingOptions,
): NestingResult | null {
  return countNesting(template, blank, sheet, request)?.layOut() ?? null;
}

/**
 * For every nesting template, its best counts and efficiency on the sheet, or null when it does not
 * apply to the blank. Layouts are not built; the blank's no-fit polygons and pitches are cached.
 */
export function nestingEfficiencies(
  blank: NestingBlank,
  sheet: NestingSheet,
  options: NestingOptions = {},
  templates: NestingTemplate[] = NESTING_TEMPLATES,
): Record<string, NestingEfficiency | null> {
  const context = contextFor(blank, sheet, options);
  const result: Record<string, NestingEfficiency | null> = {};
  const singles = new Map<string, Arrangement | null>();
  const arrange = (member: SingleNestingTemplate) => {
    if (!singles.has(member.id))
      singles.set(member.id, member.appliesTo(blank) ? member.strategy.best(context) : null);
    return singles.get(member.id) ?? null;
  };
  for (const template of templates) {
    if (!template.appliesTo(blank)) {
      result[template.id] = null;
      continue;
    }
    let best: Arrangement | null = null;
    for (const member of members(template)) {
      const arrangement = arrange(member);
      if (arrangement && (!best || arrangement.copies > best.copies)) best = arrangement;
    }
    result[template.id] = best
      ? {
          numX: best.numX,
          numY: best.numY,
          copies: best.copies,
          efficiency: efficiencyOf(blank, sheet, best.copies),
        }
      : null;
  }
  return result;
}
