// `@diecut/export/pdf`: the PDF writer alone. It runs on Node (>= 20.19): pdfkit and the embedded
// Inter font are read from node_modules with node:fs, so a browser bundle should not import it.
export type { DielineWriterOptions, OutputUnit } from './dieline-document';
export { FILM_SPOT, PDF_SPOT_COLORS, type PdfWriterOptions, renderDielinePdf, writePdf } from './pdf-writer';
