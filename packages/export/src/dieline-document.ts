import {
  type ArcSegment,
  arcSweep,
  type Board,
  type Bounds,
  type DimensionLine,
  displayLength,
  hypot,
  isLayout,
  type Layout,
  type LinePath,
  layoutBounds,
  layoutDimensions,
  layoutFilmAreas,
  layoutGlueAreas,
  layoutLines,
  layoutRegions,
  MM_PER_INCH,
  offsetRegions,
  type PanelGraph,
  type Point,
  type Segment,
  singleCopyLayout,
} from '@diecut/geometry';
import {
  blankDimensions,
  DRAWN_END_X,
  DRAWN_END_Y,
  DRAWN_OFFSET,
  DRAWN_START_X,
  DRAWN_START_Y,
  DRAWN_VALUE,
  drawLine,
  drawnLine,
} from './blank-dimensions';
import {
  type DimensionAnnotation,
  dimensionAnnotation,
  labelWidth,
  MEASURED_ARROW_LENGTH,
  MEASURED_END_X,
  MEASURED_END_Y,
  MEASURED_OFFSET,
  MEASURED_START_X,
  MEASURED_START_Y,
  MEASURED_TEXT_HEIGHT,
  measured,
  placeLabels,
  type UnplacedDimension,
} from './dimension-labels';

/** The unit a file is written in: its coordinates, sizes and dimension labels. */
export type OutputUnit = 'mm' | 'in';

/** What the PDF header lists about the dieline (interface `pdf_header`). */
export interface DielineHeader {
  templateId: string;
  templateName: string;
  /** ECMA or FEFCO code; null when the style has none. */
  standardCode?: string | null;
  /** Every variable as requested, with its unit where it is a length. */
  variables: Array<{ name: string; value: number | boolean | string; unit?: string }>;
  /** Board, e.g. `0.5 mm` or `SBS 350 g/m²`. */
  material?: string;
  createdAt: Date;
  /** More lines after the variables: a nesting's sheet, copies, efficiency and knife lengths. */
  notes?: string[];
}

/** Options every writer takes. */
export interface DielineWriterOptions {
  /** Unit of the output file; `mm` by default. */
  unit?: OutputUnit;
  /** Dimension labels with arrows on the ANNOTATION layer (`dimension_texts`); on by default. */
  dimensionTexts?: boolean;
  /**
   * With the dimension texts, what a die maker checks a single blank by: the score-to-score panel
   * chains along the bottom and left edges, the blank's overall width and height, the flute (or grain)
   * direction arrow, and a note that the drawing shows the printed side. Off by default; dieline files
   * (`writeDielineFile`) have them.
   */
  blankDimensions?: boolean;
  /** A caption under a single blank: which piece of a multi-part dieline it is, and its board. */
  caption?: string;
  /** Bleed in mm: when above 0, the blank grown by this much is drawn on the BLEED layer (`overflow`). */
  bleed?: number;
  /** Header of a PDF page (`pdf_header`); CFF2 files carry it as ORDER notes. Other formats ignore it. */
  header?: DielineHeader;
  /** Empty space around the drawing on SVG and PDF pages, mm; 10 by default. */
  margin?: number;
  /**
   * Nicks (ties) on the knives, mm: `width` of each and about one per `every` mm of knife. Off by
   * default. CFF2 writes them as each cut record's bridge count and width; other formats ignore them.
   */
  nicks?: NickOptions;
}

/** Nicks left in the cutting rules so blanks stay in the sheet until stripping, mm. */
export interface NickOptions {
  /** Width of one nick (the gap ground into the knife), mm. */
  width: number;
  /** A knife gets one nick per whole `every` mm of its length: none on a knife shorter than this. */
  every: number;
}

/**
 * A dieline ready to write: plain geometry in the output unit with the blank's lower-left corner at
 * the origin (y up), so that each writer only formats it.
 */
