// `@diecut/export/dxf`: the DXF writer alone.
export type { DielineWriterOptions, NickOptions, OutputUnit } from './dieline-document';
export { renderDielineDxf, writeDxf } from './dxf-writer';
