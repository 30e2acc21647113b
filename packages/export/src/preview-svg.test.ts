import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partsLayout, sampleValues, TEMPLATES } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { windowGraph } from './__testing__/parse-back';
import { renderPreviewSvg } from './preview-svg';

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), '__golden__', 'previews');
const UPDATE = process.env.DIECUT_UPDATE_GOLDEN === '1';

describe('renderPreviewSvg', () => {
  for (const template of TEMPLATES) {
    it(`should render the preview of ${template.id} (${template.name}) as its golden file`, () => {
      const parts = template.build(sampleValues(template));
      // a multi-part template shows every piece side by side
      const [part] = parts;
      const svg = renderPreviewSvg(
        parts.length > 1 ? partsLayout(parts) : (part?.graph ?? expect.fail('no part')),
      );
      const file = join(GOLDEN, `${template.id}.svg`);
      if (UPDATE || !existsSync(file)) {
        if (!UPDATE) expect.fail(`missing golden file ${file}; run with DIECUT_UPDATE_GOLDEN=1`);
        mkdirSync(GOLDEN, { recursive: true });
        writeFileSync(file, svg);
      }
      expect(svg).toBe(readFileSync(file, 'utf8'));
    });
  }

  it('should draw each line type in its own style and flip y for the screen', () => {
    const template = TEMPLATES[0] ?? expect.fail('empty catalog');
    const [part] = template.build(sampleValues(template));
    const svg = renderPreviewSvg(part?.graph ?? expect.fail('no part'));
    expect(svg).toMatch(/data-line-type="cut"[^>]*stroke="#e4002b"/);
    expect(svg).toMatch(/data-line-type="crease"[^>]*stroke-dasharray="4 2"/);
    // the body sits above y = 0 on the sheet, so on screen it lies at negative y
    const viewBox = svg.match(/viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/);
    expect(Number(viewBox?.[2])).toBeLessThan(0);
  });

  it('should tint window film patches, under the lines, and none on a piece without a window', () => {
    const svg = renderPreviewSvg(windowGraph());
    const film = [...svg.matchAll(/<polygon data-layer="film" points="([^"]*)"/g)].map((m) => m[1]);
    expect(film).toEqual(['27,-37 93,-37 93,-83 27,-83']);
    expect(svg.indexOf('data-layer="film"')).toBeLessThan(svg.indexOf('data-line-type="cut"'));
    const template = TEMPLATES[0] ?? expect.fail('empty catalog');
    const [part] = template.build(sampleValues(template));
    expect(renderPreviewSvg(part?.graph ?? expect.fail('no part'))).not.toContain('data-layer="film"');
  });

  it('should mark a highlighted dimension and nothing for an unknown one', () => {
    const template = TEMPLATES[0] ?? expect.fail('empty catalog');
    const graph = template.build(sampleValues(template))[0]?.graph ?? expect.fail('no part');
    expect(renderPreviewSvg(graph, { highlight: 'height' })).toContain('data-dimension="height"');
    expect(renderPreviewSvg(graph, { highlight: 'nothing' })).not.toContain('data-dimension');
  });
});
