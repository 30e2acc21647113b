export { CFF2_GLUE_RULE, CFF2_RULES, renderDielineCff2, writeCff2 } from './cff2-writer';
export {
  buildDielineDocument,
  type DielineDocument,
  type DielineHeader,
  type DielineWriterOptions,
  type DimensionAnnotation,
  labelWidth,
  type OutputUnit,
} from './dieline-document';
export { renderDielineDxf, writeDxf } from './dxf-writer';
export { GLUE_STYLE, LINE_STYLES, type LineStyle, SHEET_STYLE } from './line-styles';
export { PDF_SPOT_COLORS, type PdfWriterOptions, renderDielinePdf, writePdf } from './pdf-writer';
export { type PreviewSvgOptions, pathData, renderPreviewSvg } from './preview-svg';
export { renderDielineSvg, writeSvg } from './svg-writer';