export interface DielineDocument {
  unit: OutputUnit;
  /** Blank size in the unit. */
  width: number;
  height: number;
  /** Everything drawn (blank, bleed, captions, sheet), in the unit. */
  extent: Bounds;
  /** The artwork frame (`artworkFrame`: the blank grown by the bleed), in the unit: a PDF's BleedBox. */
  artwork: Bounds;
  /** Page margin in the unit. */
  margin: number;
  lines: LinePath[];
  /**
   * The same lines grouped by the board they are cut from, for writers whose rules follow the board
   * (CFF2 pointage and rule type). One group holding `lines` itself when every copy is of one board;
   * a multi-part dieline of several boards (greyboard and its paper wrap) has a group per board, each
   * with its cuts merged within the group only. A document made by hand without it is written as
   * `lines` of folding carton.
   */
  boardLines?: Array<{ board: Board; lines: LinePath[] }>;
  /** Closed rings of the bleed outline; empty without bleed. */
  bleed: Point[][];
  glueAreas: Point[][];
  /** Window film patches (closed rings), for the window patcher: no tool line. */
  filmAreas: Point[][];
  dimensions: DimensionAnnotation[];
  /** Names of the dimensions left out because their label found no place clear of the others. */
  omittedDimensions: string[];
  /** Height of dimension labels in the unit: the font size (em) in SVG and PDF. */
  textHeight: number;
  /**
   * The name of each piece of a multi-part dieline, centred under it (baseline centre, unit), so the
   * die maker and the finisher know which blank is which; none for one blank or a nesting.
   */
  captions: Array<{ text: string; position: Point; width: number }>;
  header?: DielineHeader;
  /** Nicks on the knives, mm, as the options gave them (`DielineWriterOptions.nicks`). */
  nicks?: NickOptions;
  /**
   * The press sheet of a nesting, in the unit: its outline and the usable area inside its margins
   * (closed rings). The sheet's lower-left corner is the origin, and `width` and `height` are its size.
   */
  sheet?: { outline: Point[]; usable: Point[] };
}

const TEXT_HEIGHT_MM = 3;
/** The print-side note stands below the blank's overall-size row, mm. */
const PRINT_NOTE_DROP_MM = 24;
/** Room between a piece of a multi-part dieline and its caption, mm. */
const CAPTION_GAP_MM = 3;
const ARROW_LENGTH_MM = 2.5;
const DEFAULT_MARGIN_MM = 10;
/** How far a nesting's overall width and height lines stand off its copies, mm. */
const OVERALL_OFFSET_MM = 8;

/** mm per unit of the output. */
export const MM_PER_UNIT: Record<OutputUnit, number> = { mm: 1, in: MM_PER_INCH };

/** Decimals written for coordinates: 0.0001 mm, or 0.000001 in (0.0000254 mm). */
export const COORDINATE_DECIMALS: Record<OutputUnit, number> = { mm: 4, in: 6 };

/** A number with fixed decimals and no trailing zeros, never `-0`: the same graph always gives the same bytes. */
export function formatNumber(value: number, decimals: number): string {
  // every coordinate of every file passes here: the nearest whole number of 10^-decimals, written
  // from integers, is what `toFixed` writes wherever that nearest one is clear (not near a tie,
  // whose rounding `toFixed` decides on the exact binary value, and not beyond the integers a
  // double holds exactly), and costs half as much
  const scale = SCALES[decimals];
  if (scale !== undefined) {
    const scaled = value * scale;
    const nearest = Math.round(scaled);
    const off = scaled - nearest;
    if (off < 0.499 && off > -0.499 && scaled < 1e9 && scaled > -1e9) {
      if (nearest === 0) return '0';
      const magnitude = nearest < 0 ? -nearest : nearest;
      const whole = Math.floor(magnitude / scale);
      const part = magnitude - whole * scale;
      const text = part === 0 ? String(whole) : `${whole}.${fractionDigits(part, decimals)}`;
      return nearest < 0 ? `-${text}` : text;
    }
  }
  return fixedNumber(value, decimals);
}

/** `toFixed` with trailing zeros, then a bare point, cut, and `-0` written `0`. */
function fixedNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  let end = fixed.length;
  if (fixed.includes('.')) {
    while (fixed.charCodeAt(end - 1) === ZERO) end--;
    if (fixed.charCodeAt(end - 1) === POINT) end--;
  }
  const trimmed = end === fixed.length ? fixed : fixed.slice(0, end);
  return trimmed === '-0' ? '0' : trimmed;
}

const ZERO = 48;
const POINT = 46;
/** 10^decimals for the decimals the writers use (none above 8: the integers stay exact below 1e9). */
const SCALES: ReadonlyArray<number> = [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8];
/** The digits after the point of each fraction of 10^-4 (a millimetre file's), filled as met. */
const FOUR_DECIMALS: string[] = [];

