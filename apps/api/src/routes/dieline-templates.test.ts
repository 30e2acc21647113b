import { TEMPLATES } from '@diecut/geometry';
import {
  DielineTemplateGroupListResponseSchema,
  DielineTemplateListResponseSchema,
  DielineTemplateResponseSchema,
  ErrorBodySchema,
  UNITS,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIELINES_KEY, DIMENSIONS_KEY, PUBLIC_URL, readJson } from '../../test/test-app';

const INVALID_UNIT = "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.";
let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

describe('GET /dieline-template-groups', () => {
  it('should list the groups of the catalog in the interface shape', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-template-groups');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = DielineTemplateGroupListResponseSchema.parse(await response.json());
    expect(body.dieline_template_group_list.type).toBe('dieline_template_group_list');
    expect(body.dieline_template_group_list.dieline_template_groups).toContainEqual({
      type: 'dieline_template_group',
      id: 'cartons_tuck_end_boxes',
      name: 'Tuck End Boxes',
      category: 'Cartons',
    });
  });

  it("should list the hosted service's 28 groups, in its categories and with its ids, empty ones included", async () => {
    harness = createTestApp();
    const { dieline_template_group_list: list } = DielineTemplateGroupListResponseSchema.parse(
      await (await harness.request('/dieline-template-groups')).json(),
    );
    const groups = list.dieline_template_groups;
    expect(groups).toHaveLength(28);
    const byCategory = (category: string) => groups.filter((group) => group.category === category);
    expect([byCategory('Cartons').length, byCategory('Corrugated Cardboards').length]).toEqual([16, 7]);
    expect(byCategory('Hard Cardboards').map((group) => group.id)).toEqual([
      'hard_cardboards_covered_solid_board_boxes',
      'hard_cardboards_boxes_with_hinged_lid',
      'hard_cardboards_binders',
      'hard_cardboards_swatch_cards',
      'hard_cardboards_display_materials',
    ]);
    const prefixes = {
      Cartons: 'cartons_',
      'Corrugated Cardboards': 'corrugated_cardboards_',
      'Hard Cardboards': 'hard_cardboards_',
    };
    for (const group of groups)
      expect(group.id.startsWith(prefixes[group.category as keyof typeof prefixes])).toBe(true);
    expect(groups.find((group) => group.id === 'cartons_carton_bags_pillows')?.name).toBe(
      'Carton Bags & Pillows',
    );
    // a group still without a template is listed, and filtering on it answers an empty page
    const empty = await harness.request('/dieline-templates?group=cartons_tags');
    expect(empty.status).toBe(200);
  });

  it('should file the FEFCO styles under the service groups and keep their codes searchable', async () => {
    harness = createTestApp();
    const list = async (query: string) =>
      DielineTemplateListResponseSchema.parse(
        await (await harness.request(`/dieline-templates${query}`)).json(),
      ).dieline_template_list.dieline_templates;
    const standard = await list('?group=corrugated_cardboards_standard_boxes&per_page=100');
    expect(standard.map((template) => template.standard_code)).toEqual(
      expect.arrayContaining(['FEFCO 0201', 'FEFCO 0202', 'FEFCO 0203', 'FEFCO 0204']),
    );
    expect((await list('?q=0427')).map((template) => template.group.id)).toEqual([
      'corrugated_cardboards_tuck_end_boxes',
    ]);
    expect((await list('?q=0320')).map((template) => template.group.id)).toEqual([
      'corrugated_cardboards_special_boxes',
    ]);
  });
});

