export { ABSURD_LENGTH_MM } from './catalog/common-parameters';
export { findTemplate, listTemplateGroups, TEMPLATES } from './catalog/template-catalog';
export type { TemplateDefinition, TemplateGroup, TemplateParameter } from './catalog/template-definition';
export { TEMPLATE_GROUPS } from './catalog/template-groups';
export { LINE_TYPES, type LineType } from './line-types';
export { displayLength, fromMillimetres, MM_PER_INCH, roundTo, toMillimetres, UNIT_DECIMALS } from './units';
