import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

async function withStoredFile() {
  harness = createTestApp();
  await harness.storage.saveResource(
    { id: 'di_files1', kind: 'dieline', ownerId: 'acct_x', data: {}, createdAt: new Date().toISOString() },
    [{ key: 'di_files1/reverse-tuck-end.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' }],
  );
  // something secret in the data dir, beside the files dir, that must never be served
  writeFileSync(path.join(harness.dataDir, 'secret.json'), '{"secret":true}');
}

describe('GET /files/{id}/{name}', () => {
  it('should serve a stored file with its content type, a readable name and immutable caching', async () => {
    await withStoredFile();
    const response = await harness.app.request('/files/di_files1/reverse-tuck-end.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="reverse-tuck-end.svg"');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('should answer 404 for a file that does not exist', async () => {
    await withStoredFile();
    for (const route of [
      '/files/di_files1/other.svg',
      '/files/di_none/reverse-tuck-end.svg',
      '/files/di_files1/reverse-tuck-end.exe',
    ]) {
      const response = await harness.app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.json()).toEqual({ message: 'Resource cannot be found' });
    }
  });

  it('should never serve anything outside the files dir', async () => {
    await withStoredFile();
    const attempts = [
      '/files/../secret.json',
      '/files/di_files1/../../secret.json',
      '/files/%2e%2e/secret.json',
      '/files/di_files1/%2e%2e%2f%2e%2e%2fsecret.json',
      '/files/di_files1/..%2F..%2Fsecret.json',
      '/files/..%2F..%2F/secret.json',
      '/files/%2Fetc/passwd.json',
      '/files/di_files1/%2Fetc%2Fpasswd.json',
      '/files//etc/passwd.json',
      '/files/di_files1/..%5C..%5Csecret.json',
      '/files/di_files1/.%2e/secret.json',
      '/files/di_files1/%00secret.json',
      '/files/di_files1/..',
      '/files/..%252F/secret.json',
      '/files/C:%5Csecret.json/x.json',
    ];
    for (const route of attempts) {
      const response = await harness.app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });
});