/** The digits of `part` / 10^decimals after the point (0 < part < 10^decimals), trailing zeros cut. */
function fractionDigits(part: number, decimals: number): string {
  if (decimals === 4) {
    const known = FOUR_DECIMALS[part];
    if (known !== undefined) return known;
  }
  const padded = String(part).padStart(decimals, '0');
  let end = padded.length;
  while (padded.charCodeAt(end - 1) === ZERO) end--;
  const digits = padded.slice(0, end);
  if (decimals === 4) FOUR_DECIMALS[part] = digits;
  return digits;
}

/** Radians per degree, as the geometry's arcs turn their angles into points. */
export const DEG = Math.PI / 180;

/** How many pieces of at most `maxSweep` degrees `splitArc` cuts an arc of `sweep` degrees into. */
export const arcPieces = (sweep: number, maxSweep: number): number =>
  Math.max(1, Math.ceil(sweep / maxSweep - 1e-9));

/** An arc split into pieces of at most `maxSweep` degrees, same direction (SVG arcs and PDF curves stay exact). */
export function splitArc(segment: ArcSegment, maxSweep: number): ArcSegment[] {
  const sweep = arcSweep(segment);
  const pieces = arcPieces(sweep, maxSweep);
  const sign = segment.clockwise ? -1 : 1;
  const step = (sweep / pieces) * sign;
  return Array.from({ length: pieces }, (_, i) => ({
    ...segment,
    startAngle: segment.startAngle + step * i,
    endAngle: segment.startAngle + step * (i + 1),
  }));
}

/**
 * Turns a panel graph, or a layout of placed copies, into the document the writers format: lines by
 * type (cuts of abutting copies merged into one knife), bleed, glue and film areas and dimension annotations
 * (on the first copy), moved so the drawing's lower-left corner is the origin and scaled to the unit.
 */
export function buildDielineDocument(
  source: PanelGraph | Layout,
  options: DielineWriterOptions = {},
): DielineDocument {
  return dielineDocumentParts(source, options, true).document;
}

/**
 * A document's lines as the layout gives them (mm, where they were built), and the move and scale
 * that bring a point into the document: `((x - originX) * scale, (y - originY) * scale)`.
 */
export interface LinesToMove {
  paths: LinePath[];
  originX: number;
  originY: number;
  scale: number;
}

/** The move of lines a document already holds moved: none (`x - 0` and `x * 1` are `x`, bit for bit). */
export const IN_PLACE: Omit<LinesToMove, 'paths'> = { originX: 0, originY: 0, scale: 1 };

/** The lines of a document that holds them moved already, for a writer that takes `LinesToMove`. */
export const linesInPlace = (document: DielineDocument): LinesToMove => ({
  paths: document.lines,
  ...IN_PLACE,
});

/**
 * `buildDielineDocument`, and its lines before they are moved: with `moveLines` false the document's
 * `lines` are empty (and it has no `boardLines`), for a writer that moves each point as it writes it
 * (a moved copy of every segment was a tenth of an SVG create's garbage).
 */
