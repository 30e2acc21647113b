import { ErrorBodySchema } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, OTHER_DIELINES_KEY } from '../../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const form = () =>
  harness.app.request('/templates/becf-15001/dieline', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ unit: 'mm', format: 'svg', length: '100', width: '50', height: '150' }),
  });

describe('publicRateLimit', () => {
  it('should answer 429 with Retry-After once a client has used its dieline forms for the minute', async () => {
    harness = createTestApp({ publicFormLimitPerMinute: 2 });
    expect((await form()).status).toBe(200);
    expect((await form()).status).toBe(200);
    const refused = await form();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(ErrorBodySchema.parse(await refused.json()).message).toBe(
      'Too many requests, please try again later.',
    );
    // reading pages is not limited
    expect((await harness.app.request('/templates/becf-15001')).status).toBe(200);
  });
});

describe('keyRateLimit', () => {
  it('should answer 429 with Retry-After once a key has used its minute, and not count other keys', async () => {
    harness = createTestApp({ keyLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await harness.request('/dieline-template-groups')).status).toBe(200);
    const refused = await harness.request('/dieline-template-groups');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(ErrorBodySchema.parse(await refused.json()).message).toMatch(/too many/i);
    expect((await harness.request('/dieline-template-groups', { key: OTHER_DIELINES_KEY })).status).toBe(200);
    // an unknown key is refused before it is counted
    expect((await harness.request('/dieline-template-groups', { key: 'nobody' })).status).toBe(401);
  });
});
