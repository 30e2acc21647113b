import {
  type DielineFileFormat,
  nestingFileName,
  nestingLineLengths,
  writeNestingFile,
} from '@diecut/export';
import {
  checkTemplateVariables,
  displayLength,
  layoutBounds,
  type TemplateParameter,
  type TemplatePart,
  type TemplateValues,
  type Unit,
} from '@diecut/geometry';
import {
  checkNestingVariables,
  nestingEfficiencies as engineEfficiencies,
  findNestingTemplate,
  layOutNesting,
  listNestingTemplates,
  type NestingBlank,
  NestingError,
  type NestingSheet,
  nestingBlankOf,
  nestingComponentId,
  readNestingSheet,
  type SheetVariableName,
} from '@diecut/nesting';
import { type BuiltDieline, rebuildDieline } from './make-dieline';
import { NotFound, nestingProblems, Refusal, refuse, variableProblems } from './refusal';

/** A dieline to nest: its template and the values (mm) it was made with. */
export interface NestingDieline {
  templateId: string;
  values: Record<string, unknown>;
}

/** A piece of a multi-part dieline that can be nested on its own sheet (interface 2.7's component). */
export interface NestingComponent {
  id: string;
  name: string;
  category: string;
}

/** Components a multi-part dieline offers to nest: one per piece of board; none for a one-piece carton. */
export function nestingComponents(built: BuiltDieline): NestingComponent[] {
  if (built.parts.length < 2) return [];
  const category = built.template.group.category === 'Hard Cardboards' ? 'hard_cardboard' : 'board';
  return built.parts.map((part) => ({
    id: nestingComponentId(part),
    name: part.component?.name ?? part.name,
    category: part.component?.category ?? category,
  }));
}

/**
 * Variables a dieline adds to every nesting template: which piece of a multi-part dieline goes on the
 * sheet (each piece is its own material, so its own sheet), and whether a corrugated blank may turn
 * across its flutes (it is weaker so; off unless asked).
 */
export function dielineNestingParameters(built: BuiltDieline): TemplateParameter[] {
  const parameters: TemplateParameter[] = [];
  const components = nestingComponents(built);
  const [first] = components;
  if (first) {
    parameters.push({
      name: 'component',
      dataType: 'string',
      description: `The piece of the dieline to nest, one sheet per piece: ${components.map((c) => `'${c.id}' (${c.name})`).join(', ')}.`,
      required: false,
      default: first.id,
      allowedValues: components.map((component) => component.id),
    });
  }
  if (built.parts.some((part) => part.graph.board.kind === 'corrugated')) {
    parameters.push({
      name: 'turn_across_flutes',
      dataType: 'boolean',
      description:
        'Let copies of a corrugated blank turn a quarter turn, across the flutes; the box loses stacking strength, so this is off unless asked.',
      required: false,
      default: false,
      allowedValues: [true, false, 0, 1],
    });
  }
  return parameters;
}

const DIELINE_NESTING_NAMES = ['component', 'turn_across_flutes'] as const;

const INVALID_UNIT = "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.";

/** A nesting request's variables as read: the unit, the sheet, the piece and how it may turn. */
export interface NestingChoice {
  unit: Unit;
  /** The sheet as asked for, in `unit` (margins defaulted to 0). */
  given: Record<SheetVariableName, number>;
  /** The sheet in mm, for the engine. */
  sheet: NestingSheet;
  /** The dieline's own nesting variables as checked (`component`, `turn_across_flutes`). */
  values: TemplateValues;
  /** The piece to nest. */
  blank: NestingBlank;
  /** Its id among the dieline's components, when it has several. */
  component: string | undefined;
}

/**
 * Reads `unit`, the sheet and the dieline's own choices of a nesting request, in that order, each
 * step's problems a `Refusal`: the sheet as the engine reads it, then the piece and the flutes
 * against the parameters the dieline offers.
 */
export function readNestingChoice(built: BuiltDieline, variables: Record<string, unknown>): NestingChoice {
  const unit = variables.unit;
  if (unit !== 'mm' && unit !== 'in') throw refuse('not_allowed', INVALID_UNIT, { variable: 'unit' });
  let sheetRequest: ReturnType<typeof readNestingSheet>;
  try {
    sheetRequest = readNestingSheet(variables, unit);
  } catch (error) {
    if (error instanceof NestingError) throw new Refusal(nestingProblems(error.problems), 'nesting');
    throw error;
  }
  const picked = pieceChoice(built, variables, unit);
  return { unit, ...sheetRequest, ...picked };
}

