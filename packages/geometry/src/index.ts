// The whole engine with its catalog; `@diecut/geometry/engine` and `@diecut/geometry/catalog` are
// the two halves for a page that needs only one.
export * from './catalog';
export * from './engine';
