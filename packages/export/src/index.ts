export { LINE_STYLES, type LineStyle } from './line-styles';
