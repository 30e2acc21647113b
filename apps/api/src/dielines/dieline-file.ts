import { parseMachineSheets, type TemplateDefinition, type TemplateValues } from '@diecut/geometry';
import type { CreateDielineRequest, SubstratePart } from '@diecut/schema';
import { describeBlankSizeWarning, makeDieline, writeCheckedDielineFile } from '@diecut/service';
import type { PlacedFile } from '../storage/place-file';
import { substrateParts } from './substrate-parts';

/*
 * The CPU-bound half of a dieline: the service's `makeDieline` (validate, build, check the
 * manufacturing rules, write). The compute workers load this module; the main thread only when it
 * does the work itself, so the writers (pdfkit, fontkit, the DXF library) stay out of the thread that
 * answers HTTP.
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
  /** Every piece of board, mm²; 0 unless the request asks for the `area` (it takes the blank's union). */
  boardArea: number;
  substrateParts: SubstratePart[];
  /** Warnings in words, in the request's unit: pieces too large for their machine's sheet. */
  warnings: string[];
  /** With `part_files` asked, each piece of a multi-part dieline written alone. */
  partFiles: Array<{ partNumber: number; name: string; board: string; fileName: string; file: Uint8Array }>;
}

/** The CPU-bound part of creating a dieline; a `Refusal` for refused variables or sizes. */
export async function computeDieline(
  template: TemplateDefinition,
  request: CreateDielineRequest,
  createdAt: Date,
): Promise<DielineComputation> {
  const { unit, ...variables } = request.variables;
  const made = await makeDieline({
    // read here, in the worker that writes the file; `loadConfig` has checked it at start
    machineSheets: parseMachineSheets(process.env.DIECUT_MACHINE_SHEETS),
    template,
    variables,
    unit,
    format: request.format,
    pdfHeader: request.pdf_header,
    partFiles: request.part_files === true,
    createdAt,
  });
  return {
    values: made.values,
    file: made.file,
    artwork: made.artwork,
    boardArea: request.area === true ? made.boardArea : 0,
    substrateParts: substrateParts(made.pieces),
    warnings: made.warnings.map((warning) => describeBlankSizeWarning(warning, unit)),
    partFiles: made.partFiles,
  };
}

/** The service's checked file writer, for the catalog page's download. */
export const writeDielineFileOrRefuse = writeCheckedDielineFile;
