export {
  copiesAlongAxis,
  copiesUpperBound,
  type SheetEfficiencyInput,
  sheetEfficiency,
} from './sheet-efficiency';