export function dielineDocumentParts(
  source: PanelGraph | Layout,
  options: DielineWriterOptions,
  moveLines: boolean,
): { document: DielineDocument; toMove: LinesToMove } {
  const layout = isLayout(source) ? source : singleCopyLayout(source);
  const unit = options.unit ?? 'mm';
  const copies = layoutBounds(layout);
  const frame = documentFrame(layout, copies, unit);
  const { at, scale, textHeight } = frame;
  const bleedMm = options.bleed ?? 0;
  const moved = (paths: LinePath[]): LinePath[] =>
    paths.map(({ lineType, segments }) => ({ lineType, segments: segments.map(frame.moveSegment) }));
  const unmoved = layoutLines(layout);
  const lines = moveLines ? moved(unmoved) : [];
  const boards = moveLines ? boardGroups(layout) : [];
  const boardLines =
    boards.length === 1
      ? boards.map(({ board }) => ({ board, lines }))
      : boards.map(({ board, copies: group }) => ({
          board,
          lines: moved(layoutLines({ copies: group })),
        }));
  const bleed = bleedMm > 0 ? bleedRings(layout, bleedMm, at) : [];
  const captions = partCaptions(layout, bleedMm, frame);
  const single = options.blankDimensions ? singleBlank(layout) : undefined;
  const annotations: UnplacedDimension[] = [];
  if (options.dimensionTexts !== false) {
    const annotate = annotator(annotations, frame, options.blankDimensions === true);
    layoutAnnotations(layout, annotate);
    if (layout.sheet) for (const line of overallDimensions(layout, copies)) drawDimension(line, annotate);
    if (single) blankDimensions(single, copies, annotate);
  }
  const { placed: dimensions, omitted: omittedDimensions } = placeLabels(annotations, textHeight);
  // the drawing shows the printed face
  if (single && options.dimensionTexts !== false)
    captions.push(noteUnderBlank('printed side shown', 0, copies, bleedMm, frame));
  if (options.caption && layout.copies.length === 1)
    captions.push(noteUnderBlank(options.caption, 1, copies, bleedMm, frame));
  const { sheet } = layout;
  const document: DielineDocument = {
    unit,
    width: frame.width,
    height: frame.height,
    extent: drawingExtent(layout, copies, frame, bleed, captions, options.blankDimensions ? dimensions : []),
    margin: (options.margin ?? DEFAULT_MARGIN_MM) * scale,
    lines,
    ...(moveLines ? { boardLines } : {}),
    bleed,
    glueAreas: documentRings(layout, glueAreasOf, layoutGlueAreas, frame),
    filmAreas: documentRings(layout, filmAreasOf, layoutFilmAreas, frame),
    dimensions,
    omittedDimensions,
    textHeight,
    captions,
    artwork: artworkBounds(copies, bleedMm, frame),
    ...(options.header ? { header: options.header } : {}),
    ...(options.nicks ? { nicks: options.nicks } : {}),
    ...(sheet
      ? {
          sheet: {
            outline: rectangleRing(0, 0, sheet.width, sheet.height).map(at),
            usable: rectangleRing(
              sheet.margins.side,
              sheet.margins.bottom,
              sheet.width - sheet.margins.side,
              sheet.height - sheet.margins.top,
            ).map(at),
          },
        }
      : {}),
  };
  return {
    document,
    toMove: { paths: unmoved, originX: frame.originX, originY: frame.originY, scale },
  };
}

/** The layout's copies by the board they are cut from (boards equal field by field are one), in order. */
function boardGroups(layout: Layout): Array<{ board: Board; copies: Layout['copies'] }> {
  // a carton's one blank is its own group: no key to make
  const [only, ...others] = layout.copies;
  if (only && others.length === 0) return [{ board: only.graph.board, copies: [only] }];
  const groups = new Map<string, { board: Board; copies: Layout['copies'] }>();
  // a nesting's copies share one graph: its board is keyed once
  const keys = new Map<PanelGraph, string>();
  for (const copy of layout.copies) {
    const { board } = copy.graph;
    let key = keys.get(copy.graph);
    if (key === undefined) {
      key = JSON.stringify(board);
      keys.set(copy.graph, key);
    }
    const group = groups.get(key);
    if (group) group.copies.push(copy);
    else groups.set(key, { board, copies: [copy] });
  }
  return [...groups.values()];
}

/** How the layout's mm map into the document: the drawing's corner at the origin, scaled to the unit. */
interface DocumentFrame {
  unit: OutputUnit;
  /** Units per mm. */
  scale: number;
  /** Height of dimension labels and captions in the unit. */
  textHeight: number;
  /** The blank's (or a nesting's sheet's) size in the unit. */
  width: number;
  height: number;
  /** The layout's point that is the document's origin, mm. */
  originX: number;
  originY: number;
  at(p: Point): Point;
  moveSegment(segment: Segment): Segment;
}

function documentFrame(layout: Layout, copies: Bounds, unit: OutputUnit): DocumentFrame {
  const scale = 1 / MM_PER_UNIT[unit];
  const { sheet } = layout;
  // a nesting is drawn from the sheet's corner; a dieline from its blank's
  const blank = sheet ? { minX: 0, minY: 0, maxX: sheet.width, maxY: sheet.height } : copies;
  const at = (p: Point): Point => ({ x: (p.x - blank.minX) * scale, y: (p.y - blank.minY) * scale });
  return {
    unit,
    scale,
    textHeight: TEXT_HEIGHT_MM * scale,
    width: (blank.maxX - blank.minX) * scale,
    height: (blank.maxY - blank.minY) * scale,
    originX: blank.minX,
    originY: blank.minY,
    at,
    moveSegment: (segment: Segment): Segment => movedSegment(segment, blank.minX, blank.minY, scale),
  };
}