describe('GET /dieline-templates/{unit}/{id}', () => {
  it('should read the reverse tuck end with its variables in mm', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-templates/mm/becf-11001');
    expect(response.status).toBe(200);
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    expect(template.id).toBe('becf-11001');
    expect(template.group.id).toBe('cartons_tuck_end_boxes');
    expect(template.standard_code).toBe('ECMA A20.20.03.01');
    const names = template.variables.map((variable) => variable.name);
    expect(names).toEqual(expect.arrayContaining(['length', 'width', 'height', 'material', 'top_tuck_flap']));
    const length = template.variables.find((variable) => variable.name === 'length');
    expect(length).toMatchObject({ data_type: 'length', required: true });
    expect(length?.default_value).toBeUndefined();
    const tuck = template.variables.find((variable) => variable.name === 'top_tuck_flap');
    expect(tuck?.default_value).toEqual({ value: 15, unit: 'mm' });
    const overflow = template.variables.find((variable) => variable.name === 'overflow');
    expect(overflow?.allowed_values).toEqual([true, false, 0, 1]);
    expect(overflow?.children.map((child) => child.name)).toEqual(['overflow_margin']);
    expect(template.links).toContainEqual({
      rel: 'self',
      href: 'http://diecut.test/dieline-templates/mm/becf-11001',
      method: 'GET',
    });
  });

  it('should express lengths in inches when asked for in', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-templates/in/becf-11001');
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    const tuck = template.variables.find((variable) => variable.name === 'top_tuck_flap');
    // a default in inches sits on a sixteenth: 15 mm is 9/16 in, not 0.5906 in
    expect(tuck?.default_value).toEqual({ value: 0.5625, unit: 'in' });
    const width = template.variables.find((variable) => variable.name === 'width');
    expect(width?.minimum_value).toEqual({ value: 0.5906, unit: 'in' });
  });

  it('should answer 404 with the interface message for an unknown template', async () => {
    harness = createTestApp();
    for (const id of ['becf-99999', 'not-a-template', 'becf-11001x']) {
      const response = await harness.request(`/dieline-templates/mm/${id}`);
      expect(response.status).toBe(404);
      expect(ErrorBodySchema.parse(await response.json())).toEqual({ message: 'Resource cannot be found' });
    }
  });

  it('should answer 400 with the interface message for a bad unit', async () => {
    harness = createTestApp();
    for (const unit of ['cm', 'MM', 'inch']) {
      const response = await harness.request(`/dieline-templates/${unit}/becf-11001`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: INVALID_UNIT });
    }
  });
});

describe('GET /dimensions/{id}', () => {
  it('should read the template in mm by default with the dimensions key', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-11001', { key: DIMENSIONS_KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('Dimensions-Api-Version')).toBe('1.0');
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    const material = template.variables.find((variable) => variable.name === 'material');
    expect(material?.default_value).toEqual({ value: 0.5, unit: 'mm' });
  });

  it('should convert to inches with ?unit=in', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-11001?unit=in', { key: DIMENSIONS_KEY });
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    const glue = template.variables.find((variable) => variable.name === 'glue_flap');
    expect(glue?.default_value).toEqual({ value: 0.5625, unit: 'in' });
  });

  it('should reject a bad unit and an unknown template', async () => {
    harness = createTestApp();
    const badUnit = await harness.request('/dimensions/becf-11001?unit=cm', { key: DIMENSIONS_KEY });
    expect(badUnit.status).toBe(400);
    expect(await badUnit.json()).toEqual({ message: INVALID_UNIT });
    const emptyUnit = await harness.request('/dimensions/becf-11001?unit=', { key: DIMENSIONS_KEY });
    expect(emptyUnit.status).toBe(400);
    const unknown = await harness.request('/dimensions/becf-00000', { key: DIMENSIONS_KEY });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Resource cannot be found' });
  });
});

