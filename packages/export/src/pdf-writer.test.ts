import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  arc,
  blankBounds,
  type LineType,
  line,
  partsLayout,
  type Segment,
  sampleValues,
  segmentStart,
  TEMPLATES,
} from '@diecut/geometry';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { expectGolden } from './__testing__/golden';
import {
  byLineType,
  catalogGraphs,
  FIXED_DATE,
  hasCommand,
  lengthMismatches,
  pointsOffArcs,
  readPdf,
  sampleGraph,
  sampleHeader,
  windowGraph,
} from './__testing__/parse-back';
import { buildDielineDocument, movedSegment, splitArc } from './dieline-document';
import { LINE_STYLES } from './line-styles';
import { PdfContent } from './pdf-content';
import {
  CollectedPdf,
  cmykOf,
  FILM_SPOT,
  NO_FONT,
  PDF_SPOT_COLORS,
  type PdfKitInternals,
  pdfkitFileId,
  renderDielinePdf,
  spotColors,
  tracePath,
  writePdf,
} from './pdf-writer';

const SPOT_TO_TYPE = Object.fromEntries(
  Object.entries(PDF_SPOT_COLORS).map(([lineType, spot]) => [spot, lineType as LineType]),
);
const MM_PER_PT = 25.4 / 72;
/** Dieline spot colours only: bleed, annotation and window film strokes are not rules. */
const dielineStrokes = (strokes: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(strokes).filter(([spot]) => !['Bleed', 'Annotation', FILM_SPOT].includes(spot)),
  );
const HAS_QPDF = hasCommand('qpdf');
const HAS_PDFTOPPM = hasCommand('pdftoppm', ['-v']);
const HAS_PDFTOTEXT = hasCommand('pdftotext', ['-v']);
const HAS_PDFFONTS = hasCommand('pdffonts', ['-v']);
/** PDF's 14 standard fonts, which a reader substitutes rather than finds in the file. */
const STANDARD_FONT = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/;

