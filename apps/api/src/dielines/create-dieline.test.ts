import { dielineFileName } from '@diecut/export/file-names';
import {
  blankArea,
  blankBounds,
  findTemplate,
  line,
  type PanelGraph,
  type TemplateDefinition,
  validateTemplateVariables,
} from '@diecut/geometry';
import { DiecutError } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-app';
import { storedKeys } from '../storage/__testing__/stored-files';
import { LocalStorage } from '../storage/local-storage';
import { Urls } from '../urls';
import { createDieline } from './create-dieline';

let storage: LocalStorage | undefined;
afterEach(async () => {
  await storage?.close();
});

describe('createDieline', () => {
  it('should refuse area for a template outside Cartons and Corrugated Cardboards, and store nothing', async () => {
    storage = new LocalStorage(tempDataDir());
    const carton = findTemplate('becf-11001') as TemplateDefinition;
    const rigid: TemplateDefinition = {
      ...carton,
      id: 'becf-90001',
      group: { id: 'hard_cardboards_test', name: 'Test', category: 'Hard Cardboards' },
    };
    const request = {
      format: 'svg' as const,
      area: true,
      variables: { unit: 'mm' as const, length: 100, width: 50, height: 150 },
    };
    const attempt = createDieline({
      template: rigid,
      request,
      ownerId: 'acct_a',
      storage,
      urls: new Urls('http://x.test'),
    });
    await expect(attempt).rejects.toBeInstanceOf(DiecutError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      errors: [{ message: expect.stringMatching(/Hard Cardboards/) }],
    });
    // without area the same template makes its dieline
    const made = await createDieline({
      template: rigid,
      request: { ...request, area: false },
      ownerId: 'acct_a',
      storage,
      urls: new Urls('http://x.test'),
      now: new Date('2026-11-23T12:00:00Z'),
    });
    expect(made.created_at).toBe('2026-11-23T12:00:00.000Z');
    expect(made.url).toBe(`http://x.test/files/${made.id}/reverse-tuck-end-box.svg`);
    expect((await storage.getRecord('dieline', made.id, 'acct_a'))?.data).toEqual(made);
  });

  it('should refuse sizes whose dieline breaks a manufacturing rule, and write no file', async () => {
    const dataDir = tempDataDir();
    storage = new LocalStorage(dataDir);
    const carton = findTemplate('becf-11001') as TemplateDefinition;
    // a template whose drawing puts a second knife half a millimetre above the back wall's bottom edge
    const faulty: TemplateDefinition = {
      ...carton,
      build: (values) =>
        carton.build(values).map((part) => ({
          ...part,
          graph: {
            ...part.graph,
            cuts: [
              ...part.graph.cuts,
              {
                kind: 'slit' as const,
                panel: 'back',
                segments: [line({ x: 20, y: 0.5 }, { x: 60, y: 0.5 })],
              },
            ],
          },
        })),
    };
    const attempt = createDieline({
      template: faulty,
      request: { format: 'pdf', variables: { unit: 'mm', length: 100, width: 50, height: 150 } },
      ownerId: 'acct_a',
      storage,
      urls: new Urls('http://x.test'),
    });
    // the service's refusal, the rule as its code (the API answers it 400, see the error handler)
    await expect(attempt).rejects.toMatchObject({
      name: 'Refusal',
      reason: 'design-rules',
      problems: [{ code: 'knife_gap', message: expect.stringMatching(/knife_gap/) }],
    });
    expect(storedKeys(dataDir)).toEqual([]);
  });

  it('should write every part of a multi-part template side by side in one file', async () => {
    storage = new LocalStorage(tempDataDir());
    const carton = findTemplate('becf-15001') as TemplateDefinition;
    // a two-piece template: the sleeve and a second copy of it as another piece of board
    const twoPiece: TemplateDefinition = {
      ...carton,
      id: 'becf-90002',
      build: (values) => {
        const [sleeve] = carton.build(values);
        return sleeve ? [sleeve, { ...sleeve, name: 'second' }] : [];
      },
    };
    const made = await createDieline({
      template: twoPiece,
      request: { format: 'svg', area: true, variables: { unit: 'mm', length: 100, width: 50, height: 150 } },
      ownerId: 'acct_a',
      storage,
      urls: new Urls('http://x.test'),
    });
    const [part] = carton.build(
      validateTemplateVariables(carton, { length: 100, width: 50, height: 150 }, 'mm'),
    );
    const one = blankBounds(part?.graph as PanelGraph);
    const blob = await storage.readBlob(`${made.id}/${dielineFileName(twoPiece, 'svg')}`);
    const svg = new TextDecoder().decode(blob?.data);
    // two blanks and the 10 mm between them, plus the page margin either side
    const pageWidth = 2 * (one.maxX - one.minX) + 10 + 2 * 10;
    expect(Number(svg.match(/width="([\d.]+)mm"/)?.[1])).toBeCloseTo(pageWidth, 3);
    expect(Number(made.area?.value)).toBeCloseTo(2 * blankArea(part?.graph as PanelGraph), 1);
  });

  it('should give the greyboard caliper of a rigid box as the material of its file', async () => {
    storage = new LocalStorage(tempDataDir());
    const template = findTemplate('becf-31001') as TemplateDefinition;
    const made = await createDieline({
      template,
      request: {
        format: 'cf2',
        variables: { unit: 'mm', length: 200, width: 150, height: 60, board_thickness: 2.5 },
      },
      ownerId: 'acct_a',
      storage,
      urls: new Urls('http://x.test'),
    });
    const blob = await storage.readBlob(`${made.id}/${dielineFileName(template, 'cf2')}`);
    expect(new TextDecoder().decode(blob?.data)).toContain('Material: greyboard 2.5 mm');
  });

  it('should warn of a piece larger than its machine sheet, in the answer, the record and the PDF header', async () => {
    storage = new LocalStorage(tempDataDir());
    const slotted = findTemplate('becf-21101') as TemplateDefinition;
    const make = (length: number) =>
      createDieline({
        template: slotted,
        request: {
          format: 'pdf' as const,
          variables: { unit: 'mm' as const, length, width: 500, height: 400, flute: 'E' },
        },
        ownerId: 'acct_a',
        storage: storage as LocalStorage,
        urls: new Urls('http://x.test'),
      });
    // a 0201 at 1500 mm in E flute is a blank over 3 m long
    const large = await make(1500);
    expect(large.warnings).toEqual([expect.stringMatching(/larger than the 2800 x 1600 mm machine sheet/)]);
    const stored = await storage.getRecord<typeof large>('dieline', large.id, 'acct_a');
    expect(stored?.data.warnings).toEqual(large.warnings);
    const small = await make(600);
    expect(small.warnings).toBeUndefined();
  });
});
