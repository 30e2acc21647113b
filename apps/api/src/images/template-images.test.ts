import { renderPreviewSvg } from '@diecut/export';
import { findTemplate, sampleValues, type TemplateDefinition } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { TemplateImages, templateImagePath } from './template-images';

function template(id: string): TemplateDefinition {
  const found = findTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
}

/** Width and height of an SVG's viewBox, in mm of the blank. */
function viewSize(svg: string | undefined): { width: number; height: number } {
  const match = /viewBox="(\S+) (\S+) (\S+) (\S+)"/.exec(svg ?? '');
  if (!match) throw new Error('no viewBox');
  return { width: Number(match[3]), height: Number(match[4]) };
}

describe('templateImagePath', () => {
  it('should name each kind of image under the template', () => {
    expect(templateImagePath('becf-11001', { kind: 'preview' })).toBe(
      '/images/templates/becf-11001/preview.svg',
    );
    expect(templateImagePath('becf-11001', { kind: 'variable', name: 'height' })).toBe(
      '/images/templates/becf-11001/variables/height.svg',
    );
    expect(templateImagePath('becf-11001', { kind: 'feature', type: 'dust_flap' })).toBe(
      '/images/templates/becf-11001/features/dust_flap.svg',
    );
  });
});

describe('TemplateImages', () => {
  it('should render the preview of the sample blank', () => {
    const images = new TemplateImages();
    const reverseTuck = template('becf-11001');
    const [blank] = reverseTuck.build(sampleValues(reverseTuck));
    if (!blank) throw new Error('no part');
    expect(images.render(reverseTuck, { kind: 'preview' })?.svg).toBe(renderPreviewSvg(blank.graph));
  });

  it('should render each image once and keep it', () => {
    const images = new TemplateImages();
    const reverseTuck = template('becf-11001');
    const first = images.render(reverseTuck, { kind: 'variable', name: 'length' });
    expect(first?.svg).toContain('data-dimension="length"');
    expect(first?.etag).toMatch(/^"[\w-]+"$/);
    expect(images.render(reverseTuck, { kind: 'variable', name: 'length' })).toBe(first);
    expect(new TemplateImages().render(reverseTuck, { kind: 'variable', name: 'length' })).toEqual(first);
  });

  it('should have images only for variables drawn as a dimension and for declared features', () => {
    const images = new TemplateImages();
    const reverseTuck = template('becf-11001');
    for (const name of ['length', 'width', 'height', 'top_tuck_flap', 'bottom_tuck_flap', 'glue_flap']) {
      expect(images.hasImage(reverseTuck, { kind: 'variable', name }), name).toBe(true);
    }
    for (const name of ['material', 'overflow', 'overflow_margin', 'dimension_texts', 'depth']) {
      expect(images.hasImage(reverseTuck, { kind: 'variable', name }), name).toBe(false);
      expect(images.render(reverseTuck, { kind: 'variable', name }), name).toBeUndefined();
    }
    expect(images.hasImage(reverseTuck, { kind: 'feature', type: 'tuck' })).toBe(true);
    expect(images.render(reverseTuck, { kind: 'feature', type: 'hang_hole' })).toBeUndefined();
    expect(images.hasImage(template('becf-11006'), { kind: 'feature', type: 'hang_hole' })).toBe(true);
    // a snap lock bottom box has a tuck top but no tuck arrangement to show
    expect(images.hasImage(template('becf-12001'), { kind: 'feature', type: 'tuck' })).toBe(false);
  });

  it('should frame a close-up of each feature, smaller than the whole blank', () => {
    const images = new TemplateImages();
    for (const [id, type] of [
      ['becf-11001', 'flap'],
      ['becf-11001', 'tuck'],
      ['becf-11001', 'dust_flap'],
      ['becf-11006', 'hang_hole'],
      ['becf-14001', 'dust_flap'],
    ] as const) {
      const preview = viewSize(images.render(template(id), { kind: 'preview' })?.svg);
      const closeUp = viewSize(images.render(template(id), { kind: 'feature', type })?.svg);
      expect(closeUp.width * closeUp.height, `${id} ${type}`).toBeLessThan(preview.width * preview.height);
    }
  });

  it('should show one end for a flap or dust flap style, both ends for the tuck arrangement', () => {
    const images = new TemplateImages();
    const reverseTuck = template('becf-11001');
    const preview = viewSize(images.render(reverseTuck, { kind: 'preview' })?.svg);
    const flap = viewSize(images.render(reverseTuck, { kind: 'feature', type: 'flap' })?.svg);
    const dustFlap = viewSize(images.render(reverseTuck, { kind: 'feature', type: 'dust_flap' })?.svg);
    const tuck = viewSize(images.render(reverseTuck, { kind: 'feature', type: 'tuck' })?.svg);
    expect(flap.height).toBeLessThan(preview.height / 2);
    expect(dustFlap.height).toBeLessThan(preview.height / 2);
    expect(tuck.height).toBe(preview.height);
  });
});
