import type { Board, TemplatePart } from '@diecut/geometry';
import type { SubstrateKey, SubstratePart } from '@diecut/schema';
import type { DielinePiece } from '@diecut/service';

/** What a new mockup shows on a board before anyone picks: the usual face of that kind of board. */
const DEFAULT_SUBSTRATES: Record<Board['kind'], SubstrateKey> = {
  folding_carton: 'white_sbs',
  corrugated: 'corrugated_brown',
  greyboard: 'gray_hardcardboards',
  paper: 'white_embossedpaper',
};

/**
 * The parts a mockup can give their own substrate, numbered as `mockupScene` numbers them (1-based, in
 * build order): a carton's one blank, or each piece of a multi-part box.
 */
export function substrateParts(parts: readonly (TemplatePart | DielinePiece)[]): SubstratePart[] {
  return parts.map((part, index) => ({
    part_number: index + 1,
    name: part.name,
    default_substrate: DEFAULT_SUBSTRATES['board' in part ? part.board : part.graph.board.kind],
  }));
}