describe('writePdf', () => {
  it('should write the same bytes every time: text shaped once is reused, never changed', async () => {
    const { template, graph } = sampleGraph('becf-11001');
    const options = { header: sampleHeader(template), compress: false };
    const first = await writePdf(graph, options);
    // another document in between shapes the same labels at another size
    await writePdf(graph, { ...options, unit: 'in' });
    const again = await writePdf(graph, options);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(readPdf(again).texts).toEqual(readPdf(first).texts);
  });

  it('should write a source the bytes its prepared document gives, its lines moved as they are traced', async () => {
    for (const [id, unit] of [
      ['becf-11001', 'mm'],
      ['becf-12001', 'in'],
      ['becf-23201', 'mm'],
    ] as const) {
      const { template, graph } = sampleGraph(id);
      const parts = template.build(sampleValues(template));
      for (const source of [graph, partsLayout(parts)]) {
        const options = {
          unit,
          header: sampleHeader(template),
          bleed: 2,
          blankDimensions: true,
          compress: false,
        };
        const prepared = await renderDielinePdf(buildDielineDocument(source, options), options);
        const written = await writePdf(source, options);
        expect(Buffer.from(written).equals(Buffer.from(prepared))).toBe(true);
        expect(readPdf(written).strokes.CutContour).toBeGreaterThan(0);
      }
    }
  });

  it('should leave nothing queued for later that holds a document once its file is written', async () => {
    const { template, graph } = sampleGraph('becf-11001');
    const queued: unknown[][] = [];
    const nextTick = process.nextTick;
    // what creates awaited back to back would pile up: a tick runs only when the loop yields
    process.nextTick = ((callback: () => void, ...args: unknown[]) => {
      queued.push(args);
      return nextTick(callback, ...args);
    }) as typeof process.nextTick;
    try {
      for (let i = 0; i < 3; i++) await writePdf(graph, { header: sampleHeader(template) });
    } finally {
      process.nextTick = nextTick;
    }
    const holdingDocument = queued.filter((args) => args.some((arg) => arg instanceof PDFDocument));
    expect(holdingDocument).toEqual([]);
  });

  it('should point every cross-reference entry at its object and startxref at the table', async () => {
    const { template, graph } = sampleGraph('becf-11001');
    // compressed: the deflated streams' bytes above 0x7f must count one byte each, as lines do
    const file = Buffer.from(await writePdf(graph, { header: sampleHeader(template), bleed: 3 }));
    const text = file.toString('latin1');
    const startXref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
    expect(text.slice(startXref, startXref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startXref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startXref)
      .split('\n')
      .slice(3, 2 + Number(count));
    expect(entries.length).toBeGreaterThan(10);
    for (const [index, entry] of entries.entries()) {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, text.indexOf('\n', offset))).toBe(`${index + 1} 0 obj`);
    }
  });

  it('should embed one font subset in the PDFs of a template whatever their sizes', async () => {
    // the subset is encoded once per glyph order: sizes in the labels must not reorder it
    const fontFiles = [];
    for (const length of [80, 123.5, 96.25]) {
      const { template, graph } = sampleGraph('becf-11001', { length });
      const pdf = Buffer.from(await writePdf(graph, { header: sampleHeader(template), compress: false }));
      fontFiles.push(embeddedFontFiles(pdf));
    }
    expect(fontFiles[0]).toHaveLength(2);
    expect(fontFiles[1]).toEqual(fontFiles[0]);
    expect(fontFiles[2]).toEqual(fontFiles[0]);
  });

  it('should deflate exactly the streams it writes uncompressed, font streams kept from earlier files too', async () => {
    // the second becf-11001 takes its fonts' deflated streams and Unicode maps from the first;
    // becf-15001 between them uses other glyphs, so a subset and map of its own
    for (const id of ['becf-11001', 'becf-15001', 'becf-11001']) {
      const { template, graph } = sampleGraph(id);
      const options = { header: sampleHeader(template), bleed: 3 };
      const plain = streamsOf(await writePdf(graph, { ...options, compress: false }));
      const file = await writePdf(graph, { ...options, compress: true });
      const packed = streamsOf(file);
      expect(plain.every((stream) => !stream.deflated)).toBe(true);
      // the page, two font programs and two Unicode maps
      expect(packed.filter((stream) => stream.deflated)).toHaveLength(5);
      expect(packed.map((stream) => stream.data)).toEqual(plain.map((stream) => stream.data));
      // read through its own Unicode map, each file says what it was written to say
      expect(readPdf(file).texts.join(' ')).toContain(`${template.name} (${id})`);
    }
  });

  it('should write becf-15001 (Sleeve) as its golden file', async () => {
    const { template, graph } = sampleGraph('becf-15001');
    expectGolden(
      'becf-15001.pdf',
      await writePdf(graph, { header: sampleHeader(template), compress: false }),
    );
  });

  it('should stroke every catalog dieline in spot colours with the line lengths of its graph', async () => {
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      const { strokes } = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
      expect(
        lengthMismatches(graph, byLineType(dielineStrokes(strokes), SPOT_TO_TYPE, MM_PER_PT)),
        name,
      ).toEqual([]);
    }
    // one file per catalog template: room for a busy CI machine
  }, 60_000);

  it('should keep the lengths with inch labels, a header and bleed', async () => {
    const { template, graph } = sampleGraph('becf-11001');
    const pdf = readPdf(
      await writePdf(graph, { unit: 'in', header: sampleHeader(template), bleed: 3, compress: false }),
    );
    expect(lengthMismatches(graph, byLineType(dielineStrokes(pdf.strokes), SPOT_TO_TYPE, MM_PER_PT))).toEqual(
      [],
    );
    expect(pdf.strokes.Bleed).toBeGreaterThan(0);
    expect(pdf.texts).toContain('5.9055 in');
  });

  it('should draw every arc as curves on the graph, a clockwise semicircle included', async () => {
    const { graph } = sampleGraph('becf-11004');
    const blank = blankBounds(graph);
    const { curveMidpoints } = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
    // no header and no bleed: the page is the blank plus a 10 mm margin all round
    const midpoints = curveMidpoints.map((p) => ({
      x: p.x * MM_PER_PT - 10 + blank.minX,
      y: p.y * MM_PER_PT - 10 + blank.minY,
    }));
    expect(midpoints.length).toBeGreaterThanOrEqual(5 * 3);
    expect(pointsOffArcs(graph, midpoints, 0.001)).toEqual([]);
  });

  it('should stroke cut and crease in the Separation colours CutContour and Crease, overprinting', async () => {
    const { graph } = sampleGraph('becf-15001');
    const pdf = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
    expect(pdf.separations).toEqual(expect.arrayContaining(['CutContour', 'Crease', 'Annotation']));
    expect(Object.keys(pdf.strokes).sort()).toEqual(['Annotation', 'Crease', 'CutContour']);
    expect(pdf.overprint).toBe(true);
  });

  it('should outline window film patches in a Film spot colour of their own, never a rule', async () => {
    const graph = windowGraph();
    const pdf = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
    expect(FILM_SPOT).toBe('Film');
    expect(Object.values(PDF_SPOT_COLORS)).not.toContain(FILM_SPOT);
    expect(pdf.separations).toContain('Film');
    // the 66 x 46 mm patch; the hole it covers is a knife, in CutContour with the outline
    expect((pdf.strokes.Film ?? 0) * MM_PER_PT).toBeCloseTo(2 * (66 + 46), 3);
    expect(lengthMismatches(graph, byLineType(dielineStrokes(pdf.strokes), SPOT_TO_TYPE, MM_PER_PT))).toEqual(
      [],
    );
    const plain = readPdf(await writePdf(sampleGraph('becf-15001').graph, { compress: false }));
    expect(plain.separations).not.toContain('Film');
  });

  it('should size the page to the blank plus the margin', async () => {
    const { graph } = sampleGraph('becf-15001');
    const blank = blankBounds(graph);
    const { mediaBox } = readPdf(await writePdf(graph, { compress: false, margin: 5 }));
    expect(mediaBox[2]).toBeCloseTo((blank.maxX - blank.minX + 10) / MM_PER_PT, 4);
    expect(mediaBox[3]).toBeCloseTo((blank.maxY - blank.minY + 10) / MM_PER_PT, 4);
  });

  it('should list template, standard code, variables with units, material, sizes and date in the header', async () => {
    const { template, graph } = sampleGraph('becf-15001');
    const header = sampleHeader(template);
    const text = readPdf(await writePdf(graph, { header, compress: false })).texts.join(' ');
    expect(text).toContain('Sleeve (becf-15001)');
    expect(text).toContain('ECMA A01.01.00.00');
    expect(text).toContain('Material: 0.5 mm');
    expect(text).toContain('Blank size: 315.5 x 150 mm');
    expect(text).toContain('2025-01-02 03:04 UTC');
    for (const variable of header.variables) {
      expect(text).toContain(
        `${variable.name}: ${variable.value}${variable.unit ? ` ${variable.unit}` : ''}`,
      );
    }
  });

  it('should label every dimension, and none with dimensionTexts off', async () => {
    const { template, graph } = sampleGraph('becf-15001');
    const labels = ['100 mm', '50 mm', '150 mm', '14 mm'];
    const on = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
    expect(on.texts).toEqual(labels);
    const off = readPdf(
      await writePdf(graph, { compress: false, createdAt: FIXED_DATE, dimensionTexts: false }),
    );
    expect(off.texts).toEqual([]);
    expect(off.strokes.Annotation).toBeUndefined();
    const headerOnly = readPdf(
      await writePdf(graph, { compress: false, header: sampleHeader(template), dimensionTexts: false }),
    );
    expect(headerOnly.texts.length).toBeGreaterThan(0);
    expect(headerOnly.texts.some((t) => labels.includes(t))).toBe(false);
  });

  it('should write the same bytes for the same dieline and date', async () => {
    const { graph } = sampleGraph('becf-15001');
    const a = await writePdf(graph, { createdAt: FIXED_DATE });
    const b = await writePdf(graph, { createdAt: FIXED_DATE });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('should embed a subset of Inter for labels and header, and no font only by name', async () => {
    const { template, graph } = sampleGraph('becf-11001');
    for (const compress of [false, true]) {
      const pdf = readPdf(await writePdf(graph, { header: sampleHeader(template), compress }));
      expect(pdf.fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'Inter-Bold',
        'Inter-Regular',
      ]);
      for (const font of pdf.fonts) {
        expect(font.fontFile, font.baseFont).toMatch(/^FontFile[23]$/);
        // a subset carries a six-letter tag
        expect(font.baseFont).toMatch(/^[A-Z]{6}\+/);
        expect(font.baseFont).not.toMatch(STANDARD_FONT);
      }
      expect(pdf.texts).toContain('100 mm');
    }
    const labelsOnly = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
    expect(labelsOnly.fonts.map((f) => [f.baseFont.replace(/^[A-Z]{6}\+/, ''), f.fontFile])).toEqual([
      ['Inter-Regular', 'FontFile2'],
    ]);
    const noText = readPdf(
      await writePdf(graph, { compress: false, createdAt: FIXED_DATE, dimensionTexts: false }),
    );
    expect(noText.fonts).toEqual([]);
  });

  it.skipIf(!HAS_PDFFONTS)('should list only embedded fonts in pdffonts (poppler)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diecut-pdf-'));
    const { template, graph } = sampleGraph('becf-11004');
    const file = join(dir, 'dieline.pdf');
    writeFileSync(file, await writePdf(graph, { header: sampleHeader(template), bleed: 3 }));
    const result = spawnSync('pdffonts', [file], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    // name, type, encoding, then the emb / sub / uni columns and the object reference
    const rows = result.stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/));
    expect(rows.length).toBe(2);
    for (const row of rows) {
      expect(row.slice(-5, -2), row.join(' ')).toEqual(['yes', 'yes', 'yes']);
      expect(row[0]).not.toMatch(STANDARD_FONT);
    }
  });

  it('should set the TrimBox to the blank and the BleedBox to the bleed, or to the TrimBox without bleed', async () => {
    const { template, graph } = sampleGraph('becf-11001');
    const blank = blankBounds(graph);
    const width = (blank.maxX - blank.minX) / MM_PER_PT;
    const height = (blank.maxY - blank.minY) / MM_PER_PT;
    const margin = 10 / MM_PER_PT;
    const plain = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
    const trim = [margin, margin, margin + width, margin + height];
    expect(plain.trimBox).toEqual(trim.map((value) => expect.closeTo(value, 4)));
    expect(plain.bleedBox).toEqual(plain.trimBox);

    // the header sits above the drawing and the bleed grows the page: the trim stays on the blank
    const bleed = 3 / MM_PER_PT;
    const full = readPdf(
      await writePdf(graph, { header: sampleHeader(template), bleed: 3, compress: false }),
    );
    const [x0, y0, x1, y1] = full.trimBox as [number, number, number, number];
    expect(x1 - x0).toBeCloseTo(width, 4);
    expect(y1 - y0).toBeCloseTo(height, 4);
    expect(x0).toBeCloseTo(margin + bleed, 2);
    expect(y0).toBeCloseTo(margin + bleed, 2);
    const grown = [x0 - bleed, y0 - bleed, x1 + bleed, y1 + bleed];
    expect(full.bleedBox).toEqual(grown.map((value) => expect.closeTo(value, 2)));
    // all within the page, the header above the bleed
    expect(full.mediaBox[3]).toBeGreaterThan((full.bleedBox[3] as number) + margin);
  });

  it.skipIf(!HAS_QPDF)('should pass qpdf --check, compressed and not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diecut-pdf-'));
    const { template, graph } = sampleGraph('becf-11004');
    for (const compress of [true, false]) {
      const file = join(dir, `dieline-${compress}.pdf`);
      writeFileSync(file, await writePdf(graph, { header: sampleHeader(template), bleed: 3, compress }));
      const result = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
      expect(result.stdout + result.stderr).toContain('No syntax or stream encoding errors found');
      expect(result.status).toBe(0);
    }
  });

  it.skipIf(!HAS_PDFTOPPM || !HAS_PDFTOTEXT)(
    'should render with poppler and show its header text',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'diecut-pdf-'));
      const { template, graph } = sampleGraph('becf-11001');
      const file = join(dir, 'dieline.pdf');
      writeFileSync(file, await writePdf(graph, { header: sampleHeader(template) }));
      const render = spawnSync('pdftoppm', ['-r', '20', '-png', file, join(dir, 'page')], {
        encoding: 'utf8',
      });
      expect(render.stderr).toBe('');
      expect(render.status).toBe(0);
      const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text.status).toBe(0);
      expect(text.stdout).toContain('Reverse Tuck End Box (becf-11001)');
      expect(text.stdout).toContain('100 mm');
    },
  );
});

