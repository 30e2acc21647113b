import type { ArcSegment, Layout, LineType, PanelGraph, Point } from '@diecut/geometry';
import {
  BoundingBox,
  DxfWriter,
  HatchBoundaryPaths,
  HatchPolylineBoundary,
  HatchPredefinedPatterns,
  LineTypes,
  LWPolylineFlags,
  pattern,
  point3d,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
  vertex,
} from '@tarikjabiri/dxf';
import {
  buildDielineDocument,
  type DielineDocument,
  type DielineWriterOptions,
  MM_PER_UNIT,
} from './dieline-document';
import { LABEL_CAP_HEIGHT_EM } from './dimension-labels';
import { FILM_STYLE, GLUE_STYLE, LINE_STYLES, SHEET_STYLE } from './line-styles';

/** DXF line type of each layer: creases DASHED (die makers' CAD expects it), the rest after their dash pattern. */
const DXF_LINE_TYPES: Record<LineType, { name: string; description: string }> = {
  cut: { name: LineTypes.Continuous, description: 'Solid line' },
  crease: { name: 'DASHED', description: '__ __ __ __' },
  reverse_crease: { name: 'DASHED', description: '__ __ __ __' },
  partial_cut: { name: 'DASHED2', description: '_ _ _ _ _ _' },
  cut_crease: { name: 'DASHDOT', description: '__ . __ . __' },
  perforation: { name: 'DOT', description: '. . . . . .' },
  v_groove: { name: 'DASHDOT2', description: '___ . ___ . ___' },
  fold_guide: { name: 'DOT2', description: '.  .  .  .  .' },
  bleed: { name: LineTypes.Continuous, description: 'Solid line' },
  annotation: { name: LineTypes.Continuous, description: 'Solid line' },
};

/** Digits kept in coordinates, so that the same graph always gives the same bytes. */
const round = (value: number): number => {
  const rounded = Math.round(value * 1e8) / 1e8;
  return Object.is(rounded, -0) ? 0 : rounded;
};
const p3 = (p: Point) => point3d(round(p.x), round(p.y), 0);
/** Angles in [0, 360). */
const angle = (degrees: number): number => round(((degrees % 360) + 360) % 360);

/**
 * The library sets the opening view ($VIEWCTR, the active VPORT) from its entities' bounds, but takes
 * a HATCH or a TEXT for a 200-unit square around one point; their real extent keeps the view on the
 * drawing.
 */
const boundedBy = (entity: { boundingBox(): unknown }, points: Point[]) => {
  entity.boundingBox = () => BoundingBox.verticesBBox(points.map((p) => point3d(round(p.x), round(p.y), 0)));
};

/** DXF arcs run counter-clockwise from the start to the end angle. */
function counterClockwise(segment: ArcSegment): { start: number; end: number } {
  return segment.clockwise
    ? { start: segment.endAngle, end: segment.startAngle }
    : { start: segment.startAngle, end: segment.endAngle };
}

/** Writes a prepared dieline document as DXF (R2007, AC1021). */
export function renderDielineDxf(document: DielineDocument): string {
  const dxf = new DxfWriter();
  setDrawingHeader(dxf, document);
  const on = lineTypeLayers(dxf, document.unit);
  // first, so that every line is drawn over the glue fill
  if (document.glueAreas.length > 0) addGlueAreas(dxf, document.glueAreas);
  if (document.filmAreas.length > 0) addFilmAreas(dxf, document.filmAreas);
  if (document.sheet) addSheet(dxf, document.sheet);
  for (const ring of document.bleed) addClosedPolyline(dxf, ring, on('bleed'));
  for (const { lineType, segments } of document.lines) {
    for (const segment of segments) {
      if (segment.type === 'line') {
        dxf.addLine(p3(segment.start), p3(segment.end), on(lineType));
      } else {
        const { start, end } = counterClockwise(segment);
        dxf.addArc(p3(segment.center), round(segment.radius), angle(start), angle(end), on(lineType));
      }
    }
  }
  addDimensions(dxf, document, on);
  addCaptions(dxf, document, on);
  return dxf.stringify();
}

/** The layer and colour an entity is drawn with. */
interface EntityStyle {
  layerName: string;
  colorNumber: number;
}

/** The drawing's unit and extent, which CAD opens the file with. */
function setDrawingHeader(dxf: DxfWriter, document: DielineDocument): void {
  const inches = document.unit === 'in';
  dxf.setUnits(inches ? Units.Inches : Units.Millimeters);
  dxf.setVariable('$MEASUREMENT', { 70: inches ? 0 : 1 });
  dxf.setVariable('$EXTMIN', { 10: round(document.extent.minX), 20: round(document.extent.minY), 30: 0 });
  dxf.setVariable('$EXTMAX', { 10: round(document.extent.maxX), 20: round(document.extent.maxY), 30: 0 });
}

/**
 * The style of an entity of a line type, its layer (and the layer's dash pattern) added the first time
 * one is drawn; entities carry their layer's colour too, for CAD that keys on the entity colour.
 */