/** The piece (and whether it may turn) a request picks, checked against what the dieline offers. */
function pieceChoice(
  built: BuiltDieline,
  variables: Record<string, unknown>,
  unit: Unit,
): Pick<NestingChoice, 'values' | 'blank' | 'component'> {
  const parameters = dielineNestingParameters(built);
  const picked: Record<string, unknown> = {};
  for (const name of DIELINE_NESTING_NAMES) {
    if (variables[name] === undefined) continue;
    if (!parameters.some((parameter) => parameter.name === name)) {
      throw refuse(
        'unknown_variable',
        name === 'component'
          ? "'component' applies only to a dieline of several pieces; this one is a single blank."
          : "'turn_across_flutes' applies only to corrugated blanks.",
        { variable: name },
      );
    }
    picked[name] = variables[name];
  }
  const checked = checkTemplateVariables({ parameters }, picked, unit);
  if (!checked.ok) throw new Refusal(variableProblems(checked.problems));
  const { values } = checked;
  const index = Math.max(
    0,
    nestingComponents(built).findIndex((component) => component.id === values.component),
  );
  const part = built.parts[index] as TemplatePart;
  const component = typeof values.component === 'string' ? values.component : undefined;
  return { values, blank: nestingBlankOf(part, values.turn_across_flutes === true), component };
}

/** The nesting templates of a dieline's blank (its first piece), with what the dieline adds to each. */
export interface NestingTemplatesOf {
  /** The ids of the nesting templates that apply, in the engine's order. */
  templateIds: string[];
  components: NestingComponent[];
  /** The variables the dieline adds to every template's own. */
  dielineParameters: TemplateParameter[];
}

/** Interface 4.5's facts: the nesting templates that apply to the dieline. */
export function nestingTemplatesOf(dieline: NestingDieline): NestingTemplatesOf {
  const built = rebuildDieline(dieline.templateId, dieline.values);
  const { blank } = pieceChoice(built, {}, 'mm');
  return {
    templateIds: listNestingTemplates(blank).map((template) => template.id),
    components: nestingComponents(built),
    dielineParameters: dielineNestingParameters(built),
  };
}

/** Interface 4.6's facts: the best counts and efficiency of every template that applies, for a sheet. */
export interface NestingEfficiencies extends NestingTemplatesOf {
  unit: Unit;
  given: Record<SheetVariableName, number>;
  /** The dieline's own nesting variables as checked. */
  values: TemplateValues;
  efficiencies: Record<string, { numX: number; numY: number; copies: number; efficiency: number } | null>;
}

export function nestingEfficiencies(
  dieline: NestingDieline,
  variables: Record<string, unknown>,
): NestingEfficiencies {
  const built = rebuildDieline(dieline.templateId, dieline.values);
  const choice = readNestingChoice(built, variables);
  const templates = listNestingTemplates(choice.blank);
  const results = engineEfficiencies(choice.blank, choice.sheet);
  const efficiencies: NestingEfficiencies['efficiencies'] = {};
  for (const template of templates) {
    const result = results[template.id];
    efficiencies[template.id] = result
      ? { numX: result.numX, numY: result.numY, copies: result.copies, efficiency: result.efficiency }
      : null;
  }
  return {
    unit: choice.unit,
    given: choice.given,
    values: choice.values,
    efficiencies,
    templateIds: templates.map((template) => template.id),
    components: nestingComponents(built),
    dielineParameters: dielineNestingParameters(built),
  };
}

export interface NestingRequest {
  dieline: NestingDieline;
  nestingTemplateId: string;
  format: Extract<DielineFileFormat, 'pdf' | 'svg' | 'dxf'>;
  pdfHeader?: boolean | undefined;
  /** Interface 4.7's variables: unit, the sheet, the template's own, the dieline's choices. */
  variables: Record<string, unknown>;
  createdAt: Date;
}

