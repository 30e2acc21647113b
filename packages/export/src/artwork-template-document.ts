import {
  type ArtworkFrame,
  artworkFrame,
  type Bounds,
  blankBounds,
  blankRegions,
  dielineLines,
  flattenLoop,
  type LinePath,
  type LineType,
  offsetRegions,
  type PanelGraph,
  type Point,
  pointInPolygon,
  printedPartIndex,
  type Region,
  regionArea,
  type Segment,
  type TemplatePart,
} from '@diecut/geometry';
import { movedSegment } from './dieline-document';
import { labelWidth } from './dimension-labels';
import { LINE_STYLES } from './line-styles';

/** Options of an artwork template. Lengths in mm. */
export interface ArtworkTemplateOptions {
  /**
   * The page: where the artwork sits on the blank, as `artworkFrame` states it for the dieline (the
   * frame `artwork_dimensions` and the 3D mockup use). By default the blank's bounds grown by `bleed`.
   */
  frame?: ArtworkFrame;
  /** How far artwork runs past every cut (the bleed zone), mm; 3 by default. */
  bleed?: number;
  /** How far text and logos keep inside each panel's edges (the safe zone), mm; 3 by default. */
  safeMargin?: number;
  /** The file's title (SVG `<title>`, PDF Title); `Artwork template` by default. */
  title?: string;
}

/** The layers of an artwork template, bottom to top, by their names in both formats. */
export const ARTWORK_TEMPLATE_LAYERS = ['Bleed', 'Safe zone', 'Creases', 'Cut', 'Panel names'] as const;
export type ArtworkTemplateLayer = (typeof ARTWORK_TEMPLATE_LAYERS)[number];

/** A panel's name, centred in it, as large as the panel takes. */
export interface PanelName {
  panel: string;
  text: string;
  /** Baseline centre, mm on the page. */
  position: Point;
  /** Font size (em), mm. */
  size: number;
  /** 0, or 90 for a panel taller than wide: the text reads bottom to top. */
  angle: 0 | 90;
}

/**
 * An artwork template ready to write: in mm, the page's lower-left corner at the origin, y up. The
 * page is the artwork frame; `trim` is the blank's bounds on it.
 */
export interface ArtworkTemplateDocument {
  title: string;
  width: number;
  height: number;
  trim: Bounds;
  /** Knives: cut lines and perforations. */
  cuts: LinePath[];
  /** Fold lines of every kind (crease, reverse crease, cut-crease, partial cut, V-groove, fold guide). */
  folds: LinePath[];
  /** The blank grown by the bleed: closed rings (outer contours and the holes left inside). */
  bleed: Point[][];
  /** Each panel but glue flaps (hidden once glued) shrunk by the safe margin: closed rings. */
  safe: Point[][];
  names: PanelName[];
  bleedMm: number;
  safeMarginMm: number;
}

/** Colours of the guides that are no line of the die: the bleed as the dieline draws it. */
export const TEMPLATE_STYLES = {
  bleed: LINE_STYLES.bleed.stroke,
  safe: '#00a0c6',
  safeDashMm: [2, 1],
  names: '#4d4d4d',
} as const;

export const DEFAULT_TEMPLATE_BLEED_MM = 3;
export const DEFAULT_SAFE_MARGIN_MM = 3;
/** Panel names no smaller than about 5 pt, which still reads on screen and proof; smaller panels go unnamed. */
const MIN_NAME_MM = 1.8;
/** Nor larger than about 34 pt: a name marks a panel, it is not artwork. */
const MAX_NAME_MM = 12;
/** A name takes at most this share of its panel's width and (for its height) a quarter of its height, */
const NAME_WIDTH_SHARE = 0.7;
/** ... or this share of its width, where the name would otherwise be too small to read. */
const NAME_WIDTH_SHARE_AT_LEAST = 0.9;
const NAME_HEIGHT_SHARE = 0.25;
/** Cap height of the label fonts, in em: a name's box from its baseline. */
const CAP_HEIGHT_EM = 0.73;

