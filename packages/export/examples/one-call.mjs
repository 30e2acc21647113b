// A template and sizes to production files in one call each: plain JavaScript (Node >= 20.19, ESM).
import { writeFile } from 'node:fs/promises';
import { writeDielineFile, writeLayoutFile, writeNestingFile } from '@diecut/export';
import { findTemplate, validateTemplateVariables } from '@diecut/geometry';
import { bestNesting, findNestingTemplate } from '@diecut/nesting';

const template = findTemplate('becf-11001'); // reverse tuck end box
const values = validateTemplateVariables(template, { length: 100, width: 50, height: 150 }, 'mm');
const parts = template.build(values);
const createdAt = new Date();

// the dieline: checked against the design rules, every part in one drawing, a header in the PDF
const pdf = await writeDielineFile(template, parts, values, { format: 'pdf', unit: 'mm', createdAt });
await writeFile('tuck-end.pdf', pdf);

// a nesting of the blank on a B1 sheet, with its copies, efficiency and knife lengths
const sheet = { width: 1020, height: 720, marginTop: 10, marginBottom: 10, marginSide: 10 };
const nestingTemplate = findNestingTemplate('lg_best_of_all');
const result = bestNesting(nestingTemplate, { graph: parts[0].graph }, sheet, { marginX: 2, marginY: 2 });
const sizes = {
  sheet_width: sheet.width,
  sheet_height: sheet.height,
  sheet_margin_top: sheet.marginTop,
  sheet_margin_bottom: sheet.marginBottom,
  sheet_margin_side: sheet.marginSide,
};
const nesting = await writeNestingFile(
  { template, values, nestingTemplate, sheet: sizes, result },
  { format: 'svg', unit: 'mm', createdAt },
);
await writeFile('tuck-end-nesting.svg', nesting);

// any layout (here the nesting's) in any dieline format, without a header
await writeFile('tuck-end-nesting.dxf', await writeLayoutFile(result.layout, 'dxf', { unit: 'mm' }));
console.log(`${result.copies} copies on the sheet, ${result.efficiency} % of it used`);
