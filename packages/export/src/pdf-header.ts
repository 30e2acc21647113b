import type { LineType } from '@diecut/geometry';
import { type DielineDocument, formatNumber } from './dieline-document';
import { LINE_STYLES } from './line-styles';
import { FONT, useFont, wordWidth } from './pdf-fonts';

const HEADER_FONT_SIZE = 8;
const HEADER_TITLE_SIZE = 10;
const HEADER_LEADING = 1.35;
/** A page with a header is at least this wide, so that the header does not wrap word by word. */
export const HEADER_MIN_WIDTH_MM = 120;

const dateStamp = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What the header says: the template, its standard and material, the sizes, variables and spot colours. */
export function headerLines(document: DielineDocument, spotColors: Record<LineType, string>): string[] {
  const { header, unit } = document;
  if (!header) return [];
  const decimals = unit === 'in' ? 4 : 2;
  const variables = header.variables
    .map(
      ({ name, value, unit: variableUnit }) => `${name}: ${value}${variableUnit ? ` ${variableUnit}` : ''}`,
    )
    .join(', ');
  const spots = document.lines.map(
    ({ lineType }) => `${spotColors[lineType]} (${LINE_STYLES[lineType].label.toLowerCase()})`,
  );
  return [
    `${header.templateName} (${header.templateId})`,
    `Standard: ${header.standardCode ?? 'none'}    Material: ${header.material ?? 'not given'}`,
    `${document.sheet ? 'Sheet size' : 'Blank size'}: ${formatNumber(document.width, decimals)} x ${formatNumber(document.height, decimals)} ${unit}    Created: ${dateStamp(header.createdAt)}`,
    `Variables: ${variables}`,
    ...(header.notes ?? []),
    `Lines: ${spots.join(', ')}`,
  ];
}

/** A line of the header as set: its words up to the page width, in its font and size. */
export interface HeaderLine {
  text: string;
  font: PDFKit.Mixins.PDFFontSource;
  size: number;
}

/** The header's lines broken at words to fit between the page's margins: the title bold, the rest regular. */
export function wrapHeader(
  pdf: PDFKit.PDFDocument,
  lines: string[],
  pageWidth: number,
  marginPt: number,
): HeaderLine[] {
  const header: HeaderLine[] = [];
  lines.forEach((line, index) => {
    const font = index === 0 ? FONT.bold() : FONT.regular();
    const size = index === 0 ? HEADER_TITLE_SIZE : HEADER_FONT_SIZE;
    useFont(pdf, font).fontSize(size);
    // pdfkit measures a string as the sum of its space-ended pieces, so a line's width adds up word
    // by word: each word is measured once, not every line prefix again (that was a quarter of a PDF)
    let current = '';
    let piecesWidth = 0;
    for (const word of line.split(' ')) {
      if (current && piecesWidth + wordWidth(pdf, font, size, word) > pageWidth - 2 * marginPt) {
        header.push({ text: current, font, size });
        current = '';
        piecesWidth = 0;
      }
      current = current ? `${current} ${word}` : word;
      piecesWidth += wordWidth(pdf, font, size, `${word} `);
    }
    header.push({ text: current, font, size });
  });
  return header;
}

/** Points the header takes above the drawing: its lines with their leading, below the top margin. */
export function headerHeightOf(header: HeaderLine[], marginPt: number): number {
  return header.length > 0 ? marginPt + header.reduce((sum, l) => sum + l.size * HEADER_LEADING, 0) : 0;
}

/** Sets the wrapped header at the top of the page, in the annotation colour. */
export function drawHeader(
  pdf: PDFKit.PDFDocument,
  marginPt: number,
  header: HeaderLine[],
  annotation: string,
): void {
  pdf.save();
  pdf.fillColor(annotation);
  let y = marginPt;
  for (const line of header) {
    useFont(pdf, line.font).fontSize(line.size);
    y += line.size;
    pdf.text(line.text, marginPt, y, { lineBreak: false, baseline: 'alphabetic' });
    y += line.size * (HEADER_LEADING - 1);
  }
  pdf.restore();
}