describe('CollectedPdf', () => {
  it('should give a document the info and file id pdfkit gives it, whatever the info holds', () => {
    const created = new Date(Date.UTC(2026, 10, 27, 9, 30, 15, 250));
    const infos: PDFKit.DocumentInfo[] = [
      { Title: 'Reverse Tuck End Box (becf-11001)', CreationDate: created, ModDate: created },
      {
        Title: 'Boîte à fond automatique – 3 mm² (becf-12001)',
        Subject: 'Dieline',
        Creator: 'Diecut',
        Producer: 'Diecut (PDFKit)',
        CreationDate: created,
        ModDate: created,
        Keywords: 'x'.repeat(300),
      },
    ];
    for (const info of infos) {
      const options = { autoFirstPage: false, font: NO_FONT, info };
      const theirs = new PDFDocument(options) as unknown as { _id: Uint8Array; info: object };
      const ours = new CollectedPdf(options) as unknown as { _id: Uint8Array; info: object };
      expect(Buffer.from(ours._id).toString('hex')).toBe(Buffer.from(theirs._id).toString('hex'));
      expect(Object.entries(ours.info)).toEqual(Object.entries(theirs.info));
    }
    // the id follows every entry
    const [first] = infos as [PDFKit.DocumentInfo];
    expect(pdfkitFileId({ ...first, Title: 'Other' })).not.toEqual(pdfkitFileId({ ...first }));
  });
});

