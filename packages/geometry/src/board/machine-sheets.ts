import type { TemplatePart } from '../catalog/template-definition';
import { blankBounds } from '../panel-graph/derive-dieline';
import type { Board } from './board';

/** The largest sheet a plant's press, die cutter or grooving machine takes, mm. */
export interface MachineSheet {
  width: number;
  height: number;
}

/** The largest sheet per kind of board. */
export type MachineSheets = Record<Board['kind'], MachineSheet>;

/**
 * Typical machine limits: a B1 folding-carton press and die cutter (1020 x 720 mm), a large
 * corrugated flatbed die cutter (2800 x 1600 mm), a greyboard grooving machine and the wrap's
 * press (1020 x 720 mm). A plant sets its own (`DIECUT_MACHINE_SHEETS` in the API).
 */
export const DEFAULT_MACHINE_SHEETS: Readonly<MachineSheets> = {
  folding_carton: { width: 1020, height: 720 },
  corrugated: { width: 2800, height: 1600 },
  greyboard: { width: 1020, height: 720 },
  paper: { width: 1020, height: 720 },
};

/** A piece of board too large for its machine's sheet, either way round. */
export interface BlankSizeWarning {
  code: 'blank_exceeds_machine_sheet';
  /** The piece, by its name in the template's parts. */
  part: string;
  board: Board['kind'];
  /** The blank's size, mm. */
  blank: MachineSheet;
  /** The sheet it exceeds, mm. */
  sheet: MachineSheet;
}

/**
 * The pieces whose blank fits its board's machine sheet neither way round. A corrugated blank may
 * not turn across its flutes, but a sheet of corrugated board is cut to the blank, so only its size
 * counts, not its turn.
 */
export function blankSizeWarnings(
  parts: readonly TemplatePart[],
  sheets: Readonly<MachineSheets> = DEFAULT_MACHINE_SHEETS,
): BlankSizeWarning[] {
  const warnings: BlankSizeWarning[] = [];
  for (const part of parts) {
    const bounds = blankBounds(part.graph);
    const blank = { width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY };
    const board = part.graph.board.kind;
    const sheet = sheets[board];
    const fits = (w: number, h: number) => w <= sheet.width + 1e-9 && h <= sheet.height + 1e-9;
    if (fits(blank.width, blank.height) || fits(blank.height, blank.width)) continue;
    warnings.push({ code: 'blank_exceeds_machine_sheet', part: part.name, board, blank, sheet });
  }
  return warnings;
}

/**
 * Machine sheets from a setting such as `corrugated=2500x1400,folding_carton=1020x720` (mm), over the
 * defaults; throws with the reason on a malformed entry.
 */
export function parseMachineSheets(setting: string | undefined): MachineSheets {
  const sheets: MachineSheets = { ...DEFAULT_MACHINE_SHEETS };
  for (const entry of (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(folding_carton|corrugated|greyboard|paper)=(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) {
      throw new Error(
        `'${entry}' is not a machine sheet: write <board>=<width>x<height> in mm, the board one of folding_carton, corrugated, greyboard, paper`,
      );
    }
    const [, kind, width, height] = match as unknown as [string, Board['kind'], string, string];
    sheets[kind] = { width: Number(width), height: Number(height) };
  }
  return sheets;
}
