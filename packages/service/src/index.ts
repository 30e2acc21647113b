export { type ArtworkTemplateRequest, dielineBleed, makeArtworkTemplate } from './artwork-template';
export { type DielinePartsRequest, dielineParts } from './dieline-parts';
export {
  type BuiltDieline,
  buildParts,
  checkedValues,
  type DielineFileRequest,
  type DielinePartFile,
  type DielinePiece,
  type DielineRequest,
  describeBlankSizeWarning,
  type MadeDieline,
  makeDieline,
  rebuildDieline,
  type TemplateRef,
  templateOf,
  writeCheckedDielineFile,
} from './make-dieline';
export { type DielineMockupScene, dielineMockupScene } from './mockup-scene';
export {
  dielineNestingParameters,
  type MadeNesting,
  makeNesting,
  type NestingChoice,
  type NestingComponent,
  type NestingDieline,
  type NestingEfficiencies,
  type NestingRequest,
  type NestingTemplatesOf,
  nestingComponents,
  nestingEfficiencies,
  nestingTemplatesOf,
  readNestingChoice,
} from './nesting';
export {
  designRuleProblems,
  NotFound,
  nestingProblems,
  type Problem,
  REFUSAL_TITLES,
  Refusal,
  type RefusalReason,
  refuse,
  refuseVariables,
  variableProblems,
} from './refusal';
