import type { LineType } from '@diecut/geometry';

export interface LineStyle {
  /** Layer name in DXF and the SVG layer group label. */
  layer: string;
  /** Display name, as in `sum_of_line_lengths`. */
  label: string;
  /** ArtiosCAD colour index, so die makers' CAD keys on the layer. */
  dxfColorIndex: number;
  /** SVG/PDF dash pattern in mm; empty for a solid line. */
  dashMm: number[];
  /** Stroke colour for screen and print previews. */
  stroke: string;
}

export const LINE_STYLES: Record<LineType, LineStyle> = {
  cut: { layer: 'CUT', label: 'Cut', dxfColorIndex: 1, dashMm: [], stroke: '#e4002b' },
  crease: { layer: 'CREASE', label: 'Crease', dxfColorIndex: 2, dashMm: [4, 2], stroke: '#0057b8' },
  cut_crease: {
    layer: 'CUT_CREASE',
    label: 'Cut-crease',
    dxfColorIndex: 3,
    dashMm: [4, 1.5, 1, 1.5],
    stroke: '#00a651',
  },
  partial_cut: {
    layer: 'PARTIAL_CUT',
    label: 'Partial cut',
    dxfColorIndex: 4,
    dashMm: [2, 2],
    stroke: '#00a3ad',
  },
  perforation: {
    layer: 'PERF',
    label: 'Perforation',
    dxfColorIndex: 5,
    dashMm: [0.6, 0.9],
    stroke: '#7d3c98',
  },
  reverse_crease: {
    layer: 'REVERSE_CREASE',
    label: 'Reverse crease',
    dxfColorIndex: 8,
    dashMm: [4, 2],
    stroke: '#5b6770',
  },
  v_groove: {
    layer: 'V_GROOVE',
    label: 'V-groove',
    dxfColorIndex: 6,
    dashMm: [6, 1.5, 1, 1.5],
    stroke: '#b35900',
  },
  fold_guide: {
    layer: 'FOLD_GUIDE',
    label: 'Fold guide',
    dxfColorIndex: 9,
    dashMm: [1, 2],
    stroke: '#8a8d8f',
  },
  bleed: { layer: 'BLEED', label: 'Bleed', dxfColorIndex: 11, dashMm: [], stroke: '#f29fc5' },
  annotation: { layer: 'ANNOTATION', label: 'Annotation', dxfColorIndex: 12, dashMm: [], stroke: '#333333' },
};

/**
 * Glue areas: not a line type of the graph (nothing cuts or folds there), so not in `LINE_STYLES`, but
 * drawn on a layer of their own in every format. Colour index 30 (orange) is used by no line type, so
 * CAD that maps layers or entity colours to tools never takes glue for a rule.
 */
export const GLUE_STYLE: LineStyle = {
  layer: 'GLUE',
  label: 'Glue',
  dxfColorIndex: 30,
  dashMm: [],
  stroke: '#f6e27a',
};

/**
 * Window film patches: the film glued over a window (the hole plus its overlap), for the window
 * patcher. Like glue, no line type of the graph and no tool line: a layer of its own in every format,
 * colour index 150 (light blue) used by no line type, so CAD never maps it to a rule.
 */
export const FILM_STYLE: LineStyle = {
  layer: 'FILM',
  label: 'Film',
  dxfColorIndex: 150,
  dashMm: [],
  stroke: '#8fc8e8',
};

/**
 * The press sheet of a nesting: its edge solid, the usable area inside its margins dashed. Not a line
 * the die cuts; on its own DXF layer in a grey no other line uses.
 */
export const SHEET_STYLE: LineStyle = {
  layer: 'SHEET',
  label: 'Sheet',
  dxfColorIndex: 252,
  dashMm: [3, 1.5],
  stroke: '#7f7f7f',
};