describe('dieline template images and links', () => {
  const image = (path: string) => `http://diecut.test/images/templates/${path}`;

  it('should show a preview, an image per dimensioned variable and a close-up per feature', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-templates/mm/becf-11001');
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    expect(template.images).toEqual([{ type: 'svg', url: image('becf-11001/preview.svg') }]);
    const variable = (name: string) => template.variables.find((v) => v.name === name);
    expect(variable('length')?.image).toEqual({ type: 'svg', url: image('becf-11001/variables/length.svg') });
    expect(variable('top_tuck_flap')?.image?.url).toBe(image('becf-11001/variables/top_tuck_flap.svg'));
    expect(variable('glue_flap')?.image?.url).toBe(image('becf-11001/variables/glue_flap.svg'));
    // no dimension line draws the board thickness or a flag
    expect(variable('material')?.image).toBeUndefined();
    expect(variable('overflow')?.image).toBeUndefined();
    expect(template.flap).toEqual({
      type: 'flap',
      id: 'rounded_slit_lock',
      image: image('becf-11001/features/flap.svg'),
    });
    expect(template.tuck).toEqual({
      type: 'tuck',
      id: 'reverse_tuck',
      image: image('becf-11001/features/tuck.svg'),
    });
    expect(template.dust_flap?.id).toBe('shoulder');
    expect(template.hang_hole).toBeUndefined();
  });

  it('should show only the features a template declares', async () => {
    harness = createTestApp();
    const read = async (id: string) =>
      DielineTemplateResponseSchema.parse(await (await harness.request(`/dieline-templates/mm/${id}`)).json())
        .dieline_template;
    const hanger = await read('becf-11006');
    expect(hanger.hang_hole).toEqual({
      type: 'hang_hole',
      id: 'euro_slot',
      image: image('becf-11006/features/hang_hole.svg'),
    });
    const sleeve = await read('becf-15001');
    expect([sleeve.flap, sleeve.tuck, sleeve.dust_flap, sleeve.hang_hole]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(sleeve.images).toHaveLength(1);
  });

  it('should link every variant in the unit asked for, naming flap and dust flap changes', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-templates/in/becf-11001');
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    const href = (id: string) => `http://diecut.test/dieline-templates/in/${id}`;
    expect(template.links).toEqual([
      { rel: 'self', href: href('becf-11001'), method: 'GET' },
      { rel: 'web', href: 'http://diecut.test/templates/becf-11001', method: 'GET' },
      { rel: 'add_top_postal_lock', href: href('becf-11002'), method: 'GET' },
      { rel: 'add_top_thumb_cut', href: href('becf-11004'), method: 'GET' },
      { rel: 'add_hanger_tab', href: href('becf-11006'), method: 'GET' },
      { rel: 'add_bottom_postal_lock', href: href('becf-11003'), method: 'GET' },
      { rel: 'add_bottom_thumb_cut', href: href('becf-11005'), method: 'GET' },
      { rel: 'change_flap', href: href('becf-11007'), method: 'GET', name: 'Angled tuck with slit lock' },
      {
        rel: 'change_flap',
        href: href('becf-11008'),
        method: 'GET',
        name: 'Rounded tuck with friction lock',
      },
      { rel: 'change_dust_flap', href: href('becf-11009'), method: 'GET', name: 'Rounded' },
    ]);
  });

  it('should keep the links of GET /dimensions under /dimensions, for the dimensions key', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-11009?unit=in', { key: DIMENSIONS_KEY });
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    expect(template.links).toEqual([
      { rel: 'self', href: 'http://diecut.test/dimensions/becf-11009?unit=in', method: 'GET' },
      { rel: 'web', href: 'http://diecut.test/templates/becf-11009', method: 'GET' },
      {
        rel: 'change_dust_flap',
        href: 'http://diecut.test/dimensions/becf-11001?unit=in',
        method: 'GET',
        name: 'Shoulder with taper',
      },
    ]);
    expect(template.images[0]?.url).toBe(image('becf-11009/preview.svg'));
  });

  it('should answer 200 at every image and link of every template, in both units and both families', async () => {
    harness = createTestApp();
    const families = [
      { key: DIELINES_KEY, path: (unit: string, id: string) => `/dieline-templates/${unit}/${id}` },
      { key: DIMENSIONS_KEY, path: (unit: string, id: string) => `/dimensions/${id}?unit=${unit}` },
    ];
    const local = (url: string) => {
      expect(url.startsWith(PUBLIC_URL), url).toBe(true);
      return url.slice(PUBLIC_URL.length);
    };
    const imagesSeen = new Set<string>();
    const pagesSeen = new Set<string>();
    let links = 0;
    for (const family of families) {
      for (const unit of UNITS) {
        for (const { id } of TEMPLATES) {
          const response = await harness.request(family.path(unit, id), { key: family.key });
          expect(response.status, family.path(unit, id)).toBe(200);
          const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
          for (const link of template.links) {
            if (link.rel === 'web') {
              // the catalog page is public: no key, HTML, the same page in either family and unit
              expect(link.href).toBe(`${PUBLIC_URL}/templates/${id}`);
              if (!pagesSeen.has(link.href)) {
                pagesSeen.add(link.href);
                const page = await harness.request(local(link.href), { key: null });
                expect(page.status, link.href).toBe(200);
                expect(page.headers.get('content-type'), link.href).toMatch(/^text\/html/);
                expect(await page.text(), link.href).toContain(`<code>${id}</code>`);
              }
              links++;
              continue;
            }
            const target = await harness.request(local(link.href), { key: family.key });
            expect(target.status, `${id} ${link.rel} ${link.href}`).toBe(200);
            const linked = DielineTemplateResponseSchema.parse(await target.json()).dieline_template;
            if (link.rel === 'self') expect(linked.id).toBe(id);
            else expect(linked.id, link.href).not.toBe(id);
            links++;
          }
          const imageUrls = [
            ...template.images.map((i) => i.url),
            ...template.variables.flatMap((v) => [v, ...v.children]).flatMap((v) => v.image?.url ?? []),
            ...[template.flap, template.tuck, template.dust_flap, template.hang_hole].flatMap(
              (feature) => feature?.image ?? [],
            ),
          ];
          for (const url of imageUrls) {
            if (imagesSeen.has(url)) continue;
            imagesSeen.add(url);
            const svg = await harness.request(local(url), { key: null });
            expect(svg.status, url).toBe(200);
            expect(svg.headers.get('content-type'), url).toBe('image/svg+xml');
            expect(await svg.text(), url).toMatch(/^<svg [^>]*viewBox="[^"]+"/);
          }
        }
      }
    }
    expect(links).toBeGreaterThan(4 * TEMPLATES.length);
    expect(pagesSeen.size).toBe(TEMPLATES.length);
    // a preview each, at least the six dimensions of a carton, and the features
    expect(imagesSeen.size).toBeGreaterThan(TEMPLATES.length * 5);
  });
});

