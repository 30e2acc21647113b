// `@diecut/export/dxf`: the DXF writer alone.
export type { DielineWriterOptions, OutputUnit } from './dieline-document';
export { renderDielineDxf, writeDxf } from './dxf-writer';
