import { DesignRulesError, dielineFileName, writeDielineFile } from '@diecut/export';
import {
  artworkSize,
  blankArea,
  fromMillimetres,
  printedPartIndex,
  roundTo,
  type TemplateDefinition,
  type TemplateValues,
  UNIT_DECIMALS,
} from '@diecut/geometry';
import {
  type CreateDielineRequest,
  DiecutError,
  type Dieline,
  type SubstratePart,
  type Unit,
} from '@diecut/schema';
import { validateRequestVariables } from '../http/variable-problems';
import { newId } from '../ids';
import type { Storage } from '../storage/storage';
import type { Urls } from '../urls';
import { substrateParts } from './substrate-parts';

/** Interface 4.4: area is offered only where a flat blank's area means something for quoting. */
const AREA_CATEGORIES = new Set(['Cartons', 'Corrugated Cardboards']);

const MM2_PER_IN2 = 25.4 * 25.4;

/** Stored variables keep the engine's unit, as the interface's example does: mm, to 4 decimals. */
function storedVariables(values: TemplateValues): Dieline['variables'] {
  const rounded = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? roundTo(value, 4) : value,
    ]),
  );
  return { ...rounded, unit: 'mm' };
}

const decimal = (value: number, decimals: number) => roundTo(value, decimals).toFixed(decimals);

/**
 * The engine's `writeDielineFile`, its design-rule refusal turned into the interface's 400: a size
 * that breaks a manufacturing rule is refused like a validation error, and no file is written.
 */
export async function writeDielineFileOrRefuse(
  ...args: Parameters<typeof writeDielineFile>
): Promise<Uint8Array | string> {
  try {
    return await writeDielineFile(...args);
  } catch (error) {
    if (error instanceof DesignRulesError) {
      throw DiecutError.validation(
        error.messages.map((message) => ({ message })),
        'These variables make a dieline a die maker could not build.',
      );
    }
    throw error;
  }
}

export interface CreateDielineInput {
  template: TemplateDefinition;
  request: CreateDielineRequest;
  ownerId: string;
  storage: Storage;
  urls: Urls;
  /** Where the CPU work runs (a worker pool); on the calling thread when absent. */
  compute?: DielineCompute | undefined;
  now?: Date;
}

/** What a dieline's record needs from its build: everything CPU-bound, none of ids, URLs or storage. */
export interface DielineComputation {
  /** The validated values, in mm, with defaults filled in. */
  values: TemplateValues;
  /** The written file: bytes, so a worker can hand them over without a copy. */
  file: Uint8Array;
  /** The printed piece's artwork size, mm. */
  artwork: { width: number; height: number };
  /** Every piece of board, mm². */
  boardArea: number;
  substrateParts: SubstratePart[];
}

/** Runs `computeDieline` somewhere else, e.g. in a worker thread; the answer and errors are the same. */
export interface DielineCompute {
  dieline(
    template: TemplateDefinition,
    request: CreateDielineRequest,
    createdAt: Date,
  ): Promise<DielineComputation>;
}

/**
 * The CPU-bound part of creating a dieline: validates the variables, builds the parts, checks the
 * manufacturing rules and writes the file. Throws the interface's 400 for refused variables.
 */
export async function computeDieline(
  template: TemplateDefinition,
  request: CreateDielineRequest,
  createdAt: Date,
): Promise<DielineComputation> {
  const { unit, ...variables } = request.variables;
  const values = validateRequestVariables(template, variables, unit);
  const parts = template.build(values);
  // the artwork is printed on one piece: a carton's blank, a rigid box's first wrap
  const part = parts[printedPartIndex(parts)];
  if (!part) throw new Error(`${template.id} built no part`);
  const file = await writeDielineFileOrRefuse(template, parts, values, {
    format: request.format,
    unit,
    pdfHeader: request.pdf_header,
    createdAt,
  });
  return {
    values,
    file: typeof file === 'string' ? new TextEncoder().encode(file) : file,
    artwork: artworkSize(part.graph, values),
    // the area counts every piece of board
    boardArea: parts.reduce((sum, piece) => sum + blankArea(piece.graph), 0),
    substrateParts: substrateParts(parts),
  };
}

/**
 * Validates the variables, builds the dieline, writes its file and stores file then record
 * (a crash never leaves a record without its file). Answers the interface's dieline object.
 */
export async function createDieline(input: CreateDielineInput): Promise<Dieline> {
  const { template, request, storage, urls } = input;
  if (request.area && !AREA_CATEGORIES.has(template.group.category)) {
    throw DiecutError.validation(
      [
        {
          message: `Area calculation is not supported for templates in the category ${template.group.category}.`,
        },
      ],
      "The 'area' option is not supported for this template.",
    );
  }
  const { unit } = request.variables;
  const createdAt = input.now ?? new Date();
  const computed = input.compute
    ? await input.compute.dieline(template, request, createdAt)
    : await computeDieline(template, request, createdAt);
  const { values, file, artwork, boardArea } = computed;
  const id = newId('di_');
  const name = dielineFileName(template, request.format);
  const decimals = UNIT_DECIMALS[unit as Unit];
  const dieline: Dieline = {
    type: 'dieline',
    id,
    dieline_template_id: template.id,
    variables: storedVariables(values),
    format: request.format,
    url: urls.file(`${id}/${name}`),
    artwork_dimensions: {
      unit,
      width: decimal(fromMillimetres(artwork.width, unit), decimals),
      height: decimal(fromMillimetres(artwork.height, unit), decimals),
    },
    ...(request.area
      ? {
          area: {
            unit: unit === 'in' ? ('in2' as const) : ('mm2' as const),
            value: decimal(unit === 'in' ? boardArea / MM2_PER_IN2 : boardArea, unit === 'in' ? 4 : 2),
          },
        }
      : {}),
    substrate_parts: computed.substrateParts,
    links: [
      { rel: 'create_3d_mockup', href: urls.api(`/dielines/${id}/3d-mockups`), method: 'POST' },
      { rel: 'list_nesting_templates', href: urls.api(`/dielines/${id}/nesting-templates`), method: 'GET' },
      {
        rel: 'calculate_nesting_efficiencies',
        href: urls.api(`/dielines/${id}/nesting-template-efficiencies`),
        method: 'POST',
      },
    ],
    created_at: createdAt.toISOString(),
  };
  await storage.saveResource(
    { id, kind: 'dieline', ownerId: input.ownerId, data: dieline, createdAt: dieline.created_at },
    [{ key: `${id}/${name}`, data: file }],
  );
  return dieline;
}
