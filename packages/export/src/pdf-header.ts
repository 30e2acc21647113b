import type { LinePath, LineType } from '@diecut/geometry';
import { type DielineDocument, type DielineHeader, formatNumber } from './dieline-document';
import { LINE_STYLES } from './line-styles';
import type { PdfContent, PdfFont, PdfSpot } from './pdf-content';
import type { DocumentFonts } from './pdf-fonts';

const HEADER_FONT_SIZE = 8;
const HEADER_TITLE_SIZE = 10;
const HEADER_LEADING = 1.35;
/** A page with a header is at least this wide, so that the header does not wrap word by word. */
export const HEADER_MIN_WIDTH_MM = 120;

const dateStamp = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What the header says: the template, its standard and material, the sizes, variables and the spot
 * colour of each of `lines` (the document's lines, moved or not: only their types are read).
 */
export function headerLines(
  document: DielineDocument,
  lines: readonly Pick<LinePath, 'lineType'>[],
  spotColors: Record<LineType, string>,
): string[] {
  const { header, unit } = document;
  if (!header) return [];
  const decimals = unit === 'in' ? 4 : 2;
  // the variables and spot colours each grown into their line: a string for each, listed and then
  // joined, was a third of what the header's text allocated
  let variables = 'Variables: ';
  for (let i = 0; i < header.variables.length; i++) {
    const { name, value, unit: variableUnit } = header.variables[i] as DielineHeader['variables'][number];
    if (i > 0) variables += ', ';
    variables += name;
    variables += ': ';
    variables += value;
    if (variableUnit) variables += ` ${variableUnit}`;
  }
  let spots = 'Lines: ';
  for (let i = 0; i < lines.length; i++) {
    const { lineType } = lines[i] as Pick<LinePath, 'lineType'>;
    if (i > 0) spots += ', ';
    spots += spotColors[lineType];
    spots += SPOT_NOTES[lineType];
  }
  return [
    `${header.templateName} (${header.templateId})`,
    `Standard: ${header.standardCode ?? 'none'}    Material: ${header.material ?? 'not given'}`,
    `${document.sheet ? 'Sheet size' : 'Blank size'}: ${formatNumber(document.width, decimals)} x ${formatNumber(document.height, decimals)} ${unit}    Created: ${dateStamp(header.createdAt)}`,
    variables,
    ...(header.notes ?? []),
    spots,
  ];
}

/** What the header says after each line type's spot colour: its line style's name. */
const SPOT_NOTES = Object.fromEntries(
  Object.entries(LINE_STYLES).map(([lineType, style]) => [lineType, ` (${style.label.toLowerCase()})`]),
) as Record<LineType, string>;

/** A line of the header as set: its words up to the page width, in its font and size. */
export interface HeaderLine {
  text: string;
  font: PdfFont;
  size: number;
}

/**
 * Header lines as wrapped, by font (the title's or the rest's), width and text: most lines repeat
 * from one dieline to the next. Looked up a level at a time, not by a key made of the three.
 */
const wrappedLines = [new Map<number, Map<string, string[]>>(), new Map<number, Map<string, string[]>>()];
let wrappedCount = 0;
const WRAPPED_LINES_SIZE = 2000;

/** The header's lines broken at words to fit between the page's margins: the title bold, the rest regular. */
export function wrapHeader(
  fonts: DocumentFonts,
  lines: string[],
  pageWidth: number,
  marginPt: number,
): HeaderLine[] {
  const width = pageWidth - 2 * marginPt;
  const header: HeaderLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const title = index === 0;
    const font = title ? fonts.bold() : fonts.regular();
    const size = title ? HEADER_TITLE_SIZE : HEADER_FONT_SIZE;
    const byWidth = wrappedLines[title ? 1 : 0] as Map<number, Map<string, string[]>>;
    let byLine = byWidth.get(width);
    if (!byLine) {
      byLine = new Map();
      byWidth.set(width, byLine);
    }
    let wrapped = byLine.get(line);
    if (!wrapped) {
      wrapped = wrapLine(font, size, line, width);
      if (wrappedCount >= WRAPPED_LINES_SIZE) {
        for (const each of wrappedLines) each.clear();
        wrappedCount = 0;
        byWidth.set(width, byLine);
      }
      byLine.set(line, wrapped);
      wrappedCount++;
    }
    for (let i = 0; i < wrapped.length; i++) header.push({ text: wrapped[i] as string, font, size });
  }
  return header;
}

/**
 * A line broken at words (at each space) into pieces no wider than `width`, but for a word wider on
 * its own; each piece the words it holds as the line has them, empty words before its first dropped.
 * pdfkit measures a string as the sum of its space-ended pieces, so a line's width adds up word by
 * word: each word is measured once, not every line prefix again (that was a quarter of a PDF), and a
 * piece is cut out of the line once it is whole, not grown a word at a time.
 */
function wrapLine(font: PdfFont, size: number, line: string, width: number): string[] {
  const pieces: string[] = [];
  // the piece being filled is line.slice(pieceStart, pieceEnd): empty while they are equal
  let pieceStart = 0;
  let pieceEnd = 0;
  let piecesWidth = 0;
  for (let start = 0; start <= line.length; ) {
    const space = line.indexOf(' ', start);
    const end = space < 0 ? line.length : space;
    if (pieceEnd > pieceStart && piecesWidth + font.widthOf(line, size, start, end) > width) {
      pieces.push(line.slice(pieceStart, pieceEnd));
      pieceStart = pieceEnd;
      piecesWidth = 0;
    }
    if (pieceEnd === pieceStart) pieceStart = start;
    pieceEnd = end;
    if (space < 0) break;
    // the word with the space after it, as the next word's test adds it up
    piecesWidth += font.widthOf(line, size, start, end + 1);
    start = end + 1;
  }
  pieces.push(line.slice(pieceStart, pieceEnd));
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
  for (let i = 0; i < header.length; i++) {
    const line = header[i] as HeaderLine;
    y += line.size;
    content.text(line.font, line.size, line.text, marginPt, y);
    y += line.size * (HEADER_LEADING - 1);
  }
  content.restore();
}