describe('spotColors', () => {
  it("should write the colour spaces pdfkit's addSpotColor writes, each listed on the page", async () => {
    const colors = [
      ['CutContour', LINE_STYLES.cut.stroke],
      ['Odd (name) #1/2', '#336699'],
      ['Crease', LINE_STYLES.crease.stroke],
    ] as const;
    const file = (register: (internals: PdfKitInternals) => void) => {
      const pdf = new CollectedPdf({ autoFirstPage: false, font: NO_FONT, compress: false, info: {} });
      const done = pdf.bytes();
      pdf.addPage({ size: [100, 100], margin: 0 });
      register(pdf as unknown as PdfKitInternals);
      pdf.end();
      return done.then((bytes) =>
        Buffer.from(bytes)
          .toString('latin1')
          .replace(/\(D:\d+Z\)/g, '(D)'),
      );
    };
    const theirs = await file((internals) => {
      for (const [name, hex] of colors) internals.addSpotColor(name, ...cmykOf(hex));
    });
    const ours = await file((internals) => {
      const spot = spotColors(internals);
      for (const [name, hex] of colors) expect(spot(name, hex)).toBe(spot(name, '#000000'));
    });
    expect(ours.replace(/\/ID \[<\w+> <\w+>\]/, '')).toBe(theirs.replace(/\/ID \[<\w+> <\w+>\]/, ''));
    expect(ours).toContain('/Separation /Odd#20#28name#29#20#231#2F2 /DeviceCMYK');
    expect(ours).toMatch(/\/ColorSpace <<\n\/CS0 \d+ 0 R\n\/CS1 \d+ 0 R\n\/CS2 \d+ 0 R\n>>/);
  });
});