/** A nesting laid out and written: its facts in the request's unit, and its file. */
export interface MadeNesting {
  templateId: string;
  nestingTemplateId: string;
  /** The nesting template's name, for a person. */
  nestingTemplateName: string;
  unit: Unit;
  given: Record<SheetVariableName, number>;
  /** The dieline's own nesting variables as checked. */
  dielineValues: TemplateValues;
  /** The nesting template's own variables as asked, lengths in `unit` (counts excluded). */
  templateValues: Record<string, unknown>;
  dimensionTexts: boolean;
  numX: number;
  numY: number;
  /** Copies laid out (a head-to-tail cell holds two). */
  copies: number;
  /** `100 * copies * blank_area / (sheet_width * sheet_height)`, two decimals. */
  efficiency: number;
  overflow: boolean;
  /** The laid-out sheet's extent, in `unit`. */
  width: number;
  height: number;
  /** Knife and crease lengths, in `unit`. */
  lineLengths: { name: string; value: number }[];
  fileName: string;
  file: Uint8Array;
}

/**
 * Pick the piece, the sheet and the nesting variables, lay out, write: interface 4.7 without ids or
 * storage. A `Refusal` for variables or a sheet that cannot take the copies; `NotFound` for a nesting
 * template that does not exist or could never lay this piece out.
 */
export async function makeNesting(request: NestingRequest): Promise<MadeNesting> {
  const built = rebuildDieline(request.dieline.templateId, request.dieline.values);
  const template = findNestingTemplate(request.nestingTemplateId);
  if (!template) throw new NotFound(`the nesting template '${request.nestingTemplateId}'`);
  const { variables } = request;
  const choice = readNestingChoice(built, variables);
  const { unit, blank } = choice;
  // a template that could never lay this piece out is not one of the dieline's
  if (!template.appliesTo({ ...blank, allowCrossFlute: true }))
    throw new NotFound(`the nesting template '${template.id}' of this dieline`);
  const { unit: _unit, dimension_texts: _texts, ...rest } = variables;
  for (const name of DIELINE_NESTING_NAMES) delete rest[name];
  const checked = checkNestingVariables(template, rest, unit);
  if (!checked.ok) throw new Refusal(variableProblems(checked.problems));
  const own = checked.values;
  const length = (value: unknown) => (typeof value === 'number' ? value : undefined);
  let result: ReturnType<typeof layOutNesting>;
  try {
    result = layOutNesting(template, blank, choice.sheet, {
      numX: length(own.num_x),
      numY: length(own.num_y),
      marginX: length(own.margin_x),
      marginY: length(own.margin_y),
      unit,
    });
  } catch (error) {
    if (error instanceof NestingError) throw new Refusal(nestingProblems(error.problems), 'nesting');
    throw error;
  }
  const lineLengths = nestingLineLengths(result.layout, unit);
  const dimensionTexts = variables.dimension_texts !== false;
  const file = await writeNestingFile(
    {
      template: built.template,
      values: built.values,
      nestingTemplate: template,
      sheet: choice.given,
      result,
      lineLengths,
    },
    {
      format: request.format,
      unit,
      dimensionTexts,
      pdfHeader: request.pdfHeader,
      createdAt: request.createdAt,
    },
  );
  const templateValues: Record<string, unknown> = {};
  for (const parameter of template.parameters) {
    const value = own[parameter.name];
    if (value === undefined || parameter.name === 'num_x' || parameter.name === 'num_y') continue;
    templateValues[parameter.name] =
      parameter.dataType === 'length' && typeof value === 'number' ? displayLength(value, unit) : value;
  }
  const bounds = layoutBounds(result.layout);
  return {
    templateId: built.template.id,
    nestingTemplateId: template.id,
    nestingTemplateName: template.name,
    unit,
    given: choice.given,
    dielineValues: choice.values,
    templateValues,
    dimensionTexts,
    numX: result.numX,
    numY: result.numY,
    copies: result.copies,
    efficiency: result.efficiency,
    overflow: result.overflow,
    width: displayLength(bounds.maxX - bounds.minX, unit),
    height: displayLength(bounds.maxY - bounds.minY, unit),
    lineLengths: lineLengths.map(({ name, value }) => ({ name, value })),
    fileName: nestingFileName(built.template, request.format, choice.component),
    file: typeof file === 'string' ? new TextEncoder().encode(file) : file,
  };
}
