// The whole package: every writer's subpath, plus what no single writer owns. A bundle that needs
// one format imports its subpath (`@diecut/export/svg`, …) and leaves the others out.
export * from './cff2';
export { labelWidth } from './dieline-document';
export {
  DesignRulesError,
  DIELINE_FILE_FORMATS,
  type DielineFileFormat,
  type DielineFileOptions,
  dielineFileName,
  fileBaseName,
  type LayoutFileOptions,
  writeDielineFile,
  writeLayoutFile,
} from './dieline-file';
export * from './dxf';
export {
  type NestingFileInput,
  type NestingFileOptions,
  type NestingLineLength,
  type NestingSheetSizes,
  nestingFileName,
  nestingLineLengths,
  writeNestingFile,
} from './nesting-file';
export * from './pdf';
export * from './svg';
