// The template catalog: every template the service offers, found by id or searched. Its own entry
// (`@diecut/geometry/catalog`), since it grows with every style while the engine does not.
export { findTemplate, listTemplateGroups, TEMPLATES } from './catalog/template-catalog';
export { searchTemplates, type TemplateQuery } from './catalog/template-search';
