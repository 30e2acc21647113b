import { findTemplate, type TemplateDefinition } from '@diecut/geometry';
import { DiecutError } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-app';
import { LocalStorage } from '../storage/local-storage';
import { Urls } from '../urls';
import { createDieline } from './create-dieline';

let storage: LocalStorage | undefined;
afterEach(() => storage?.close());

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
    expect(storage.getRecord('dieline', made.id, 'acct_a')?.data).toEqual(made);
  });
});
