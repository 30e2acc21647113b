import { readdirSync } from 'node:fs';
import { TEMPLATES } from '@diecut/geometry';
import { UNITS } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityProblems, attributes, formFields, startTags, textOfId } from '../../test/html-checks';
import { createTestApp } from '../../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

/** Pages are public: every request here goes without a key. */
const get = (path: string) => harness.request(path, { key: null });
const post = (id: string, fields: URLSearchParams | Record<string, string>) =>
  harness.request(`/templates/${id}/dieline`, {
    key: null,
    method: 'POST',
    body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
  });

async function page(path: string, status = 200): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html; charset=UTF-8/i);
  expect(response.headers.get('content-security-policy'), path).toContain("default-src 'none'");
  return response.text();
}

/** The template page's own form as a browser would submit it, with some fields changed. */
async function formOf(id: string, changes: Record<string, string | null> = {}, unit = 'mm') {
  const fields = formFields(await page(`/templates/${id}?unit=${unit}`));
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) fields.delete(name);
    else fields.set(name, value);
  }
  return fields;
}

describe('GET /templates', () => {
  it('should show every template by category and group with its preview, name, id and code', async () => {
    harness = createTestApp();
    const html = await page('/templates');
    expect(textOfId(html, 'category-cartons')).toBe('Cartons');
    expect(textOfId(html, 'group-cartons_tuck_end_boxes')).toBe('Tuck End Boxes');
    for (const template of TEMPLATES) {
      expect(html).toContain(`<a href="/templates/${template.id}">${template.name}</a>`);
      expect(html).toContain(`<code>${template.id}</code>`);
      expect(html).toContain(`src="/images/templates/${template.id}/preview.svg"`);
      if (template.standardCode) expect(html).toContain(template.standardCode);
    }
    expect(html).toContain(`${TEMPLATES.length} templates`);
  });

  it('should search by text and filter by group, keeping the search in the field', async () => {
    harness = createTestApp();
    const html = await page('/templates?q=A55.20');
    expect(html).toContain('1 template match “A55.20”');
    expect(html).toContain('href="/templates/becf-12001"');
    expect(html).not.toContain('href="/templates/becf-11001"');
    expect(attributes(startTags(html, 'input').find((tag) => tag.includes('id="q"')) ?? '').value).toBe(
      'A55.20',
    );
    const sleeves = await page('/templates?group=cartons_standard_boxes');
    expect(sleeves).toContain('href="/templates/becf-15001"');
    expect(sleeves).not.toContain('href="/templates/becf-11001"');
    const nothing = await page(`/templates?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(nothing).toContain('0 templates match “&lt;script&gt;alert(1)&lt;/script&gt;”');
    expect(nothing).not.toContain('<script>');
  });
});

describe('GET /templates/{id}', () => {
  it('should show the preview, the variables with defaults and ranges, the variants and the form', async () => {
    harness = createTestApp();
    const html = await page('/templates/becf-11001');
    expect(textOfId(html, 'preview-title')).toBe('Preview');
    expect(html).toContain('<h1>Reverse Tuck End Box</h1>');
    expect(html).toContain('ECMA A20.20.03.01');
    expect(html).toContain('src="/images/templates/becf-11001/preview.svg"');
    // the variables table: default and range in mm
    expect(html).toMatch(
      /<code>top_tuck_flap<\/code><\/th>\s*<td>[^<]+<\/td><td>15 mm<\/td><td>8 to 80 mm<\/td>/,
    );
    expect(html).toMatch(/<code>length<\/code> <span class="muted">\(required\)<\/span><\/th>/);
    expect(html).toContain('href="/images/templates/becf-11001/variables/top_tuck_flap.svg"');
    // variants by rel, to their pages
    expect(html).toContain('<a href="/templates/becf-11002">Add a top postal lock</a>');
    expect(html).toContain('<a href="/templates/becf-11007">Change the flap: Angled tuck with slit lock</a>');
    expect(html).toContain('link rel <code>change_dust_flap</code>');
    // the form: unit, format, a text field per length, a checkbox per flag, overflow_margin as a length
    expect(html).toContain(
      '<form id="dieline-form" method="post" action="/templates/becf-11001/dieline" novalidate>',
    );
    const fields = formFields(html);
    expect(fields.get('unit')).toBe('mm');
    expect(fields.get('format')).toBe('pdf');
    expect(fields.get('top_tuck_flap')).toBe('15');
    expect(fields.get('dimension_texts')).toBe('true');
    expect(fields.has('overflow')).toBe(false);
    expect(fields.get('overflow_margin')).toBe('3');
    const typeOf = (name: string) =>
      attributes(startTags(html, 'input').find((tag) => tag.includes(`name="${name}"`)) ?? '').type;
    expect([
      typeOf('length'),
      typeOf('overflow_margin'),
      typeOf('overflow'),
      typeOf('dimension_texts'),
    ]).toEqual(['text', 'text', 'checkbox', 'checkbox']);
  });

  it('should show sizes in inches with ?unit=in', async () => {
    harness = createTestApp();
    const html = await page('/templates/becf-11001?unit=in');
    expect(html).toMatch(/<td>0\.5625 in<\/td><td>0\.315 to 3\.1496 in<\/td>/);
    const fields = formFields(html);
    expect(fields.get('unit')).toBe('in');
    expect(fields.get('top_tuck_flap')).toBe('0.5625');
    expect(html).toContain('<a href="/templates/becf-11001?unit=mm">Show them in millimetres (mm)</a>');
    // an unknown unit shows millimetres
    expect(formFields(await page('/templates/becf-11001?unit=cm')).get('unit')).toBe('mm');
  });

  it('should answer an unknown template with a 404 page', async () => {
    harness = createTestApp();
    const html = await page('/templates/becf-99999', 404);
    expect(html).toContain('<h1>Template not found</h1>');
    expect(html).toContain('<code>becf-99999</code>');
    const escaped = await page(`/templates/${encodeURIComponent('<b>x</b>')}`, 404);
    expect(escaped).toContain('<code>&lt;b&gt;x&lt;/b&gt;</code>');
  });

  it('should link the catalog and template pages from the template resource', async () => {
    harness = createTestApp();
    const html = await page('/templates');
    const hrefs = [...html.matchAll(/href="(\/templates\/becf-[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(new Set(hrefs).size).toBe(TEMPLATES.length);
    for (const href of new Set(hrefs)) expect((await get(href)).status, href).toBe(200);
  });
});

describe('POST /templates/{id}/dieline', () => {
  it('should answer the dieline file as a download in each format', async () => {
    harness = createTestApp();
    const cases = [
      { format: 'pdf', type: 'application/pdf', start: '%PDF-' },
      { format: 'svg', type: 'image/svg+xml', start: '<' },
      { format: 'dxf', type: 'image/vnd.dxf', start: '0' },
    ];
    for (const { format, type, start } of cases) {
      const response = await post(
        'becf-11001',
        await formOf('becf-11001', { format, length: '80', width: '30', height: '120' }),
      );
      expect(response.status, format).toBe(200);
      expect(response.headers.get('content-type'), format).toBe(type);
      expect(response.headers.get('content-disposition'), format).toBe(
        `attachment; filename="reverse-tuck-end-box.${format}"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(Number(response.headers.get('content-length')));
      expect(body.subarray(0, 8).toString('latin1').trimStart().startsWith(start), format).toBe(true);
    }
    // nothing is stored: the form is not an account's dieline
    const stored = readdirSync(harness.dataDir, { recursive: true }).map(String);
    expect(stored.filter((name) => /\.(pdf|svg|dxf)$/.test(name))).toEqual([]);
  });

  it('should make a valid file from every template page as first shown, in both units', async () => {
    harness = createTestApp();
    for (const template of TEMPLATES) {
      for (const unit of UNITS) {
        const response = await post(template.id, await formOf(template.id, { format: 'svg' }, unit));
        expect(response.status, `${template.id} ${unit}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
      }
    }
  });

  it('should show the form again with the entered values and a suggestion next to the field', async () => {
    harness = createTestApp();
    const response = await post(
      'becf-11001',
      await formOf('becf-11001', { top_tuck_flap: '2', length: '80.5' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<title>Error: Reverse Tuck End Box (becf-11001) · Diecut</title>');
    expect(textOfId(html, 'var-top_tuck_flap-error')).toBe(
      "Error: Variable 'top_tuck_flap' must be at least 8 mm. Suggested: 8 mm.",
    );
    const input = attributes(
      startTags(html, 'input').find((tag) => tag.includes('id="var-top_tuck_flap"')) ?? '',
    );
    expect(input.value).toBe('2');
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']).toBe('var-top_tuck_flap-hint var-top_tuck_flap-error');
    expect(formFields(html).get('length')).toBe('80.5');
    expect(html).toContain(
      '<a href="#var-top_tuck_flap">Variable &#39;top_tuck_flap&#39; must be at least 8 mm.</a>',
    );
    expect(accessibilityProblems(html)).toEqual([]);
  });

  it('should suggest in the unit of the form, and a swap next to the first of the two fields', async () => {
    harness = createTestApp();
    const inches = await post('becf-11001', await formOf('becf-11001', { top_tuck_flap: '0.1' }, 'in'));
    expect(inches.status).toBe(400);
    const inchesHtml = await inches.text();
    expect(textOfId(inchesHtml, 'var-top_tuck_flap-error')).toContain('Suggested: 0.375 in.');
    expect(formFields(inchesHtml).get('unit')).toBe('in');

    const swapped = await post('becf-11001', await formOf('becf-11001', { length: '30', width: '80' }));
    expect(swapped.status).toBe(400);
    const swappedHtml = await swapped.text();
    expect(textOfId(swappedHtml, 'var-length-error')).toContain('Suggested: swap length and width.');
  });

  it('should keep what cannot be read, escaped, and put errors without a field at the top', async () => {
    harness = createTestApp();
    const response = await post(
      'becf-11001',
      await formOf('becf-11001', { length: '"><script>x</script>', unit: 'cm', format: 'exe', height: '' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h3 id="errors-title">The dieline could not be made</h3>');
    expect(html).toContain(
      'Invalid &#39;unit&#39;. Valid &#39;unit&#39; values are &#39;mm&#39; and &#39;in&#39;.',
    );
    expect(html).toContain('Invalid &#39;format&#39;.');

    const fixedUnit = await post('becf-11001', await formOf('becf-11001', { length: 'abc', height: '' }));
    const fixedHtml = await fixedUnit.text();
    expect(fixedUnit.status).toBe(400);
    expect(textOfId(fixedHtml, 'var-length-error')).toBe(
      "Error: Variable 'length' must be a length: a number in mm.",
    );
    expect(textOfId(fixedHtml, 'var-height-error')).toBe("Error: Variable 'height' is required.");
    expect(formFields(fixedHtml).get('length')).toBe('abc');
  });

  it('should read a decimal comma and treat an unchecked box as off', async () => {
    harness = createTestApp();
    const fields = await formOf('becf-11001', { length: '80,5', format: 'svg', dimension_texts: null });
    const response = await post('becf-11001', fields);
    expect(response.status).toBe(200);
    const svg = await response.text();
    const withTexts = await post('becf-11001', await formOf('becf-11001', { length: '80,5', format: 'svg' }));
    expect(svg.length).toBeLessThan((await withTexts.text()).length);
  });

  it('should refuse other media types, oversized forms and unknown templates', async () => {
    harness = createTestApp();
    const json = await harness.request('/templates/becf-11001/dieline', {
      key: null,
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect(json.headers.get('content-type')).toMatch(/^text\/html/);
    const large = await post('becf-11001', { unit: 'mm', format: 'pdf', length: '1'.repeat(20_000) });
    expect(large.status).toBe(413);
    const unknown = await post('becf-99999', { unit: 'mm', format: 'pdf' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>Template not found</h1>');
  });
});

describe('catalog page accessibility', () => {
  it('should label every field, describe every image and keep headings in order', async () => {
    harness = createTestApp();
    const pages = [
      '/templates',
      '/templates?q=tuck',
      '/templates/becf-11001',
      '/templates/becf-16001?unit=in',
    ];
    for (const path of pages) expect(accessibilityProblems(await page(path)), path).toEqual([]);
    for (const template of TEMPLATES) {
      expect(accessibilityProblems(await page(`/templates/${template.id}`)), template.id).toEqual([]);
    }
    expect(accessibilityProblems(await page('/templates/becf-00000', 404))).toEqual([]);
  });

  it('should catch what it is meant to catch', () => {
    const bad = `<html><head><title>t</title></head><body><h2>x</h2><h1>a</h1><h1>b</h1><h4>c</h4>
<img src="a.svg"><img src="b.svg" alt=""><input id="x" name="x"><select id="y"></select><label for="y">Y</label></body></html>`;
    expect(accessibilityProblems(bad)).toEqual([
      'no label for <input id="x" name="x">',
      'no alt text on <img src="a.svg">',
      'no alt text on <img src="b.svg" alt="">',
      'h1 count is not 1: 2,1,1,4',
      'the first heading is not h1: 2,1,1,4',
      'h1 then h4',
      'no lang on <html>',
    ]);
  });
});

describe('GET /templates/{id}/preview.json', () => {
  /** The preview of the tuck end box at these sizes, as the page's script asks for it. */
  const preview = (fields: Record<string, string>) =>
    get(`/templates/becf-11001/preview.json?${new URLSearchParams({ unit: 'mm', ...fields })}`);
  const viewBoxWidth = (svg: string) => Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1]);

  it('should answer the flat blank and the folded box at the sizes typed', async () => {
    harness = createTestApp();
    const narrow = await preview({ length: '60', width: '40', height: '120' });
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get('cache-control')).toBe('no-store');
    const body = await narrow.json();
    expect(body.svg).toMatch(/^<svg[\s>]/);
    expect(body.description).toMatchObject({ format: 'diecut-mockup', version: 1, artwork: {} });
    expect(body.description.scene.parts[0].panels.map((panel: { id: string }) => panel.id)).toContain(
      'front',
    );
    // 40 mm longer twice over (front and back): the blank is about 80 mm wider
    const wide = await (await preview({ length: '100', width: '40', height: '120' })).json();
    expect(viewBoxWidth(wide.svg) - viewBoxWidth(body.svg)).toBeCloseTo(80, 0);
  });

  it('should say why sizes cannot be drawn, by field, with the suggestion', async () => {
    harness = createTestApp();
    const response = await preview({ length: '60', width: '40', height: 'tall' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toContainEqual(expect.objectContaining({ variable: 'height' }));
    const swapped = await (await preview({ length: '40', width: '60', height: '120' })).json();
    expect(swapped.errors[0].suggestion).toMatch(/swap/i);
    expect((await get('/templates/becf-99999/preview.json?unit=mm')).status).toBe(404);
  });

  it('should load the viewer and the preview script on the template page, from this origin only', async () => {
    harness = createTestApp();
    const response = await get('/templates/becf-11001');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|https?:/);
    const text = await response.text();
    const scripts = [...text.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const src of scripts) {
      const script = await get(src);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/^text\/javascript/);
    }
    expect(text).toContain('data-preview-url="/templates/becf-11001/preview.json"');
  });

  it('should count previews per client and answer 429 past the minute', async () => {
    harness = createTestApp({ publicPreviewLimitPerMinute: 2 });
    for (let i = 0; i < 2; i++)
      expect((await preview({ length: '60', width: '40', height: '120' })).status).toBe(200);
    expect((await preview({ length: '60', width: '40', height: '120' })).status).toBe(429);
  });
});