/**
 * Whether a writer's pen must move to start a path at a point `dx`, `dy` from where it stands: the
 * two are more than 1e-9 apart. A distance is at least its larger part, so the root of the squares is
 * worked out only for two parts that are both tiny and not both 0.
 */
export function apart(dx: number, dy: number): boolean {
  if (dx > 1e-9 || dx < -1e-9 || dy > 1e-9 || dy < -1e-9) return true;
  return (dx !== 0 || dy !== 0) && hypot(dx, dy) > 1e-9;
}

/** A segment moved to the origin (`originX`, `originY`, mm) and scaled to a document's unit. */
export const movedSegment = (segment: Segment, originX: number, originY: number, scale: number): Segment =>
  segment.type === 'line'
    ? {
        type: 'line',
        start: { x: (segment.start.x - originX) * scale, y: (segment.start.y - originY) * scale },
        end: { x: (segment.end.x - originX) * scale, y: (segment.end.y - originY) * scale },
      }
    : movedArc(segment, originX, originY, scale);

/** An arc moved into a document as `LinesToMove` says. */
export const movedArc = (arc: ArcSegment, originX: number, originY: number, scale: number): ArcSegment => ({
  ...arc,
  center: { x: (arc.center.x - originX) * scale, y: (arc.center.y - originY) * scale },
  radius: arc.radius * scale,
});

/** The blank grown by the bleed, as closed rings (outer and holes) in the document. */
function bleedRings(layout: Layout, bleedMm: number, at: (p: Point) => Point): Point[][] {
  return offsetRegions(layoutRegions(layout), bleedMm).flatMap((region) =>
    [region.outer, ...region.holes].map((ring) => ring.map(at)),
  );
}

/** Each piece's name under it, when a dieline (not a nesting) has several named pieces. */
function partCaptions(
  layout: Layout,
  bleedMm: number,
  { at, textHeight }: DocumentFrame,
): DielineDocument['captions'] {
  const named = !layout.sheet && layout.copies.length > 1 && layout.copies.every((copy) => copy.name);
  if (!named) return [];
  return layout.copies.map((copy) => {
    const piece = layoutBounds({ copies: [copy] });
    const text = copy.name as string;
    // under the piece, clear of its bleed and its dimension labels' arrows
    const position = at({
      x: (piece.minX + piece.maxX) / 2,
      y: piece.minY - (bleedMm + CAPTION_GAP_MM + TEXT_HEIGHT_MM),
    });
    return { text, position, width: labelWidth(text, textHeight) };
  });
}

/** Everything drawn: the blank (or sheet and its copies), the bleed and the captions' text. */
function drawingExtent(
  layout: Layout,
  copies: Bounds,
  { at, width, height, textHeight }: DocumentFrame,
  bleed: Point[][],
  captions: DielineDocument['captions'],
  dimensions: DimensionAnnotation[],
): Bounds {
  const { sheet } = layout;
  if (bleed.length === 0 && !sheet && captions.length === 0 && dimensions.length === 0)
    return { minX: 0, minY: 0, maxX: width, maxY: height };
  // every point drawn, taken into the bounds as it is met: no list of them (min and max do not care
  // in which order), walked by index (for-of took an iterator, and destructuring a pair another, with
  // a result for every step, wherever V8 had not optimised the loop)
  const extent = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  take(extent, width, height);
  if (sheet) {
    const low = at({ x: copies.minX, y: copies.minY });
    const high = at({ x: copies.maxX, y: copies.maxY });
    take(extent, low.x, low.y);
    take(extent, high.x, high.y);
  }
  for (let r = 0; r < bleed.length; r++) takeAll(extent, bleed[r] as Point[]);
  for (let c = 0; c < captions.length; c++) {
    const { position, width: textWidth } = captions[c] as DielineDocument['captions'][number];
    take(extent, position.x - textWidth / 2, position.y);
    take(extent, position.x + textWidth / 2, position.y + textHeight);
  }
  // dimension lines drawn off the blank (chains, overall sizes, the flute arrow) and their labels
  for (let d = 0; d < dimensions.length; d++) {
    const dimension = dimensions[d] as DimensionAnnotation;
    take(extent, dimension.start.x, dimension.start.y);
    take(extent, dimension.end.x, dimension.end.y);
    const { extensionLines } = dimension;
    for (let e = 0; e < extensionLines.length; e++) takeAll(extent, extensionLines[e] as [Point, Point]);
    takeAll(extent, dimension.textBox);
  }
  return extent;
}