function lineTypeLayers(dxf: DxfWriter, unit: DielineDocument['unit']): (lineType: LineType) => EntityStyle {
  const perMm = 1 / MM_PER_UNIT[unit];
  const layer = (lineType: LineType): string => {
    const style = LINE_STYLES[lineType];
    if (!dxf.layer(style.layer)) {
      const ltype = DXF_LINE_TYPES[lineType];
      if (ltype.name !== LineTypes.Continuous) {
        // dashes positive, gaps negative, in drawing units
        const elements = style.dashMm.map((length, i) => round((i % 2 === 0 ? length : -length) * perMm));
        dxf.addLType(ltype.name, ltype.description, elements);
      }
      dxf.addLayer(style.layer, style.dxfColorIndex, ltype.name);
    }
    return style.layer;
  };
  return (lineType) => ({
    layerName: layer(lineType),
    colorNumber: LINE_STYLES[lineType].dxfColorIndex,
  });
}

function addClosedPolyline(dxf: DxfWriter, ring: Point[], style: EntityStyle): void {
  dxf.addLWPolyline(
    ring.map((p) => ({ point: { x: round(p.x), y: round(p.y) } })),
    { ...style, flags: LWPolylineFlags.Closed },
  );
}

/** Each glue area as a solid hatch and its outline, on the GLUE layer. */
function addGlueAreas(dxf: DxfWriter, glueAreas: Point[][]): void {
  dxf.addLayer(GLUE_STYLE.layer, GLUE_STYLE.dxfColorIndex, LineTypes.Continuous);
  const glue = { layerName: GLUE_STYLE.layer, colorNumber: GLUE_STYLE.dxfColorIndex };
  for (const area of glueAreas) {
    const boundary = new HatchBoundaryPaths();
    boundary.addPolylineBoundary(new HatchPolylineBoundary(area.map((p) => vertex(round(p.x), round(p.y)))));
    boundedBy(dxf.addHatch(boundary, pattern({ name: HatchPredefinedPatterns.SOLID }), glue), area);
    addClosedPolyline(dxf, area, glue);
  }
}

/** Each window film patch as a closed outline on the FILM layer, for the window patcher. */
function addFilmAreas(dxf: DxfWriter, filmAreas: Point[][]): void {
  dxf.addLayer(FILM_STYLE.layer, FILM_STYLE.dxfColorIndex, LineTypes.Continuous);
  const film = { layerName: FILM_STYLE.layer, colorNumber: FILM_STYLE.dxfColorIndex };
  for (const area of filmAreas) addClosedPolyline(dxf, area, film);
}

/** The press sheet: its edge and the usable area, on a layer of its own that no cutter reads. */
function addSheet(dxf: DxfWriter, sheet: NonNullable<DielineDocument['sheet']>): void {
  dxf.addLayer(SHEET_STYLE.layer, SHEET_STYLE.dxfColorIndex, LineTypes.Continuous);
  const style = { layerName: SHEET_STYLE.layer, colorNumber: SHEET_STYLE.dxfColorIndex };
  for (const ring of [sheet.outline, sheet.usable]) addClosedPolyline(dxf, ring, style);
}

/** Dimension lines, extension lines, arrows and labels, on the ANNOTATION layer. */
function addDimensions(
  dxf: DxfWriter,
  document: DielineDocument,
  on: (lineType: LineType) => EntityStyle,
): void {
  for (const dimension of document.dimensions) {
    for (const [a, b] of [[dimension.start, dimension.end], ...dimension.extensionLines]) {
      dxf.addLine(p3(a as Point), p3(b as Point), on('annotation'));
    }
    for (const arrow of dimension.arrows) addClosedPolyline(dxf, arrow, on('annotation'));
    // DXF text height is the height of capitals, not the font size of SVG and PDF
    const text = dxf.addText(
      p3(dimension.textPosition),
      round(document.textHeight * LABEL_CAP_HEIGHT_EM),
      dimension.label,
      {
        ...on('annotation'),
        rotation: round(dimension.textAngle),
        horizontalAlignment: TextHorizontalAlignment.Center,
        verticalAlignment: TextVerticalAlignment.BaseLine,
        secondAlignmentPoint: p3(dimension.textPosition),
      },
    );
    boundedBy(text, dimension.textBox);
  }
}

/** Each piece's name, centred under it on the ANNOTATION layer. */
function addCaptions(
  dxf: DxfWriter,
  document: DielineDocument,
  on: (lineType: LineType) => EntityStyle,
): void {
  for (const caption of document.captions) {
    const text = dxf.addText(
      p3(caption.position),
      round(document.textHeight * LABEL_CAP_HEIGHT_EM),
      caption.text,
      {
        ...on('annotation'),
        horizontalAlignment: TextHorizontalAlignment.Center,
        verticalAlignment: TextVerticalAlignment.BaseLine,
        secondAlignmentPoint: p3(caption.position),
      },
    );
    const { x, y } = caption.position;
    const half = caption.width / 2;
    boundedBy(text, [
      { x: x - half, y },
      { x: x + half, y },
      { x: x + half, y: y + document.textHeight },
      { x: x - half, y: y + document.textHeight },
    ]);
  }
}

/**
 * A DXF of a dieline for CAD and die makers: `$INSUNITS` set, one layer per line type with the
 * ArtiosCAD colour index of `LINE_STYLES` (README, DXF), DASHED creases, arcs as ARC entities, glue areas on GLUE
 * (colour 30: a closed LWPOLYLINE and a SOLID HATCH each), window film patches on FILM (colour 150, a
 * closed LWPOLYLINE each), and optional dimension labels (ANNOTATION)
 * and bleed outline (BLEED).
 */
export function writeDxf(source: PanelGraph | Layout, options: DielineWriterOptions = {}): string {
  return renderDielineDxf(buildDielineDocument(source, options));
}
