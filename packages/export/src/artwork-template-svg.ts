import type { LinePath, Point } from '@diecut/geometry';
import {
  type ArtworkTemplateDocument,
  type ArtworkTemplateLayer,
  TEMPLATE_STYLES,
} from './artwork-template-document';
import { formatNumber } from './dieline-document';
import { LINE_STYLES } from './line-styles';
import { segmentsPath } from './svg-writer';

const INKSCAPE_NS = 'http://www.inkscape.org/namespaces/inkscape';
const SODIPODI_NS = 'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd';
const PT_MM = 25.4 / 72;
const num = (value: number) => formatNumber(value, 4);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A layer's id: its name with `_` for spaces (`Safe_zone`). Illustrator, which reads no Inkscape
 * layers, names the groups of an SVG it opens after their ids; Inkscape shows `inkscape:label`.
 */
export const svgLayerId = (name: ArtworkTemplateLayer | 'Artwork'): string => name.replace(/ /g, '_');

/**
 * Writes an artwork template as SVG: the page is the artwork frame at real size (mm), each guide an
 * Inkscape layer (locked, so artwork drawn on the empty `Artwork` layer below never lands in them).
 */
export function renderArtworkTemplateSvg(document: ArtworkTemplateDocument): string {
  const y = (p: Point) => document.height - p.y;
  const pt = (p: Point) => `${num(p.x)} ${num(y(p))}`;
  const ring = (points: Point[]) => `M${points.map(pt).join(' L')} Z`;
  const { width, height } = document;
  const layer = (
    name: ArtworkTemplateLayer | 'Artwork',
    attributes: string,
    body: string[],
    locked = true,
  ) => [
    `<g id="${svgLayerId(name)}" inkscape:groupmode="layer" inkscape:label="${name}"${locked ? ' sodipodi:insensitive="true"' : ''}${attributes}>`,
    ...body.map((line) => `  ${line}`),
    '</g>',
  ];
  const lineLayer = (name: ArtworkTemplateLayer, paths: LinePath[], widthPt: number) =>
    layer(
      name,
      ` fill="none" stroke-width="${num(widthPt * PT_MM)}" stroke-linecap="round" stroke-linejoin="round"`,
      paths.map(({ lineType, segments }) => {
        const style = LINE_STYLES[lineType];
        const dash = style.dashMm.length > 0 ? ` stroke-dasharray="${style.dashMm.map(num).join(' ')}"` : '';
        return `<path data-line-type="${lineType}" stroke="${style.stroke}"${dash} d="${segmentsPath(segments, pt, num)}"/>`;
      }),
    );
  const out = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="${INKSCAPE_NS}" xmlns:sodipodi="${SODIPODI_NS}" version="1.1" width="${num(width)}mm" height="${num(height)}mm" viewBox="0 0 ${num(width)} ${num(height)}">`,
    `<title>${escapeXml(document.title)}</title>`,
    `<desc>${escapeXml(templateNote(document))}</desc>`,
    ...layer('Artwork', '', [], false),
    ...layer(
      'Bleed',
      ` fill="none" stroke="${TEMPLATE_STYLES.bleed}" stroke-width="${num(0.5 * PT_MM)}"`,
      document.bleed.length > 0 ? [`<path d="${document.bleed.map(ring).join(' ')}"/>`] : [],
    ),
    ...layer(
      'Safe zone',
      ` fill="none" stroke="${TEMPLATE_STYLES.safe}" stroke-width="${num(0.5 * PT_MM)}" stroke-dasharray="${TEMPLATE_STYLES.safeDashMm.map(num).join(' ')}"`,
      document.safe.length > 0 ? [`<path d="${document.safe.map(ring).join(' ')}"/>`] : [],
    ),
    ...lineLayer('Creases', document.folds, 0.75),
    ...lineLayer('Cut', document.cuts, 1),
    ...layer(
      'Panel names',
      ` font-family="Inter, Helvetica, Arial, sans-serif" text-anchor="middle" fill="${TEMPLATE_STYLES.names}"`,
      document.names.map(({ text, position, size, angle }) => {
        const [x, ty] = [num(position.x), num(y(position))];
        // SVG turns clockwise (y down): a name reading bottom to top is -90
        const rotate = angle === 0 ? '' : ` transform="rotate(-90 ${x} ${ty})"`;
        return `<text x="${x}" y="${ty}" font-size="${num(size)}"${rotate}>${escapeXml(text)}</text>`;
      }),
    ),
    '</svg>',
    '',
  ];
  return out.join('\n');
}

/** What the template shows, in a sentence: the file's description. */
export function templateNote(document: ArtworkTemplateDocument): string {
  return `Artwork template at real size: the page is the artwork frame. Run artwork ${num(document.bleedMm)} mm past the cut (Bleed) and keep text ${num(document.safeMarginMm)} mm inside each panel (Safe zone); hide the guide layers before export.`;
}