/** Grows `extent` to hold (`x`, `y`). */
function take(extent: Bounds, x: number, y: number): void {
  if (x < extent.minX) extent.minX = x;
  if (x > extent.maxX) extent.maxX = x;
  if (y < extent.minY) extent.minY = y;
  if (y > extent.maxY) extent.maxY = y;
}

/** Grows `extent` to hold every point of `points`. */
function takeAll(extent: Bounds, points: readonly Point[]): void {
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    take(extent, p.x, p.y);
  }
}

/** The one blank of a dieline document drawn where it was built, whose chains and arrows it shows. */
function singleBlank(layout: Layout): PanelGraph | undefined {
  const [only, ...others] = layout.copies;
  if (!only || others.length > 0 || layout.sheet) return undefined;
  const { quarterTurns, mirror, offset } = only.placement;
  return quarterTurns === 0 && !mirror && offset.x === 0 && offset.y === 0 ? only.graph : undefined;
}

/**
 * A line of text centred under a single blank, below its dimension rows: row 0 the print-side note,
 * row 1 the piece's name and board.
 */
function noteUnderBlank(
  text: string,
  row: number,
  blank: Bounds,
  bleedMm: number,
  { at, textHeight }: DocumentFrame,
): DielineDocument['captions'][number] {
  const position = at({
    x: (blank.minX + blank.maxX) / 2,
    y: blank.minY - Math.max(bleedMm, PRINT_NOTE_DROP_MM) - (row + 1) * (CAPTION_GAP_MM + TEXT_HEIGHT_MM),
  });
  return { text, position, width: labelWidth(text, textHeight) };
}

/** A nesting also shows its overall width and height, below and left of the copies. */
function overallDimensions(layout: Layout, copies: Bounds): DimensionLine[] {
  if (!layout.sheet) return [];
  return [
    {
      name: 'overall_width',
      start: { x: copies.minX, y: copies.minY },
      end: { x: copies.maxX, y: copies.minY },
      offset: -OVERALL_OFFSET_MM,
      valueMm: copies.maxX - copies.minX,
    },
    {
      name: 'overall_height',
      start: { x: copies.minX, y: copies.minY },
      end: { x: copies.minX, y: copies.maxY },
      offset: OVERALL_OFFSET_MM,
      valueMm: copies.maxY - copies.minY,
    },
  ];
}

/** Labels of a length in each unit, after its number: plain, or saying which size it is. */
const LABEL_UNITS: Record<OutputUnit, Record<'' | NonNullable<DimensionLine['measure']>, string>> = {
  mm: { '': ' mm', inside: ' mm inside', outside: ' mm outside', score: ' mm score' },
  in: { '': ' in', inside: ' in inside', outside: ' in outside', score: ' in score' },
};

/**
 * What adds a dimension line to `annotations`, drawn in the document's unit and labelled with its
 * length (`label` instead, when given); none of zero length. It takes the line in `drawnLine` (mm of
 * the layout), so that no line object is made for each dimension, and its label is put together from
 * the number and one kept unit text.
 */
function annotator(
  annotations: UnplacedDimension[],
  { originX, originY, scale, unit, textHeight }: DocumentFrame,
  sayInside: boolean,
): (name: string, label: string | undefined, measure?: DimensionLine['measure']) => void {
  const units = LABEL_UNITS[unit];
  return (name, label, measure) => {
    measured[MEASURED_START_X] = ((drawnLine[DRAWN_START_X] as number) - originX) * scale;
    measured[MEASURED_START_Y] = ((drawnLine[DRAWN_START_Y] as number) - originY) * scale;
    measured[MEASURED_END_X] = ((drawnLine[DRAWN_END_X] as number) - originX) * scale;
    measured[MEASURED_END_Y] = ((drawnLine[DRAWN_END_Y] as number) - originY) * scale;
    measured[MEASURED_OFFSET] = (drawnLine[DRAWN_OFFSET] as number) * scale;
    measured[MEASURED_TEXT_HEIGHT] = textHeight;
    measured[MEASURED_ARROW_LENGTH] = ARROW_LENGTH_MM * scale;
    // an outside or score size always says so; an inside one where the file shows the score chains too
    const text =
      label ??
      displayLength(drawnLine[DRAWN_VALUE] as number, unit) +
        units[measure && (measure !== 'inside' || sayInside) ? measure : ''];
    const annotation = dimensionAnnotation(name, text, annotations[annotations.length - 1]);
    if (annotation) annotations.push(annotation);
  };
}

