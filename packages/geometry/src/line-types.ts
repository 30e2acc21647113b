/**
 * The kinds of line a dieline carries (how each is drawn: packages/export/README.md): cuts go through
 * the board, the rest fold or mark it. Greyboard is never creased: its folds are V-grooves milled into
 * it. Paper that wraps board takes no tool at all: its folds are guide lines.
 */
export const LINE_TYPES = [
  'cut',
  'crease',
  'cut_crease',
  'partial_cut',
  'perforation',
  'reverse_crease',
  'v_groove',
  'fold_guide',
  'bleed',
  'annotation',
] as const;
export type LineType = (typeof LINE_TYPES)[number];
