import {
  type ArcSegment,
  arcSweep,
  type Bounds,
  blankBounds,
  boundsOf,
  dielineLines,
  flattenLoop,
  isLayout,
  type Layout,
  layoutBounds,
  layoutDimensions,
  layoutFilmAreas,
  layoutGlueAreas,
  layoutLines,
  type PanelGraph,
  type Point,
  type Segment,
  segmentEnd,
  segmentStart,
} from '@diecut/geometry';
import { FILM_STYLE, LINE_STYLES } from './line-styles';

export interface PreviewSvgOptions {
  /** A dimension line (by name) to draw as the illustration of that variable. */
  highlight?: string;
  /** Only show the region of these panels (a feature's close-up); the whole blank by default. */
  focusPanels?: string[];
  /** Rendered width in CSS pixels; the height follows the aspect ratio. */
  widthPx?: number;
}

const MARGIN_MM = 6;
const HIGHLIGHT = '#f28c00';

/** Fixed-precision numbers so the same graph always gives the same bytes (golden files). */
const n = (value: number): string => {
  const fixed = value.toFixed(2);
  return fixed === '-0.00' ? '0' : fixed.replace(/\.?0+$/, '');
};

/** SVG y runs down; the sheet's y runs up. */
const px = (p: Point): string => `${n(p.x)} ${n(-p.y)}`;

function arcCommand(segment: ArcSegment): string {
  const end = segmentEnd(segment);
  const large = arcSweep(segment) > 180 ? 1 : 0;
  // sweep-flag 1 is clockwise as seen on screen, and the y flip keeps the sheet's turning sense as seen
  const sweep = segment.clockwise ? 1 : 0;
  return `A ${n(segment.radius)} ${n(segment.radius)} 0 ${large} ${sweep} ${px(end)}`;
}

/** Segments as path data, joining pieces that continue one another. */
export function pathData(segments: Segment[]): string {
  const parts: string[] = [];
  let cursor: Point | undefined;
  for (const segment of segments) {
    const start = segmentStart(segment);
    if (!cursor || Math.hypot(cursor.x - start.x, cursor.y - start.y) > 1e-6) parts.push(`M ${px(start)}`);
    parts.push(segment.type === 'line' ? `L ${px(segment.end)}` : arcCommand(segment));
    cursor = segmentEnd(segment);
  }
  return parts.join(' ');
}

function viewBounds(graph: PanelGraph, focus: string[] | undefined): Bounds {
  if (!focus || focus.length === 0) return blankBounds(graph);
  const points = graph.panels
    .filter((panel) => focus.includes(panel.id))
    .flatMap((panel) => flattenLoop(panel.outline));
  return points.length > 0 ? boundsOf(points) : blankBounds(graph);
}

/**
 * A screen preview of a dieline: cut and crease lines in their styles, glue areas tinted, and an
 * optional highlighted dimension. Used for catalog images; production SVG files have their own writer.
 */
export function renderPreviewSvg(source: PanelGraph | Layout, options: PreviewSvgOptions = {}): string {
  // a layout (the parts of a multi-part template side by side) shows whole; focus is for one graph
  const layout = isLayout(source) ? source : undefined;
  const graph = isLayout(source) ? undefined : source;
  const bounds = graph ? viewBounds(graph, options.focusPanels) : layoutBounds(layout as Layout);
  const minX = bounds.minX - MARGIN_MM;
  const minY = -bounds.maxY - MARGIN_MM;
  const width = bounds.maxX - bounds.minX + 2 * MARGIN_MM;
  const height = bounds.maxY - bounds.minY + 2 * MARGIN_MM;
  const widthPx = options.widthPx ?? 480;
  const heightPx = (widthPx * height) / width;
  const strokeWidth = Math.max(width, height) / 600;
  const body: string[] = [];
  const glue = graph ? graph.glueAreas.map((area) => area.polygon) : layoutGlueAreas(layout as Layout);
  for (const polygon of glue) {
    body.push(
      `<polygon points="${polygon.map((p) => `${n(p.x)},${n(-p.y)}`).join(' ')}" fill="#f6e27a" fill-opacity="0.6"/>`,
    );
  }
  const film = graph
    ? (graph.filmAreas ?? []).map((area) => area.polygon)
    : layoutFilmAreas(layout as Layout);
  for (const polygon of film) {
    body.push(
      `<polygon data-layer="film" points="${polygon.map((p) => `${n(p.x)},${n(-p.y)}`).join(' ')}" fill="${FILM_STYLE.stroke}" fill-opacity="0.4"/>`,
    );
  }
  for (const { lineType, segments } of graph ? dielineLines(graph) : layoutLines(layout as Layout)) {
    const style = LINE_STYLES[lineType];
    const dash = style.dashMm.length > 0 ? ` stroke-dasharray="${style.dashMm.map(n).join(' ')}"` : '';
    body.push(
      `<path data-line-type="${lineType}" d="${pathData(segments)}" fill="none" stroke="${style.stroke}" stroke-width="${n(strokeWidth)}"${dash}/>`,
    );
  }
  const dimensions = graph ? graph.dimensions : layoutDimensions(layout as Layout);
  const highlighted = options.highlight ? dimensions.find((d) => d.name === options.highlight) : undefined;
  if (highlighted) {
    const { start, end } = highlighted;
    const size = strokeWidth * 6;
    const angle = Math.atan2(end.y - start.y, end.x - start.x);
    const head = (tip: Point, direction: number) => {
      const back = (spread: number) => ({
        x: tip.x - size * Math.cos(direction + spread),
        y: tip.y - size * Math.sin(direction + spread),
      });
      return `<polygon points="${[tip, back(0.4), back(-0.4)].map((p) => `${n(p.x)},${n(-p.y)}`).join(' ')}" fill="${HIGHLIGHT}"/>`;
    };
    body.push(
      `<g data-dimension="${highlighted.name}"><path d="M ${px(start)} L ${px(end)}" stroke="${HIGHLIGHT}" stroke-width="${n(strokeWidth * 2)}"/>${head(end, angle)}${head(start, angle + Math.PI)}</g>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(widthPx)}" height="${n(heightPx)}" viewBox="${n(minX)} ${n(minY)} ${n(width)} ${n(height)}">`,
    `<rect x="${n(minX)}" y="${n(minY)}" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
