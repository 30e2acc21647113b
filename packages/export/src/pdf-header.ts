import type { LineType } from '@diecut/geometry';
import { type DielineDocument, formatNumber } from './dieline-document';
import { LINE_STYLES } from './line-styles';
import type { PdfContent, PdfFont, PdfSpot } from './pdf-content';
import type { DocumentFonts } from './pdf-fonts';

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
  font: PdfFont;
  size: number;
}

/** Header lines as wrapped, by width, font and text: most lines repeat from one dieline to the next. */
const wrappedLines = new Map<string, string[]>();
const WRAPPED_LINES_SIZE = 2000;

/** The header's lines broken at words to fit between the page's margins: the title bold, the rest regular. */
export function wrapHeader(
  fonts: DocumentFonts,
  lines: string[],
  pageWidth: number,
  marginPt: number,
): HeaderLine[] {
  const width = pageWidth - 2 * marginPt;
  return lines.flatMap((line, index) => {
    const font = index === 0 ? fonts.bold() : fonts.regular();
    const size = index === 0 ? HEADER_TITLE_SIZE : HEADER_FONT_SIZE;
    const key = `${width}\u0000${index === 0}\u0000${line}`;
    let wrapped = wrappedLines.get(key);
    if (!wrapped) {
      wrapped = wrapLine(font, size, line, width);
      if (wrappedLines.size >= WRAPPED_LINES_SIZE) wrappedLines.clear();
      wrappedLines.set(key, wrapped);
    }
    return wrapped.map((text) => ({ text, font, size }));
  });
}

/** A line broken at words into pieces no wider than `width`, but for a word wider on its own. */
function wrapLine(font: PdfFont, size: number, line: string, width: number): string[] {
  // pdfkit measures a string as the sum of its space-ended pieces, so a line's width adds up word
  // by word: each word is measured once, not every line prefix again (that was a quarter of a PDF)
  const pieces: string[] = [];
  let current = '';
  let piecesWidth = 0;
  for (const word of line.split(' ')) {
    if (current && piecesWidth + font.widthOf(word, size) > width) {
      pieces.push(current);
      current = '';
      piecesWidth = 0;
    }
    current = current ? `${current} ${word}` : word;
    piecesWidth += font.widthOf(`${word} `, size);
  }
  pieces.push(current);
  return pieces;
}

/** Points the header takes above the drawing: its lines with their leading, below the top margin. */
export function headerHeightOf(header: HeaderLine[], marginPt: number): number {
  return header.length > 0 ? marginPt + header.reduce((sum, l) => sum + l.size * HEADER_LEADING, 0) : 0;
}

/** Sets the wrapped header at the top of the page, in the annotation colour. */
export function drawHeader(
  content: PdfContent,
  marginPt: number,
  header: HeaderLine[],
  annotation: PdfSpot,
): void {
  content.save().fillColor(annotation);
  let y = marginPt;
  for (const line of header) {
    y += line.size;
    content.text(line.font, line.size, line.text, marginPt, y);
    y += line.size * (HEADER_LEADING - 1);
  }
  content.restore();
}
