// `@diecut/export/cff2`: the CFF2 writer for die makers' CAD alone.

export { CFF2_GLUE_RULE, CFF2_RULES, renderDielineCff2, writeCff2 } from './cff2-writer';
export type { DielineWriterOptions, OutputUnit } from './dieline-document';
