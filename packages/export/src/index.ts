export { LINE_STYLES, type LineStyle } from './line-styles';
export { type PreviewSvgOptions, pathData, renderPreviewSvg } from './preview-svg';
