import {
  displayLength,
  type Layout,
  type LineType,
  layoutLineLengths,
  type TemplateDefinition,
  type TemplateValues,
} from '@diecut/geometry';
import type { OutputUnit } from './dieline-document';
import { writeLayoutFile } from './dieline-file';
import type { DielineFileFormat } from './file-names';

/** Names of the knife lengths a nesting reports (interface `sum_of_line_lengths`). */
const LINE_LENGTH_NAMES: Partial<Record<LineType, string>> = {
  cut: 'Cut',
  crease: 'Crease',
  reverse_crease: 'Reverse crease',
  perforation: 'Perforation',
  cut_crease: 'Cut-crease',
  partial_cut: 'Partial cut',
  v_groove: 'V-groove',
};

/** One knife length of a nesting, in the file's unit. */
export interface NestingLineLength {
  name: string;
  value: number;
}

/** Knife length per line type over the whole sheet, then their `Total`, in `unit`. */
export function nestingLineLengths(layout: Layout, unit: OutputUnit): NestingLineLength[] {
  const named = Object.entries(layoutLineLengths(layout)).filter(
    ([lineType]) => LINE_LENGTH_NAMES[lineType as LineType],
  ) as Array<[LineType, number]>;
  return [
    ...named.map(([lineType, value]) => ({
      name: LINE_LENGTH_NAMES[lineType] as string,
      value: displayLength(value, unit),
    })),
    {
      name: 'Total',
      value: displayLength(
        named.reduce((sum, [, value]) => sum + value, 0),
        unit,
      ),
    },
  ];
}

/** The sheet as the user gave it, in the file's unit: sizes and margins. */
export interface NestingSheetSizes {
  sheet_width: number;
  sheet_height: number;
  sheet_margin_top: number;
  sheet_margin_bottom: number;
  sheet_margin_side: number;
}

/** What a nesting file shows: the dieline, the nesting template, the sheet and the laid-out copies. */
export interface NestingFileInput {
  template: TemplateDefinition;
  /** The dieline's validated values, mm. */
  values: TemplateValues;
  nestingTemplate: { id: string; name: string };
  sheet: NestingSheetSizes;
  result: {
    layout: Layout;
    numX: number;
    numY: number;
    copies: number;
    efficiency: number;
    overflow: boolean;
  };
  /**
   * The knife lengths as `nestingLineLengths(result.layout, unit)` gives them, when the caller has
   * worked them out already: each working out merges every copy's cuts again.
   */
  lineLengths?: NestingLineLength[] | undefined;
}

export interface NestingFileOptions {
  format: Exclude<DielineFileFormat, 'cf2'>;
  unit: OutputUnit;
  dimensionTexts?: boolean | undefined;
  pdfHeader?: boolean | undefined;
  createdAt: Date;
}

/**
 * Writes a nesting's sheet: every copy, and a header (PDF) with the sheet, copies, efficiency and knife
 * lengths.
 */
export function writeNestingFile(
  { template, values, nestingTemplate, sheet, result, lineLengths }: NestingFileInput,
  { format, unit, dimensionTexts, pdfHeader, createdAt }: NestingFileOptions,
): Promise<Uint8Array | string> {
  const lengths = lineLengths ?? nestingLineLengths(result.layout, unit);
  const header = {
    templateId: template.id,
    templateName: `${template.name} on ${nestingTemplate.name}`,
    standardCode: template.standardCode,
    variables: Object.entries(values)
      .filter(([, value]) => typeof value === 'number')
      .map(([name, value]) => ({ name, value: displayLength(value as number, unit), unit })),
    createdAt,
    notes: [
      `Nesting: ${nestingTemplate.name} (${nestingTemplate.id})    Sheet: ${sheet.sheet_width} x ${sheet.sheet_height} ${unit}, margins top ${sheet.sheet_margin_top}, bottom ${sheet.sheet_margin_bottom}, side ${sheet.sheet_margin_side} ${unit}`,
      `Copies: ${result.numX} x ${result.numY} = ${result.copies}    Efficiency: ${result.efficiency.toFixed(2)} %${result.overflow ? '    DOES NOT FIT THE SHEET' : ''}`,
      `Knife lengths: ${lengths.map((item) => `${item.name} ${item.value} ${unit}`).join(', ')}`,
    ],
  };
  return writeLayoutFile(result.layout, format, {
    unit,
    dimensionTexts: dimensionTexts !== false,
    header,
    pdfHeader,
  });
}
