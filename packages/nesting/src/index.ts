export type { PlacedCopy } from './arrangements';
export { bruteForceLatticeCopies, LATTICE_TEMPLATE_IDS } from './brute-force';
export {
  checkNestingVariables,
  type LayOutRequest,
  layOutNesting,
  MAX_NESTING_COPIES,
  NestingError,
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