const KNIVES: ReadonlySet<LineType> = new Set(['cut', 'perforation']);
const FOLDS: ReadonlySet<LineType> = new Set([
  'crease',
  'reverse_crease',
  'cut_crease',
  'partial_cut',
  'v_groove',
  'fold_guide',
]);

/** The piece an artwork template is drawn for: the printed one of several, as the dieline's frame. */
export function printedGraph(source: PanelGraph | readonly TemplatePart[]): PanelGraph {
  if (!Array.isArray(source)) return source as PanelGraph;
  const parts = source as readonly TemplatePart[];
  const part = parts[printedPartIndex(parts)];
  if (!part) throw new RangeError('An artwork template needs at least one part.');
  return part.graph;
}

/** A panel id in words: `top_lid` is "top lid". */
export const panelWords = (id: string): string => id.replace(/_/g, ' ').trim();

/**
 * Lays an artwork template out: the cut and fold lines, the bleed (the blank grown by `bleed`), the
 * safe zone of each panel but glue flaps (shrunk by `safeMargin`) and each panel's name, on a page that is
 * the artwork frame. Offsets are clipper's (`offsetRegions`), as the dieline's own bleed.
 */
export function buildArtworkTemplateDocument(
  source: PanelGraph | readonly TemplatePart[],
  options: ArtworkTemplateOptions = {},
): ArtworkTemplateDocument {
  const graph = printedGraph(source);
  const bleedMm = options.bleed ?? DEFAULT_TEMPLATE_BLEED_MM;
  const safeMarginMm = options.safeMargin ?? DEFAULT_SAFE_MARGIN_MM;
  if (!(bleedMm >= 0) || !(safeMarginMm >= 0))
    throw new RangeError('The bleed and the safe margin must be 0 mm or more.');
  const frame = options.frame ?? artworkFrame(graph, bleedMm);
  const at = (p: Point): Point => ({ x: p.x - frame.minX, y: p.y - frame.minY });
  const lines = dielineLines(graph).map(({ lineType, segments }) => ({
    lineType,
    segments: segments.map((segment) => movedSegment(segment, frame.minX, frame.minY, 1)),
  }));
  const rings = (regions: Region[]) =>
    regions.flatMap((region) => [region.outer, ...region.holes].map((ring) => ring.map(at)));
  const blank = blankBounds(graph);
  // a glue flap is hidden under the panel it is glued to: named, so the designer knows, but no safe zone
  const printedFaces = graph.panels.filter((panel) => panel.role !== 'glue_flap');
  return {
    title: options.title ?? 'Artwork template',
    width: frame.width,
    height: frame.height,
    trim: {
      minX: blank.minX - frame.minX,
      minY: blank.minY - frame.minY,
      maxX: blank.maxX - frame.minX,
      maxY: blank.maxY - frame.minY,
    },
    cuts: lines.filter((line) => KNIVES.has(line.lineType)),
    folds: lines.filter((line) => FOLDS.has(line.lineType)),
    bleed: bleedMm > 0 ? rings(offsetRegions(blankRegions(graph), bleedMm)) : [],
    safe: printedFaces.flatMap((panel) =>
      rings(safeRegions(graph, panel.id, panelPolygon(panel.outline), safeMarginMm)),
    ),
    names: graph.panels.flatMap((panel) => {
      const name = panelName(panel.id, panelPolygon(panel.outline));
      return name ? [{ ...name, position: at(name.position) }] : [];
    }),
    bleedMm,
    safeMarginMm,
  };
}

/** A panel's outline as a polygon, arcs in chords of at most 5 degrees. */
const panelPolygon = (outline: Segment[]): Point[] => flattenLoop(outline);

/** The panel less the safe margin, holes cut in it (a window) grown by the margin too. */
function safeRegions(graph: PanelGraph, panelId: string, outline: Point[], margin: number): Region[] {
  const holes = graph.cuts
    .filter((cut) => cut.kind === 'hole' && cut.panel === panelId)
    // clockwise, so that the union cuts them out of the panel
    .map((cut) => [...flattenLoop(cut.segments)].reverse());
  const panel: Region = { outer: outline, holes };
  const shrunk = margin > 0 ? offsetRegions([panel], -margin) : [panel];
  return shrunk.filter((region) => regionArea(region) > 1e-3);
}