describe('tracePath', () => {
  const page = { pageX: (x: number) => x * 2.5 + 10, pageY: (y: number) => 400 - y * 2.5 };
  const traceOf = (draw: (content: PdfContent) => void) => {
    const content = new PdfContent(400);
    draw(content);
    return Buffer.from(content.bytes()).toString('latin1');
  };
  const traced = (segments: Segment[]) => traceOf((content) => tracePath(content, page, segments));

  it('should trace each arc as the Bézier pieces of at most 30 degrees that splitArc cuts it into', () => {
    const center = { x: 12.5, y: -3.25 };
    for (const sweep of [0.5, 29.9999999, 30, 30.0000001, 45, 90, 179.9, 180, 270, 359.5, 360]) {
      for (const clockwise of [false, true]) {
        const segment = arc(center, 7.125, 17.5, 17.5 + (clockwise ? -sweep : sweep), clockwise);
        // each piece as its own arc, each written in full: the curves must be the same numbers
        const content = new PdfContent(400);
        const start = segmentStart(segment);
        content.moveTo(page.pageX(start.x), page.pageY(start.y));
        for (const piece of splitArc(segment, 30)) {
          const a0 = (piece.startAngle * Math.PI) / 180;
          const a1 = (piece.endAngle * Math.PI) / 180;
          const h = (4 / 3) * Math.tan((a1 - a0) / 4) * piece.radius;
          const [x0, y0] = [center.x + piece.radius * Math.cos(a0), center.y + piece.radius * Math.sin(a0)];
          const [x3, y3] = [center.x + piece.radius * Math.cos(a1), center.y + piece.radius * Math.sin(a1)];
          content.curveTo(
            page.pageX(x0 - h * Math.sin(a0)),
            page.pageY(y0 + h * Math.cos(a0)),
            page.pageX(x3 + h * Math.sin(a1)),
            page.pageY(y3 - h * Math.cos(a1)),
            page.pageX(x3),
            page.pageY(y3),
          );
        }
        expect(traced([segment])).toBe(Buffer.from(content.bytes()).toString('latin1'));
      }
    }
  });

  it('should trace lines moved as it goes exactly as the same lines moved first', () => {
    const center = { x: 112.5, y: -3.25 };
    const segments: Segment[] = [
      line({ x: 100.1, y: 7.3 }, { x: 110.7, y: 9.9 }),
      arc(center, 7.125, 17.5, 160.25),
      arc(center, 3.3, 200, 95.5, true),
      line({ x: 0.3, y: -0.7 }, { x: 1e-3, y: 250.123456 }),
    ];
    for (const [originX, originY, scale] of [
      [0, 0, 1],
      [95.123, -12.5, 1],
      [-4.75, 33.3, 1 / 25.4],
    ] as const) {
      const moved = segments.map((segment) => movedSegment(segment, originX, originY, scale));
      const traced = traceOf((content) => tracePath(content, page, segments, { originX, originY, scale }));
      expect(traced).toBe(traceOf((content) => tracePath(content, page, moved)));
      expect(traced.match(/ c\n/g)?.length).toBeGreaterThan(4);
    }
  });

  it('should move only where a segment starts more than 1e-9 from where the last ended', () => {
    const moves = (gap: [number, number]) => {
      const first = line({ x: 0, y: 0 }, { x: 10, y: 5 });
      const second = line({ x: 10 + gap[0], y: 5 + gap[1] }, { x: 20, y: 0 });
      return traced([first, second]).match(/ m\n/g)?.length;
    };
    expect(moves([0, 0])).toBe(1);
    expect(moves([6e-10, 6e-10])).toBe(1);
    expect(moves([8e-10, -8e-10])).toBe(2);
    expect(moves([0, 1.5e-9])).toBe(2);
    expect(moves([3, 0])).toBe(2);
  });
});

/** The bytes of every embedded TrueType font program (FontFile2 stream) of an uncompressed PDF. */
function embeddedFontFiles(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/FontFile2 (\d+) 0 R/g)].map(([, id]) => {
    const start = text.indexOf('stream\n', text.indexOf(`\n${id} 0 obj`)) + 'stream\n'.length;
    return text.slice(start, text.indexOf('\nendstream', start));
  });
}

/** Every stream of a PDF in file order, inflated where it is deflated. */
function streamsOf(pdf: Uint8Array): Array<{ deflated: boolean; data: string }> {
  const text = Buffer.from(pdf).toString('latin1');
  return [...text.matchAll(/\d+ 0 obj\n(<<[\s\S]*?>>)\nstream\n/g)].map((match) => {
    const dictionary = match[1] as string;
    const start = (match.index ?? 0) + match[0].length;
    const bytes = Buffer.from(
      text.slice(start, start + Number(dictionary.match(/\/Length (\d+)/)?.[1])),
      'latin1',
    );
    const deflated = dictionary.includes('/FlateDecode');
    return { deflated, data: (deflated ? inflateSync(bytes) : bytes).toString('latin1') };
  });
}
