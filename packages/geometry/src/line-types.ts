/** The kinds of line a dieline carries (how each is drawn: packages/export/README.md): cuts go through the board, the rest fold or mark it. */
export const LINE_TYPES = [
  'cut',
  'crease',
  'cut_crease',
  'partial_cut',
  'perforation',
  'reverse_crease',
  'bleed',
  'annotation',
] as const;
export type LineType = (typeof LINE_TYPES)[number];
