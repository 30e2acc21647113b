import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PdfContent, type PdfSpot } from './pdf-content';
import { documentFonts, FONT, PRIMED_GLYPHS } from './pdf-fonts';
import { NO_FONT, type PdfKitInternals } from './pdf-writer';

const HEIGHT = 321.123456789;

/** A pdfkit document of one page, uncompressed, and what its page's content holds past pdfkit's own first line. */
function pdfkitPage() {
  const pdf = new PDFDocument({ autoFirstPage: false, compress: false, font: NO_FONT });
  pdf.addPage({ size: [400, HEIGHT], margin: 0 });
  const content = (pdf as unknown as { page: { content: { buffer: Uint8Array[] } } }).page.content;
  const written = () => {
    const text = Buffer.concat(content.buffer).toString('latin1');
    // pdfkit starts every page by turning its y axis down from the top
    return text.slice(text.indexOf('\n') + 1);
  };
  return { pdf, written };
}

const spotOf = (pdf: PDFKit.PDFDocument, name: string): PdfSpot => {
  const internals = pdf as unknown as PdfKitInternals;
  internals.addSpotColor(name, 0, 100, 0, 0);
  return { id: internals.spotColors[name]?.id ?? '' };
};

describe('PdfContent', () => {
  it('should write the operators pdfkit writes for the same paths, colours, dash and turn', () => {
    const { pdf, written } = pdfkitPage();
    spotOf(pdf, 'CutContour');
    spotOf(pdf, 'Glue');
    pdf.save().lineWidth(0.35).lineCap('round').lineJoin('round').strokeColor('CutContour');
    pdf.dash([3.1234567, 1.5] as unknown as number, {});
    pdf.moveTo(1.23456789, 2.000000449).lineTo(-3.5, 1e-7).bezierCurveTo(1, 2, 3.3333333, 4, 5, 6);
    pdf.closePath().stroke().restore();
    pdf
      .save()
      .fillColor('Glue')
      .rotate(-37.5, { origin: [10.25, 20.125] });
    pdf.moveTo(0, 0).lineTo(10, 0).lineTo(10, 10).closePath().fill().restore();

    const content = new PdfContent(HEIGHT);
    const cut = spotOf(new PDFDocument({ autoFirstPage: false, font: NO_FONT }), 'CutContour');
    content.save().lineWidth(0.35).roundEnds().strokeColor(cut).dash([3.1234567, 1.5]);
    content.moveTo(1.23456789, 2.000000449).lineTo(-3.5, 1e-7).curveTo(1, 2, 3.3333333, 4, 5, 6);
    content.closePath().stroke().restore();
    content.save().fillColor({ id: 'CS1' }).rotate(-37.5, 10.25, 20.125);
    const corners = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ];
    content
      .ring({ pageX: (x: number) => x, pageY: (y: number) => y }, corners)
      .fill()
      .restore();
    expect(Buffer.from(content.bytes()).toString('latin1')).toBe(written());
  });

  it('should set text as pdfkit does, kerned runs and their adjustments included', () => {
    const { pdf, written } = pdfkitPage();
    // documentFonts puts the digits first in the subset: so does the reference
    pdf.font(FONT.regular());
    (pdf as unknown as { _font: { encode(text: string): unknown } })._font.encode(PRIMED_GLYPHS);
    // the last with marks that Inter moves off the line, set glyph by glyph
    // number words (kerned pairs of digits and points among them) are put together glyph by glyph
    const texts = [
      'AVATAR Ty 120.5 mm',
      'Width: 7.25 in, (WAVE)',
      'Note x\u0323\u0301 3 mm',
      '17.71 x 1,111.47 74,7 1. 0.001',
    ];
    for (const [index, text] of texts.entries()) {
      pdf.fontSize(8.5 + index);
      pdf.text(text, 12.345678 + index, 40.5 * (index + 1), { lineBreak: false, baseline: 'alphabetic' });
    }

    const other = new PDFDocument({ autoFirstPage: false, compress: false, font: NO_FONT });
    other.addPage({ size: [400, HEIGHT], margin: 0 });
    const font = documentFonts(other).regular();
    const content = new PdfContent(HEIGHT);
    for (const [index, text] of texts.entries())
      content.text(font, 8.5 + index, text, 12.345678 + index, 40.5 * (index + 1));
    const ours = Buffer.from(content.bytes()).toString('latin1');
    expect(ours).toBe(written());
    // kerning splits the glyphs into runs: the comparison covers adjustments, not only whole runs
    expect(ours).toMatch(/\[<[0-9a-f]+> -?\d+(\.\d+)? </);
    expect(ours.match(/ Tm\n/g)?.length).toBeGreaterThan(texts.length);
  });

  it('should embed the font with the widths and Unicode map pdfkit gives it, kept or not', async () => {
    const texts = ['Width: 7.25 in, (WAVE)', '17.71 x 1,111.47 Ty'];
    const file = async (draw: (pdf: PDFKit.PDFDocument) => void) => {
      const pdf = new PDFDocument({ autoFirstPage: false, compress: false, font: NO_FONT });
      const chunks: Uint8Array[] = [];
      pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      const ended = new Promise((resolve) => pdf.on('end', resolve));
      pdf.addPage({ size: [400, HEIGHT], margin: 0 });
      draw(pdf);
      pdf.end();
      await ended;
      return Buffer.concat(chunks).toString('latin1');
    };
    const fontOf = (text: string) => ({
      widths: /\/W \[0 \[[^\]]*\]\]/.exec(text)?.[0],
      unicode: /begincmap[\s\S]*?endcmap/.exec(text)?.[0],
    });
    const theirs = fontOf(
      await file((pdf) => {
        pdf.font(FONT.regular());
        (pdf as unknown as { _font: { encode(text: string): unknown } })._font.encode(PRIMED_GLYPHS);
        for (const text of texts) pdf.text(text, 10, 40, { lineBreak: false });
      }),
    );
    expect(theirs.widths).toMatch(/^\/W \[0 \[\d/);
    expect(theirs.unicode).toContain('beginbfrange');
    // the second document takes its widths and map from those the first made
    for (let round = 0; round < 2; round++) {
      const ours = await file((pdf) => {
        const font = documentFonts(pdf).regular();
        const content = new PdfContent(HEIGHT);
        for (const text of texts) content.text(font, 12, text, 10, 40);
      });
      expect(fontOf(ours)).toEqual(theirs);
    }
  });

  it('should measure a text as pdfkit does', () => {
    const pdf = new PDFDocument({ autoFirstPage: false, compress: false, font: NO_FONT });
    const font = documentFonts(pdf).regular();
    pdf.font(FONT.regular()).fontSize(7.3);
    // eklu and cbaba share the hash the font's words are found by
    for (const text of [
      'AVATAR',
      '100 mm',
      'Lines: CutContour (cut), Crease (crease)',
      'eklu',
      'cbaba',
      '7.17 14.1',
    ])
      expect(font.widthOf(text, 7.3)).toBe(pdf.widthOfString(text));
    expect(font.widthOf('eklu', 7.3)).not.toBe(font.widthOf('cbaba', 7.3));
  });

  it('should measure a stretch of a text as pdfkit measures it cut out', () => {
    const pdf = new PDFDocument({ autoFirstPage: false, compress: false, font: NO_FONT });
    const font = documentFonts(pdf).regular();
    pdf.font(FONT.regular()).fontSize(8);
    const text = 'Variables: length: 123.4 mm,  width: 50 mm';
    for (const [start, end] of [
      [0, 10],
      [0, 11],
      [11, 18],
      [19, 28],
      [28, 30],
      [5, text.length],
    ] as const)
      expect(font.widthOf(text, 8, start, end)).toBe(pdf.widthOfString(text.slice(start, end)));
  });
});
