// `@diecut/export/cff2`: the CFF2 writer for die makers' CAD alone.

export {
  CFF2_FILM_RULE,
  CFF2_GLUE_RULE,
  CFF2_PAPER_FOLD_RULE,
  CFF2_PAPER_REVERSE_FOLD_RULE,
  CFF2_RULES,
  type Cff2LineType,
  type Cff2Rule,
  CORRUGATED_CREASE_POINTAGE,
  cff2Rules,
  renderDielineCff2,
  writeCff2,
} from './cff2-writer';
export type { DielineWriterOptions, NickOptions, OutputUnit } from './dieline-document';