/**
 * Where a panel's name goes and how large: horizontal, or turned a quarter in a panel taller than wide
 * when that takes a larger size; at the middle of the panel's bounds when the name fits there, else
 * at its deepest point (a notched or slanted panel), and only at a readable size.
 */
function panelName(panelId: string, outline: Point[]): PanelName | undefined {
  const text = panelWords(panelId);
  if (!text || outline.length < 3) return undefined;
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const across = maxX - minX;
  const along = maxY - minY;
  const perEm = labelWidth(text, 1);
  const fit = (width: number, height: number) => {
    const size = Math.min((NAME_WIDTH_SHARE * width) / perEm, NAME_HEIGHT_SHARE * height, MAX_NAME_MM);
    // a long name in a small panel ("top left side dust flap") may take nearly its whole width
    return size >= MIN_NAME_MM
      ? size
      : Math.min((NAME_WIDTH_SHARE_AT_LEAST * width) / perEm, NAME_HEIGHT_SHARE * height);
  };
  const flat = fit(across, along);
  const turned = fit(along, across);
  const angle: 0 | 90 = along > across && turned > flat * 1.2 ? 90 : 0;
  const largest = angle === 0 ? flat : turned;
  const middle = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  // the deepest point only when the middle will not do: it takes a dozen offsets
  for (const find of [() => middle, () => deepestPoint(outline)]) {
    const centre = find();
    if (!centre) continue;
    // shrink until the name's box lies inside the panel
    let size = largest;
    while (size >= MIN_NAME_MM && !boxInside(outline, centre, perEm * size, CAP_HEIGHT_EM * size, angle))
      size *= 0.85;
    if (size < MIN_NAME_MM) continue;
    // the baseline sits half the cap height off the centre, so the text's middle is on it
    const drop = (CAP_HEIGHT_EM * size) / 2;
    const position = angle === 0 ? { x: centre.x, y: centre.y - drop } : { x: centre.x + drop, y: centre.y };
    return { panel: panelId, text, position, size: round(size), angle };
  }
  return undefined;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Whether a text box centred on `centre` (width along the text, height across) lies in the polygon. */
function boxInside(polygon: Point[], centre: Point, width: number, height: number, angle: 0 | 90): boolean {
  const [w, h] = angle === 0 ? [width / 2, height / 2] : [height / 2, width / 2];
  const corners = [
    { x: centre.x - w, y: centre.y - h },
    { x: centre.x + w, y: centre.y - h },
    { x: centre.x + w, y: centre.y + h },
    { x: centre.x - w, y: centre.y + h },
  ];
  return corners.every((corner) => pointInPolygon(corner, polygon));
}

/**
 * About the centre of the largest circle inside a polygon: the centroid of what is left after
 * shrinking it as far as it goes (to a tenth of a millimetre), so a name never lands in a notch.
 */
function deepestPoint(polygon: Point[]): Point | undefined {
  const region: Region = { outer: polygon, holes: [] };
  if (regionArea(region) < 1e-3) return undefined;
  let low = 0;
  let high = Math.min(
    Math.max(...polygon.map((p) => p.x)) - Math.min(...polygon.map((p) => p.x)),
    Math.max(...polygon.map((p) => p.y)) - Math.min(...polygon.map((p) => p.y)),
  );
  let left: Region[] = [region];
  while (high - low > 0.1) {
    const mid = (low + high) / 2;
    const shrunk = offsetRegions([region], -mid / 2).filter((r) => regionArea(r) > 1e-6);
    if (shrunk.length > 0) {
      low = mid;
      left = shrunk;
    } else high = mid;
  }
  // the largest piece left: a symmetric panel leaves one sliver, centred
  const piece = left.reduce((a, b) => (regionArea(b) > regionArea(a) ? b : a));
  return centroid(piece.outer);
}

function centroid(points: Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    // a sliver with no area: the middle of its points
    const n = points.length;
    return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}
