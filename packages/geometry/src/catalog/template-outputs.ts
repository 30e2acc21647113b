import { artworkFrame } from '../mockup/mockup-scene';
import { blankArea, blankBounds } from '../panel-graph/derive-dieline';
import type { PanelGraph } from '../panel-graph/panel-graph';
import type { TemplatePart, TemplateValues } from './template-definition';

/** Size of the artwork that covers a blank: its bounding box, plus the bleed on every side when asked. */
export function artworkSize(graph: PanelGraph, values: TemplateValues): { width: number; height: number } {
  const bleed =
    values.overflow === true && typeof values.overflow_margin === 'number' ? values.overflow_margin : 0;
  const frame = artworkFrame(graph, bleed);
  return { width: frame.width, height: frame.height };
}

/** A piece of board of a dieline as the parts operation lists it, mm and mm². */
export interface PartSummary {
  name: string;
  width: number;
  height: number;
  area: number;
}

export function summarizeParts(parts: TemplatePart[]): PartSummary[] {
  return parts.map(({ name, graph }) => {
    const bounds = blankBounds(graph);
    return {
      name,
      width: bounds.maxX - bounds.minX,
      height: bounds.maxY - bounds.minY,
      area: blankArea(graph),
    };
  });
}

/**
 * The piece the customer's artwork is printed on: the one its template marks `printed` (the outermost
 * wrap a client looks at: a lid's wrap, a book box's case wrap), else the first that is not greyboard
 * (a rigid box's boards are covered by their printed wraps), or the first piece. A carton's one blank.
 */
export function printedPartIndex(parts: ReadonlyArray<{ graph: PanelGraph; printed?: boolean }>): number {
  const marked = parts.findIndex((part) => part.printed === true);
  if (marked >= 0) return marked;
  const index = parts.findIndex((part) => part.graph.board.kind !== 'greyboard');
  return Math.max(index, 0);
}
