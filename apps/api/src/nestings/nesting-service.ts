import { nestingFileName, nestingLineLengths, writeNestingFile } from '@diecut/export';
import {
  displayLength,
  layoutBounds,
  type TemplateDefinition,
  type TemplateParameter,
  type TemplateValues,
} from '@diecut/geometry';
import {
  checkNestingVariables,
  findNestingTemplate,
  layOutNesting,
  listNestingTemplates,
  type NestingBlank,
  type NestingTemplate,
  nestingBlankOf,
  nestingComponentId,
  nestingEfficiencies,
} from '@diecut/nesting';
import {
  DiecutError,
  type Nesting,
  type NestingTemplateComponent,
  type NestingTemplateEfficiencies,
  type NestingTemplateList,
  type NestingTemplate as PresentedNestingTemplate,
  type Unit,
} from '@diecut/schema';
import type { BuiltDieline } from '../dielines/load-dieline';
import { validateRequestVariables, variableProblemsError } from '../http/variable-problems';
import { newId } from '../ids';
import { presentParameter } from '../presenters/dieline-template';
import type { Urls } from '../urls';
import { readSheetVariables, refusingNestingProblems } from './sheet-variables';

/** Components a multi-part dieline offers to nest: one per piece of board; none for a one-piece carton. */
export function dielineComponents(built: BuiltDieline): NestingTemplateComponent[] {
  if (built.parts.length < 2) return [];
  const category = built.template.group.category === 'Hard Cardboards' ? 'hard_cardboard' : 'board';
  return built.parts.map((part) => ({
    type: 'nesting_template_component',
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
  const components = dielineComponents(built);
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

/** What a nesting request picks of the dieline: the piece, and whether it may turn across its flutes. */
interface DielineChoice {
  values: TemplateValues;
  blank: NestingBlank;
}

function readDielineChoice(
  built: BuiltDieline,
  variables: Record<string, unknown>,
  unit: Unit,
): DielineChoice {
  const parameters = dielineNestingParameters(built);
  const picked: Record<string, unknown> = {};
  for (const name of DIELINE_NESTING_NAMES) {
    if (variables[name] === undefined) continue;
    if (!parameters.some((parameter) => parameter.name === name)) {
      throw DiecutError.validation([
        {
          message:
            name === 'component'
              ? "'component' applies only to a dieline of several pieces; this one is a single blank."
              : "'turn_across_flutes' applies only to corrugated blanks.",
        },
      ]);
    }
    picked[name] = variables[name];
  }
  const asTemplate = { parameters, constraints: () => [] } as unknown as TemplateDefinition;
  const values = validateRequestVariables(asTemplate, picked, unit);
  const index = Math.max(
    0,
    dielineComponents(built).findIndex((component) => component.id === values.component),
  );
  const part = built.parts[index];
  if (!part) throw new Error(`${built.template.id} built no part`);
  return { values, blank: nestingBlankOf(part, values.turn_across_flutes === true) };
}

/** What a nesting template nests by default: the dieline's blank (the first piece of a multi-part dieline). */
function blankOf(built: BuiltDieline): NestingBlank {
  return readDielineChoice(built, {}, 'mm').blank;
}

function presentNestingTemplate(
  template: NestingTemplate,
  built: BuiltDieline,
  unit: Unit,
  urls: Urls,
): PresentedNestingTemplate {
  return {
    type: 'nesting_template',
    id: template.id,
    nesting_template_components: dielineComponents(built),
    variables: [...template.parameters, ...dielineNestingParameters(built)].map((parameter) =>
      presentParameter(parameter, unit),
    ),
    images: [{ type: 'svg', url: null }],
    links: [
      {
        rel: 'create_nesting',
        href: urls.api(`/dielines/${built.dieline.id}/nestings/${template.id}`),
        method: 'POST',
      },
    ],
  };
}

/** The unit a dieline's nesting answers in when the request does not say: the dieline's own. */
const dielineUnit = (built: BuiltDieline): Unit => built.dieline.artwork_dimensions.unit;

/** Interface 4.5: the nesting templates that apply to the dieline. */
export function listTemplatesFor(built: BuiltDieline, urls: Urls): NestingTemplateList {
  const templates = listNestingTemplates(blankOf(built));
  return {
    type: 'nesting_template_list',
    id: newId('ntl_'),
    dieline_id: built.dieline.id,
    dieline_template_id: built.template.id,
    total: templates.length,
    nesting_template_components: dielineComponents(built),
    nesting_templates: templates.map((template) =>
      presentNestingTemplate(template, built, dielineUnit(built), urls),
    ),
  };
}

/** Interface 4.6: the best num_x, num_y and efficiency of every template that applies, for a sheet. */
export function calculateEfficiencies(
  built: BuiltDieline,
  variables: Record<string, unknown>,
  urls: Urls,
): NestingTemplateEfficiencies {
  const { unit, given, sheet } = readSheetVariables(variables);
  const choice = readDielineChoice(built, variables, unit);
  const blank = choice.blank;
  const templates = listNestingTemplates(blank);
  const results = nestingEfficiencies(blank, sheet);
  const efficiencies: NestingTemplateEfficiencies['efficiencies'] = {};
  for (const template of templates) {
    const result = results[template.id];
    efficiencies[template.id] = result
      ? {
          num_x: result.numX,
          num_y: result.numY,
          efficiency: { value: result.efficiency, type: 'percentage' },
        }
      : null;
  }
  return {
    type: 'nesting_template_efficiencies',
    dieline_id: built.dieline.id,
    dieline_template_id: built.template.id,
    variables: { unit, ...given, ...choice.values },
    efficiencies,
    nesting_templates: templates.map((template) => presentNestingTemplate(template, built, unit, urls)),
    nesting_template_components: dielineComponents(built),
  };
}

/** The nesting template's own variables (beyond unit and the sheet), checked as a template's are. */
function readTemplateVariables(
  template: NestingTemplate,
  variables: Record<string, unknown>,
  unit: Unit,
): TemplateValues {
  const { unit: _unit, dimension_texts: _texts, ...rest } = variables;
  for (const name of DIELINE_NESTING_NAMES) delete rest[name];
  const checked = checkNestingVariables(template, rest, unit);
  if (!checked.ok) throw variableProblemsError(checked.problems);
  return checked.values;
}

/** A create-nesting body as read: variables are checked here, against the template. */
export interface NestingRequestBody {
  format: 'pdf' | 'svg' | 'dxf';
  pdf_header?: boolean | undefined;
  variables: Record<string, unknown>;
}

/** A nesting as its record and file, not yet stored. */
export interface NestingComputation {
  nesting: Nesting;
  /** The file's blob key, `<id>/<name>`. */
  key: string;
  file: Uint8Array;
}

export interface ComputeNestingInput {
  built: BuiltDieline;
  nestingTemplateId: string;
  request: NestingRequestBody;
  id: string;
  createdAt: Date;
  urls: Urls;
}

/**
 * Interface 4.7 without storage: checks the variables, lays the copies out on the sheet and writes the
 * file; the caller stores file then record.
 */
export async function computeNesting(input: ComputeNestingInput): Promise<NestingComputation> {
  const { built, request, urls, id, createdAt } = input;
  const template = findNestingTemplate(input.nestingTemplateId);
  if (!template) throw DiecutError.notFound();
  const { variables } = request;
  const { unit, given, sheet } = readSheetVariables(variables);
  const choice = readDielineChoice(built, variables, unit);
  const blank = choice.blank;
  // a template that could never lay this piece out is not one of the dieline's
  if (!template.appliesTo({ ...blank, allowCrossFlute: true })) throw DiecutError.notFound();
  const own = readTemplateVariables(template, variables, unit);
  const length = (value: unknown) => (typeof value === 'number' ? value : undefined);
  // refused before any copy is placed when the copies, or the lines they draw, are too many to lay
  // out and write (the engine's estimate), or when the sheet holds more than that
  const result = refusingNestingProblems(() =>
    layOutNesting(template, blank, sheet, {
      numX: length(own.num_x),
      numY: length(own.num_y),
      marginX: length(own.margin_x),
      marginY: length(own.margin_y),
      unit,
    }),
  );
  // worked out once, for the record and the file's header: each merges every copy's cuts
  const lineLengths = nestingLineLengths(result.layout, unit);
  const sumOfLineLengths = lineLengths.map(({ name, value }) => ({ name, unit, value }));
  const dimensionTexts = variables.dimension_texts !== false;
  const component = typeof choice.values.component === 'string' ? choice.values.component : undefined;
  const name = nestingFileName(built.template, request.format, component);
  const file = await writeNestingFile(
    {
      template: built.template,
      values: built.values,
      nestingTemplate: template,
      sheet: given,
      result,
      lineLengths,
    },
    { format: request.format, unit, dimensionTexts, pdfHeader: request.pdf_header, createdAt },
  );
  const bounds = layoutBounds(result.layout);
  // the schema's index signature cannot hold the nested dieline_variables object: build, then type
  const nestingVariables = {
    unit,
    ...given,
    dimension_texts: dimensionTexts,
    dieline_variables: built.dieline.variables,
    ...choice.values,
    num_x: result.numX,
    num_y: result.numY,
  } as unknown as Nesting['variables'];
  for (const parameter of template.parameters) {
    const value = own[parameter.name];
    if (value === undefined || parameter.name === 'num_x' || parameter.name === 'num_y') continue;
    nestingVariables[parameter.name] =
      parameter.dataType === 'length' && typeof value === 'number' ? displayLength(value, unit) : value;
  }
  const nesting: Nesting = {
    type: 'nesting',
    id,
    dieline_id: built.dieline.id,
    dieline_template_id: built.template.id,
    nesting_template_id: template.id,
    variables: nestingVariables,
    format: request.format,
    width: { value: displayLength(bounds.maxX - bounds.minX, unit), unit },
    height: { value: displayLength(bounds.maxY - bounds.minY, unit), unit },
    nesting_overflow: result.overflow,
    sum_of_line_lengths: sumOfLineLengths,
    url: urls.file(`${id}/${name}`),
    created_at: createdAt.toISOString(),
  };
  return {
    nesting,
    key: `${id}/${name}`,
    file: typeof file === 'string' ? new TextEncoder().encode(file) : file,
  };
}
