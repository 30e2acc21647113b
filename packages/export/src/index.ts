// The whole package: every writer's subpath, plus what no single writer owns. A bundle that needs
// one format imports its subpath (`@diecut/export/svg`, …) and leaves the others out.
export {
  ARTWORK_TEMPLATE_FORMATS,
  type ArtworkTemplateFileOptions,
  type ArtworkTemplateFormat,
  writeArtworkTemplate,
} from './artwork-template';
export {
  ARTWORK_TEMPLATE_LAYERS,
  type ArtworkTemplateDocument,
  type ArtworkTemplateLayer,
  type ArtworkTemplateOptions,
  buildArtworkTemplateDocument,
  DEFAULT_SAFE_MARGIN_MM,
  DEFAULT_TEMPLATE_BLEED_MM,
  type PanelName,
  panelWords,
} from './artwork-template-document';
export { renderArtworkTemplatePdf } from './artwork-template-pdf';
export { renderArtworkTemplateSvg } from './artwork-template-svg';
export * from './cff2';
export {
  DesignRulesError,
  type DielineFileOptions,
  type LayoutFileOptions,
  writeDielineFile,
  writeLayoutFile,
} from './dieline-file';
export { labelWidth } from './dimension-labels';
export * from './dxf';
export * from './file-names';
export {
  type NestingFileInput,
  type NestingFileOptions,
  type NestingLineLength,
  type NestingSheetSizes,
  nestingLineLengths,
  writeNestingFile,
} from './nesting-file';
export * from './pdf';
export * from './svg';
