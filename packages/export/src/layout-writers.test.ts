import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  artworkFrame,
  type Layout,
  layoutLineLengths,
  lineLengths,
  type PanelGraph,
  PanelGraphBuilder,
  partsLayout,
  rectangle,
} from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { EZDXF_PYTHON, readDxf, readPdf, readSvg, sampleGraph } from './__testing__/parse-back';
import { writeCff2 } from './cff2-writer';
import { buildDielineDocument } from './dieline-document';
import { writeDxf } from './dxf-writer';
import { writePdf } from './pdf-writer';
import { writeSvg } from './svg-writer';

function rectangleGraph(width: number, height: number): PanelGraph {
  const builder = new PanelGraphBuilder();
  builder.panel('blank', 'wall', rectangle(0, 0, width, height));
  builder.dimension('width', { x: 0, y: height / 2 }, { x: width, y: height / 2 }, width, 0);
  return builder.build('blank', 0.5);
}

/** Four 100 x 50 blanks abutting in a 2 x 2 block on a 500 x 300 sheet with margins. */
function blockOnSheet(): Layout {
  const graph = rectangleGraph(100, 50);
  const at = (x: number, y: number) => ({
    graph,
    placement: { quarterTurns: 0 as const, mirror: false, offset: { x, y } },
  });
  return {
    copies: [at(20, 30), at(120, 30), at(20, 80), at(120, 80)],
    sheet: { width: 500, height: 300, margins: { top: 10, bottom: 30, side: 20 } },
  };
}

describe('writers on a layout', () => {
  it('should draw a nesting from the sheet corner with its edge, usable area and overall sizes', () => {
    const document = buildDielineDocument(blockOnSheet());
    expect([document.width, document.height]).toEqual([500, 300]);
    expect(document.sheet?.usable).toEqual([
      { x: 20, y: 30 },
      { x: 480, y: 30 },
      { x: 480, y: 290 },
      { x: 20, y: 290 },
    ]);
    const labels = Object.fromEntries(document.dimensions.map((d) => [d.name, d.label]));
    // labels on the first copy only, plus the overall width and height of the copies
    expect(labels).toEqual({ width: '100 mm', overall_width: '200 mm', overall_height: '100 mm' });
    expect(buildDielineDocument(blockOnSheet(), { dimensionTexts: false }).dimensions).toEqual([]);
  });

  it('should cut the common lines of abutting copies once in the SVG', () => {
    const layout = blockOnSheet();
    const merged = layoutLineLengths(layout).cut as number;
    // 4 perimeters of 300 less the shared edges: 2 of 50 and 2 of 100, each cut once instead of twice
    expect(merged).toBeCloseTo(4 * 300 - (2 * 50 + 2 * 100), 6);
    const svg = readSvg(writeSvg(layout));
    expect(svg.layers.find((layer) => layer.lineType === 'cut')?.lengths).toBeCloseTo(merged, 3);
    expect(svg.layers.map((layer) => layer.id)).toContain('SHEET');
    expect(svg.viewBox.slice(2)).toEqual([520, 320]);
  });

  it('should keep a single carton written as a layout identical to the graph', () => {
    const { graph } = sampleGraph('becf-11001');
    expect(
      writeSvg({
        copies: [{ graph, placement: { quarterTurns: 0, mirror: false, offset: { x: 0, y: 0 } } }],
      }),
    ).toBe(writeSvg(graph));
    // turned a quarter and mirrored, the same knives and creases
    const turned = readSvg(
      writeSvg({ copies: [{ graph, placement: { quarterTurns: 1, mirror: true, offset: { x: 3, y: 4 } } }] }),
    );
    expect(turned.layers.find((layer) => layer.lineType === 'cut')?.lengths).toBeCloseTo(
      lineLengths(graph).cut as number,
      3,
    );
    expect(turned.layers.find((layer) => layer.lineType === 'crease')?.lengths).toBeCloseTo(
      lineLengths(graph).crease as number,
      3,
    );
  });

  it('should put the sheet on its own DXF layer and the nesting notes in the PDF header', async () => {
    const dxf = readDxf(writeDxf(blockOnSheet()));
    expect(dxf.layers.SHEET).toBeDefined();
    expect(
      dxf.entities.filter((e) => e.codes.some(([code, value]) => code === 8 && value === 'SHEET')),
    ).toHaveLength(2);
    const pdf = readPdf(
      await writePdf(blockOnSheet(), {
        compress: false,
        header: {
          templateId: 'lt_straight_grid',
          templateName: 'Straight grid',
          variables: [],
          createdAt: new Date('2026-11-23T12:00:00Z'),
          notes: ['Copies: 2 x 2 = 4    Efficiency: 13.33 %'],
        },
      }),
    );
    expect(pdf.texts.join(' ')).toContain('Copies: 2 x 2 = 4');
    expect(pdf.texts.join(' ')).toContain('Sheet size: 500 x 300 mm');
  });

  it.skipIf(!EZDXF_PYTHON)('should pass ezdxf audit with the sheet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diecut-layout-'));
    const file = join(dir, 'sheet.dxf');
    writeFileSync(file, writeDxf(blockOnSheet()));
    const out = execFileSync(EZDXF_PYTHON as string, [
      '-c',
      'import ezdxf, sys; d = ezdxf.readfile(sys.argv[1]); print(len(d.audit().errors))',
      file,
    ]).toString();
    expect(out.trim()).toBe('0');
  });
});

describe('captions of a multi-part dieline', () => {
  const parts = () =>
    partsLayout([
      { name: 'base board', graph: rectangleGraph(100, 50) },
      { name: 'lid wrap', graph: rectangleGraph(140, 80) },
    ]);

  it('should name every piece under it, and nothing for a single blank or a nesting', () => {
    const document = buildDielineDocument(parts());
    expect(document.captions.map((caption) => caption.text)).toEqual(['base board', 'lid wrap']);
    // centred under each piece: the second starts 10 mm after the first
    expect(document.captions[0]?.position.x).toBeCloseTo(50, 6);
    expect(document.captions[1]?.position.x).toBeCloseTo(110 + 70, 6);
    for (const caption of document.captions) expect(caption.position.y).toBeLessThan(0);
    expect(document.extent.minY).toBeLessThanOrEqual(Math.min(...document.captions.map((c) => c.position.y)));
    expect(buildDielineDocument(rectangleGraph(100, 50)).captions).toEqual([]);
    expect(buildDielineDocument(blockOnSheet()).captions).toEqual([]);
  });

  it('should keep the artwork frame to the pieces and their bleed, captions outside it', () => {
    const layout = parts();
    const document = buildDielineDocument(layout, { bleed: 3 });
    const frame = artworkFrame(layout, 3);
    expect(document.artwork.maxX - document.artwork.minX).toBeCloseTo(frame.width, 9);
    expect(document.artwork.maxY - document.artwork.minY).toBeCloseTo(frame.height, 9);
    expect(document.artwork.minX).toBeCloseTo(-3, 9);
    expect(document.extent.minY).toBeLessThan(document.artwork.minY);
  });

  it('should write the captions in every format', async () => {
    const layout = parts();
    expect(writeSvg(layout)).toContain('data-caption="part" ');
    expect(writeSvg(layout)).toContain('>lid wrap</text>');
    expect(writeDxf(layout)).toContain('\nbase board\n');
    expect(writeCff2(layout)).toContain('\r\nlid wrap\r\n');
    const pdf = await writePdf(layout);
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
