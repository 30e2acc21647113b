// `@diecut/export/svg`: the SVG writer and the catalog preview alone, without pdfkit, fontkit or the
// DXF library, so a browser bundle takes only what it draws.
export {
  buildDielineDocument,
  type DielineDocument,
  type DielineHeader,
  type DielineWriterOptions,
  type OutputUnit,
} from './dieline-document';
export type { DimensionAnnotation } from './dimension-labels';
export { FILM_STYLE, GLUE_STYLE, LINE_STYLES, type LineStyle, SHEET_STYLE } from './line-styles';
export { type PreviewSvgOptions, pathData, renderPreviewSvg } from './preview-svg';
export { renderDielineSvg, renderDielineSvgBytes, writeSvg } from './svg-writer';
