export type { PlacedCopy } from './arrangements';
export { bruteForceLatticeCopies, LATTICE_TEMPLATE_IDS } from './brute-force';
export {
  blankSegments,
  COPY_COST_SEGMENTS,
  checkNestingVariables,
  estimateNesting,
  type LayOutRequest,
  layOutNesting,
  MAX_NESTING_COPIES,
  MAX_NESTING_COST,
  maxNestingCopies,
  NestingError,
  type NestingEstimate,
  type NestingProblem,
  type NestingSheetRequest,
  nestingBlankOf,
  nestingComponentId,
  readNestingSheet,
  SHEET_VARIABLE_NAMES,
  type SheetVariableName,
} from './lay-out-nesting';
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
