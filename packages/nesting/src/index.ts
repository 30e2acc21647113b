export type { PlacedCopy } from './arrangements';
export { bruteForceLatticeCopies, LATTICE_TEMPLATE_IDS } from './brute-force';
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
