import { DesignRulesError, writeDielineFile } from '@diecut/export';
import {
  artworkSize,
  blankArea,
  printedPartIndex,
  type TemplateDefinition,
  type TemplateValues,
} from '@diecut/geometry';
import { type CreateDielineRequest, DiecutError, type SubstratePart } from '@diecut/schema';
import { validateRequestVariables } from '../http/variable-problems';
import type { PlacedFile } from '../storage/place-file';
import { substrateParts } from './substrate-parts';

/*
 * The CPU-bound half of a dieline: building, checking and writing it. The compute workers load this
 * module; the main thread only when it does the work itself, so the writers (pdfkit, fontkit, the DXF
 * library) stay out of the thread that answers HTTP.
 */

/** What a dieline's record needs from its build: everything CPU-bound, none of ids, URLs or storage. */
export interface DielineComputation {
  /** The validated values, in mm, with defaults filled in. */
  values: TemplateValues;
  /**
   * The written file: bytes, so a worker can hand them over without a copy; or, where the worker
   * was told where to put it (`FilePlacement`), the file it placed there.
   */
  file: Uint8Array | PlacedFile;
  /** The printed piece's artwork size, mm. */
  artwork: { width: number; height: number };
  /** Every piece of board, mm². */
  boardArea: number;
  substrateParts: SubstratePart[];
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
