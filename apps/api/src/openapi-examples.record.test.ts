import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { twoColourPng } from '../test/artwork-files';
import { createTestApp, DIMENSIONS_KEY, PUBLIC_URL } from '../test/test-app';
import { DEFAULT_ARTWORK_MAX_BYTES } from './app';
import { accountFullError } from './http/error-handler';
import { AccountStorageLimitError } from './storage/storage';

/**
 * Records the examples of the OpenAPI document (`packages/schema/src/openapi-examples.ts`) from a
 * real conversation with the API, so every example is an answer the server gave: run with
 * `DIECUT_RECORD_EXAMPLES=1` after a change of the answers, then `biome check --write` the file.
 * Long lists are cut to their first items. Skipped otherwise; `openapi-examples.test.ts` in the
 * schema package holds the recorded examples to the schemas.
 */
const RECORD = process.env.DIECUT_RECORD_EXAMPLES === '1';
const TARGET = path.resolve(import.meta.dirname, '../../../packages/schema/src/openapi-examples.ts');
const EXAMPLE_URL = 'https://diecut.example.com';

// biome-ignore lint/suspicious/noExplicitAny: recorded JSON, cut by hand below
type Json = any;

describe('OpenAPI examples', () => {
  it.skipIf(!RECORD)('should record every example from the answers of a live conversation', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-02T03:04:05.000Z') });
    const harness = createTestApp();
    const limited = createTestApp({ keyLimitPerMinute: 1 });
    const tight = createTestApp({ jsonBodyLimitBytes: 1024 * 1024 });
    try {
      const send = async (
        pathname: string,
        init: RequestInit & { key?: string | null; json?: unknown } = {},
        on = harness,
      ): Promise<Json> => {
        const { json, ...rest } = init;
        const response = await on.request(
          pathname,
          json === undefined
            ? rest
            : {
                ...rest,
                method: rest.method ?? 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(json),
              },
        );
        return response.json();
      };
      const operations: Record<string, { request?: Json; response: Json }> = {};
      // 400s with a list of problems, by the family of operations that answers them
      const validation: Record<string, Json> = {};
      const record = (id: string, response: Json, request?: Json) => {
        operations[id] = request === undefined ? { response } : { request, response };
      };

      const groups = await send('/dieline-template-groups');
      groups.dieline_template_group_list.dieline_template_groups.splice(4);
      record('listDielineTemplateGroups', groups);
      record('listDielineTemplates', await send('/dieline-templates?q=0201&per_page=2'));
      record('readDielineTemplate', await send('/dieline-templates/mm/becf-11001'));
      record('readDielineTemplateDimensions', await send('/dimensions/becf-23201', { key: DIMENSIONS_KEY }));
      const parts = { unit: 'mm', variables: { length: 200, width: 150, height: 60 } };
      record(
        'calculateDielineParts',
        await send('/dimensions/becf-23201/parts', { key: DIMENSIONS_KEY, json: parts }),
        parts,
      );
      validation.parts = await send('/dimensions/becf-23201/parts', {
        key: DIMENSIONS_KEY,
        json: { unit: 'mm', variables: { length: 5, width: 150, height: 60 } },
      });
      const create = {
        format: 'pdf',
        area: true,
        variables: { unit: 'mm', length: 80, width: 30, height: 120, dimension_type: 'inside' },
      };
      const created = await send('/dieline-templates/becf-11001/dielines', { json: create });
      record('createDieline', created, create);
      const dielineId: string = created.dieline.id;
      record('readDieline', await send(`/dielines/${dielineId}`));

      const templates = await send(`/dielines/${dielineId}/nesting-templates`);
      const list = templates.nesting_template_list;
      list.nesting_templates.splice(2);
      list.total = list.nesting_templates.length;
      const kept = new Set(list.nesting_templates.map((template: Json) => template.id));
      record('listNestingTemplates', templates);
      const sheet = { variables: { unit: 'mm', sheet_width: 700, sheet_height: 500, sheet_margin_side: 10 } };
      const efficiencies = await send(`/dielines/${dielineId}/nesting-template-efficiencies`, {
        json: sheet,
      });
      const found = efficiencies.nesting_template_efficiencies;
      found.nesting_templates = found.nesting_templates.filter((template: Json) => kept.has(template.id));
      found.efficiencies = Object.fromEntries(
        Object.entries(found.efficiencies).filter(([id]) => kept.has(id)),
      );
      record('calculateNestingTemplateEfficiencies', efficiencies, sheet);
      validation.nestings = await send(`/dielines/${dielineId}/nesting-template-efficiencies`, {
        json: { variables: { unit: 'mm', sheet_width: 0 } },
      });
      const nest = { format: 'pdf', variables: { unit: 'mm', sheet_width: 700, sheet_height: 500 } };
      const nesting = await send(`/dielines/${dielineId}/nestings/lt_straight_grid`, { json: nest });
      record('createNesting', nesting, nest);
      record('readNesting', await send(`/dielines/${dielineId}/nestings/${nesting.nesting.id}`));
      record('listNestings', await send(`/dielines/${dielineId}/nestings?limit=1`));

      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'tea-box.png');
      form.set('name', 'Tea box');
      const mockup = await send(`/dielines/${dielineId}/3d-mockups`, { method: 'POST', body: form });
      record('createMockup', mockup, {
        file: '(binary: tea-box.png)',
        name: 'Tea box',
        outside_design: 'true',
      });
      const mockupPath = `/dielines/${dielineId}/3d-mockups/${mockup['3d_mockup'].id}`;
      record('readMockup', await send(mockupPath));
      const update = new FormData();
      update.set('substrate', 'kraft_brown');
      update.set('scene_background_color', '#f0f0f0');
      record('updateMockup', await send(mockupPath, { method: 'PUT', body: update }), {
        substrate: 'kraft_brown',
        scene_background_color: '#f0f0f0',
      });
      const badSubstrate = new FormData();
      badSubstrate.set('substrate', 'gold_leaf');
      validation.mockups = await send(mockupPath, { method: 'PUT', body: badSubstrate });
      record('listMockups', await send(`/dielines/${dielineId}/3d-mockups?limit=1`));
      const description = await send(`/3d/${mockup['3d_mockup'].id}/description.json`, { key: null });
      // the viewer's scene: every part, its first panels and folds
      for (const part of description.scene.parts)
        for (const value of Object.values(part)) if (Array.isArray(value)) value.splice(2);
      record('deleteMockup', await send(mockupPath, { method: 'DELETE' }));
      // a second dieline, so that the first page of one has a next
      await send('/dieline-templates/becf-11001/dielines', { json: { ...create, format: 'svg' } });
      record('listDielines', await send('/dielines?limit=1&dieline_template_id=becf-11001'));
      record('deleteDieline', await send(`/dielines/${dielineId}`, { method: 'DELETE' }));

      // the errors, each as some request of the kind got it
      const refused = { format: 'svg', variables: { unit: 'mm', length: 5, width: 900, height: 120 } };
      await send('/dieline-template-groups', {}, limited);
      const errors: Record<string, Json> = {
        400: await send('/dieline-templates/cm/becf-11001'),
        401: await send('/dieline-template-groups', { key: null }),
        403: await send('/dieline-template-groups', { key: DIMENSIONS_KEY }),
        404: await send('/dieline-templates/mm/becf-00000'),
        409: {
          message: accountFullError(new AccountStorageLimitError(104857600, 104790016, 120448)).message,
        },
        413: await send(
          '/dieline-templates/becf-11001/dielines',
          { json: { ...refused, padding: 'x'.repeat(1024 * 1024) } },
          tight,
        ),
        415: await send('/dieline-templates/becf-11001/dielines', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: 'x',
        }),
        429: await send('/dieline-template-groups', {}, limited),
        503: { message: 'The server is busy drawing other files: try again in a few seconds.' },
      };
      validation.dielines = await send('/dieline-templates/becf-11001/dielines', { json: refused });
      // the mockup operations' own 413 and 415, for a form
      const tightDieline = await send('/dieline-templates/becf-11001/dielines', { json: create }, tight);
      const tooLarge = new FormData();
      tooLarge.set(
        'file',
        new Blob([new Uint8Array(DEFAULT_ARTWORK_MAX_BYTES + 1)], { type: 'image/png' }),
        'a.png',
      );
      const mockups = `/dielines/${tightDieline.dieline.id}/3d-mockups`;
      errors.form413 = await send(mockups, { method: 'POST', body: tooLarge }, tight);
      errors.form415 = await send(mockups, { json: {} }, tight);
      const examples = {
        operations,
        validation,
        errors,
        health: await send('/healthz', { key: null }),
        mockupDescription: description,
      };
      const text = JSON.stringify(examples, null, 2).replaceAll(PUBLIC_URL, EXAMPLE_URL);
      writeFileSync(
        TARGET,
        `/**
 * Examples of the OpenAPI document: answers the API gave in a recorded conversation (and the requests
 * that got them), lists cut to their first items. Recorded by \`apps/api/src/openapi-examples.record.test.ts\`
 * (\`DIECUT_RECORD_EXAMPLES=1\`); \`openapi-examples.test.ts\` holds them to the schemas.
 */
export const RECORDED_EXAMPLES = ${text};
`,
      );
      execFileSync('npx', ['biome', 'format', '--write', TARGET], { cwd: path.dirname(TARGET) });
      expect(Object.keys(operations).length).toBeGreaterThan(10);
    } finally {
      vi.useRealTimers();
      await harness.cleanup();
      await limited.cleanup();
      await tight.cleanup();
    }
  });
});
