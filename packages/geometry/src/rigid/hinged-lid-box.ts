import type { TemplatePart } from '../catalog/template-definition';
import { type BookBoxSpec, buildBookBox } from './book-box';

/**
 * A hinged-lid box on a wrapped tray: one wrapped case of base board, spine and lid board, the tray
 * glued onto the base board. It is built like the book box, but its joints are as wide as the user asks
 * (two to three times a board and its paper) so the lid opens past a right angle and rests back.
 */
export interface HingedLidBoxSpec extends BookBoxSpec {
  hingeGap: number;
}

/** The hinge gaps a lid opens well on: two to three boards and their papers, mm. */
export function hingeGapRange(boardThickness: number, wrap: number): { minimum: number; maximum: number } {
  const ply = boardThickness + wrap;
  return { minimum: 2 * ply, maximum: 3 * ply };
}

export function buildHingedLidBox(spec: HingedLidBoxSpec): TemplatePart[] {
  return buildBookBox(spec);
}