describe('GET /dieline-templates', () => {
  /** A page of the list by its query (`?q=...`) or by a whole path. */
  const list = async (query: string) => {
    const response = await harness.request(query.startsWith('/') ? query : `/dieline-templates${query}`);
    expect(response.status, query).toBe(200);
    return DielineTemplateListResponseSchema.parse(await response.json()).dieline_template_list;
  };
  const ids = (page: { dieline_templates: Array<{ id: string }> }) => page.dieline_templates.map((t) => t.id);
  const params = (href: string | undefined) => Object.fromEntries(new URL(href ?? '').searchParams);

  it('should list the first page of the catalog in catalog order, each template as a summary', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-templates');
    expect(response.status).toBe(200);
    expect(response.headers.get('Dielines-Api-Version')).toBe('1.0');
    const page = DielineTemplateListResponseSchema.parse(await response.json()).dieline_template_list;
    expect(page).toMatchObject({
      type: 'dieline_template_list',
      page: 1,
      per_page: 20,
      total: TEMPLATES.length,
    });
    expect(ids(page)).toEqual(TEMPLATES.slice(0, 20).map((t) => t.id));
    expect(page.dieline_templates[0]).toEqual({
      type: 'dieline_template_summary',
      id: 'becf-11001',
      name: 'Reverse Tuck End Box',
      standard_code: 'ECMA A20.20.03.01',
      group: {
        type: 'dieline_template_group',
        id: 'cartons_tuck_end_boxes',
        name: 'Tuck End Boxes',
        category: 'Cartons',
      },
      images: [{ type: 'svg', url: 'http://diecut.test/images/templates/becf-11001/preview.svg' }],
      links: [
        { rel: 'self', href: 'http://diecut.test/dieline-templates/mm/becf-11001', method: 'GET' },
        { rel: 'web', href: 'http://diecut.test/templates/becf-11001', method: 'GET' },
      ],
    });
    expect(page.links.map((link) => link.rel)).toEqual(['self', 'next']);
    expect(params(page.links[0]?.href)).toEqual({ unit: 'mm', page: '1', per_page: '20' });
    expect(params(page.links[1]?.href)).toEqual({ unit: 'mm', page: '2', per_page: '20' });
  });

  it('should filter by group, by category (any case) and by text over name, id and standard code', async () => {
    harness = createTestApp();
    const tuckEnd = await list('?group=cartons_tuck_end_boxes&per_page=100');
    // the reverse and straight tuck end families (9 each), and any further tuck end styles
    expect(tuckEnd.total).toBeGreaterThanOrEqual(18);
    expect(tuckEnd.total).toBe(TEMPLATES.filter((t) => t.group.id === 'cartons_tuck_end_boxes').length);
    expect(tuckEnd.dieline_templates.every((t) => t.group.id === 'cartons_tuck_end_boxes')).toBe(true);
    const cartons = TEMPLATES.filter((t) => t.group.category === 'Cartons');
    expect((await list('?category=cartons&per_page=100')).total).toBe(cartons.length);
    const corrugated = await list('?category=corrugated%20cardboards&per_page=100');
    expect(corrugated.total).toBeGreaterThanOrEqual(12);
    expect(corrugated.dieline_templates.every((t) => t.group.category === 'Corrugated Cardboards')).toBe(
      true,
    );
    expect(ids(await list('?category=Hard%20Cardboards&per_page=100'))).toEqual(
      TEMPLATES.filter((t) => t.group.category === 'Hard Cardboards').map((t) => t.id),
    );
    expect(ids(await list('?q=becf-13001'))).toEqual(['becf-13001']);
    expect(ids(await list('?q=A55.20'))).toEqual(['becf-12001']);
    expect(ids(await list('?q=A20.20.01&per_page=100'))).toEqual(TEMPLATES.slice(9, 18).map((t) => t.id));
    // the snap lock box first, then any other style on a snap lock bottom (a gable box)
    const snapLock = ids(await list('?q=snap%20lock'));
    expect(snapLock[0]).toBe('becf-12001');
    for (const id of snapLock) {
      const template = TEMPLATES.find((t) => t.id === id);
      expect([template?.name ?? '', ...(template?.tags ?? [])].join(' ').toLowerCase(), id).toContain(
        'snap lock',
      );
    }
    // every tray of the catalog, by name, group or tag, in catalog order
    const trays = ids(await list('?q=tray&per_page=100'));
    expect(trays).toEqual(expect.arrayContaining(['becf-16001', 'becf-16002', 'becf-24211']));
    expect(trays).toEqual(
      TEMPLATES.filter((t) =>
        [t.name, t.group.name, ...t.tags].some((text) => text.toLowerCase().includes('tray')),
      ).map((t) => t.id),
    );
    expect(ids(await list('?q=FEFCO%200427'))).toEqual(['becf-24271']);
    expect(ids(await list('?q=postal%20straight'))).toEqual(['becf-11102', 'becf-11103']);
    // a FEFCO code finds its style, whichever joint it is closed with
    expect(ids(await list('?q=0201'))).toEqual(['becf-21101', 'becf-21102', 'becf-21103']);
    expect((await list('?q=regular%20slotted')).dieline_templates[0]?.standard_code).toBe('FEFCO 0201');
    expect(ids(await list('?group=cartons_standard_boxes&q=tuck'))).toEqual([]);
    // empty filters filter nothing
    expect((await list('?q=&group=&category=')).total).toBe(TEMPLATES.length);
  });

  it('should page through the matches with next and prev links that keep the filters', async () => {
    harness = createTestApp();
    const seen: string[] = [];
    let href: string | undefined = `${PUBLIC_URL}/dieline-templates?unit=in&q=tuck%20box&per_page=4`;
    let pages = 0;
    while (href) {
      const page = await list(href.slice(PUBLIC_URL.length));
      pages++;
      expect(page.per_page).toBe(4);
      expect(page.dieline_templates.length).toBeLessThanOrEqual(4);
      expect(page.dieline_templates[0]?.links[0]?.href).toMatch(/\/dieline-templates\/in\/becf-/);
      const rels = page.links.map((link) => link.rel);
      expect(rels.includes('prev')).toBe(page.page > 1);
      for (const link of page.links) expect(params(link.href)).toMatchObject({ unit: 'in', q: 'tuck box' });
      seen.push(...ids(page));
      href = page.links.find((link) => link.rel === 'next')?.href;
    }
    const all = await list('?q=tuck%20box&per_page=100');
    expect(seen).toEqual(ids(all));
    expect(pages).toBe(Math.ceil(all.total / 4));

    // the page after the last, however large the catalog grows
    const past = await list(`?per_page=10&page=${Math.ceil(TEMPLATES.length / 10) + 1}`);
    expect(past.dieline_templates).toEqual([]);
    expect(past.total).toBe(TEMPLATES.length);
    expect(past.links.map((link) => link.rel)).toEqual(['self', 'prev']);
    expect(params(past.links[1]?.href).page).toBe(String(Math.ceil(TEMPLATES.length / 10)));
  });

  it('should answer 400 with a clear message for a bad page, page size or unit', async () => {
    harness = createTestApp();
    const cases: Array<[string, string]> = [
      ['?per_page=101', "Invalid 'per_page'. 'per_page' must be a whole number from 1 to 100."],
      ['?per_page=0', "Invalid 'per_page'. 'per_page' must be a whole number from 1 to 100."],
      ['?per_page=2.5', "Invalid 'per_page'. 'per_page' must be a whole number from 1 to 100."],
      ['?per_page=', "Invalid 'per_page'. 'per_page' must be a whole number from 1 to 100."],
      ['?page=0', "Invalid 'page'. 'page' must be a whole number of at least 1."],
      ['?page=-1', "Invalid 'page'. 'page' must be a whole number of at least 1."],
      ['?page=1e3', "Invalid 'page'. 'page' must be a whole number of at least 1."],
      ['?page=two', "Invalid 'page'. 'page' must be a whole number of at least 1."],
      ['?page=99999999999999999999', "Invalid 'page'. 'page' must be a whole number of at least 1."],
      ['?unit=cm', INVALID_UNIT],
      ['?unit=', INVALID_UNIT],
    ];
    for (const [query, message] of cases) {
      const response = await harness.request(`/dieline-templates${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ message });
    }
  });

  it('should be guarded like the other template routes: dielines key, then the version header', async () => {
    harness = createTestApp();
    const anonymous = await harness.request('/dieline-templates', { key: null });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthorized' });
    const otherKind = await harness.request('/dieline-templates?q=tuck', { key: DIMENSIONS_KEY });
    expect(otherKind.status).toBe(403);
    expect(await otherKind.json()).toEqual({ message: 'Forbidden' });
    const version = await harness.request('/dieline-templates', {
      headers: { 'Dielines-Api-Version': '2.0' },
    });
    expect(version.status).toBe(400);
    expect((await readJson(version)).message).toContain('Supported versions: 1.0');
    const v1 = await harness.request('/dieline-templates', { headers: { 'Dielines-Api-Version': '1.0' } });
    expect(v1.status).toBe(200);
  });

  it('should link every summary to its template and its catalog page', async () => {
    harness = createTestApp();
    // a page holds at most 100: read the catalog page by page
    const summaries: Awaited<ReturnType<typeof list>>['dieline_templates'] = [];
    for (let n = 1; n <= Math.ceil(TEMPLATES.length / 100); n++)
      summaries.push(...(await list(`?per_page=100&page=${n}&unit=in`)).dieline_templates);
    expect(ids({ dieline_templates: summaries })).toEqual(TEMPLATES.map((t) => t.id));
    for (const summary of summaries) {
      const [self, web] = summary.links;
      const full = await harness.request((self?.href ?? '').slice(PUBLIC_URL.length));
      const { dieline_template: template } = DielineTemplateResponseSchema.parse(await full.json());
      expect(template.id).toBe(summary.id);
      expect(template.name).toBe(summary.name);
      expect(template.images).toEqual(summary.images);
      expect(template.links).toContainEqual(web);
    }
  });
});