/** Hands a dimension line to `annotate`. */
function drawDimension(line: DimensionLine, annotate: ReturnType<typeof annotator>): void {
  drawLine(line.start.x, line.start.y, line.end.x, line.end.y, line.offset, line.valueMm);
  annotate(line.name, undefined, line.measure);
}

/**
 * The first copy's dimension lines (`layoutDimensions`), to `annotate`. A copy neither turned nor
 * mirrored (every dieline's) has its graph's lines moved as they are read, with no placed copy of each.
 */
function layoutAnnotations(layout: Layout, annotate: ReturnType<typeof annotator>): void {
  const first = layout.copies[0];
  if (!first) return;
  const { quarterTurns, mirror, offset } = first.placement;
  if (quarterTurns !== 0 || mirror) {
    for (const line of layoutDimensions(layout)) drawDimension(line, annotate);
    return;
  }
  const { dimensions } = first.graph;
  for (let k = 0; k < dimensions.length; k++) {
    const line = dimensions[k] as DimensionLine;
    // as placePoint moves it, the offset added (which turns a -0 into 0)
    drawLine(
      line.start.x + offset.x,
      line.start.y + offset.y,
      line.end.x + offset.x,
      line.end.y + offset.y,
      line.offset,
      line.valueMm,
    );
    annotate(line.name, undefined, line.measure);
  }
}

/**
 * The artwork frame (`artworkFrame`: the copies' bounds grown by the bleed) in the document, worked
 * out as artworkFrame does from the copies' bounds at hand rather than asking the layout for them again.
 */
function artworkBounds(copies: Bounds, bleedMm: number, { originX, originY, scale }: DocumentFrame): Bounds {
  const minX = copies.minX - bleedMm;
  const minY = copies.minY - bleedMm;
  const width = copies.maxX - copies.minX + 2 * bleedMm;
  const height = copies.maxY - copies.minY + 2 * bleedMm;
  return {
    minX: (minX - originX) * scale,
    minY: (minY - originY) * scale,
    maxX: (minX + width - originX) * scale,
    maxY: (minY + height - originY) * scale,
  };
}

const glueAreasOf = (graph: PanelGraph) => graph.glueAreas;
const filmAreasOf = (graph: PanelGraph) => graph.filmAreas;

/**
 * Every copy's areas (as `placedAreas` gives them: `layoutGlueAreas` or `layoutFilmAreas`) as rings in
 * the document. Copies neither turned nor mirrored (a dieline's one blank, most nestings') have each
 * point moved as it is read, with no placed ring between.
 */
function documentRings(
  layout: Layout,
  areasOf: (graph: PanelGraph) => ReadonlyArray<{ polygon: Point[] }> | undefined,
  placedAreas: (layout: Layout) => Point[][],
  { at, originX, originY, scale }: DocumentFrame,
): Point[][] {
  const { copies } = layout;
  for (let c = 0; c < copies.length; c++) {
    const { placement } = copies[c] as Layout['copies'][number];
    if (placement.quarterTurns !== 0 || placement.mirror)
      return placedAreas(layout).map((ring) => ring.map(at));
  }
  const rings: Point[][] = [];
  for (let c = 0; c < copies.length; c++) {
    const { graph, placement } = copies[c] as Layout['copies'][number];
    const areas = areasOf(graph) ?? [];
    // as placePoint moves a point, the offset added (which turns a -0 into 0), then as `at` does
    const { x: dx, y: dy } = placement.offset;
    for (let a = 0; a < areas.length; a++)
      rings.push(
        (areas[a] as { polygon: Point[] }).polygon.map((p) => ({
          x: (p.x + dx - originX) * scale,
          y: (p.y + dy - originY) * scale,
        })),
      );
  }
  return rings;
}

const rectangleRing = (minX: number, minY: number, maxX: number, maxY: number): Point[] => [
  { x: minX, y: minY },
  { x: maxX, y: minY },
  { x: maxX, y: maxY },
  { x: minX, y: maxY },
];
