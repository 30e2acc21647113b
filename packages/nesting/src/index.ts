export type { PlacedCopy } from './arrangements';
export { bruteForceLatticeCopies, LATTICE_TEMPLATE_IDS } from './brute-force';
export { type LayOutRequest, layOutNesting } from './lay-out-nesting';
export {
  bestNesting,
  type CountedNesting,
  countNesting,
  MAX_COPIES,
  type NestingEfficiency,
  type NestingOptions,
  type NestingResult,
  type NestingSheet,
  nestingEfficiencies,
  nestingUpperBound,
  planNesting,
} from './nesting';
export { nestingCountBound } from './nesting-count-bound';
export { NestingError, type NestingProblem } from './nesting-error';
export {
  blankSegments,
  COPY_COST_SEGMENTS,
  estimateNesting,
  MAX_NESTING_COPIES,
  MAX_NESTING_COST,
  maxNestingCopies,
  type NestingEstimate,
} from './nesting-limits';
export {
  checkNestingVariables,
  type NestingSheetRequest,
  nestingBlankOf,
  nestingComponentId,
  readNestingSheet,
  SHEET_VARIABLE_NAMES,
  type SheetVariableName,
} from './nesting-request';
export {
  findNestingTemplate,
  GAP_PARAMETERS,
  listNestingTemplates,
  MAX_SHEET_SIDE_MM,
  mayTurnQuarter,
  NESTING_TEMPLATES,
  type NestingBlank,
  type NestingTemplate,
  SHEET_PARAMETERS,
} from './nesting-templates';
export {
  copiesAlongAxis,
  copiesUpperBound,
  type SheetEfficiencyInput,
  sheetEfficiency,
} from './sheet-efficiency';
