import { DiecutError } from '@diecut/schema';
import { describe, expect, it } from 'vitest';
import { type FormLimits, readFormParts } from './form-parts';

const BOUNDARY = 'form-parts-test';

const LIMITS: FormLimits = {
  maxParts: 8,
  maxFiles: 1,
  maxFieldBytes: 16,
  maxFileBytes: 64,
  fileTooLarge: () => new DiecutError(413, 'file too large'),
  keepFiles: ['file'],
  what: 'a test form',
};

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${bytes}\r\n`;
const END = `--${BOUNDARY}--\r\n`;

/** A body handed over in chunks of `chunkBytes`, counting how many chunks the reader took. */
function chunked(text: string, chunkBytes = 1024) {
  const bytes = new TextEncoder().encode(text);
  const counter = { pulled: 0, total: Math.ceil(bytes.byteLength / chunkBytes) };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const start = counter.pulled * chunkBytes;
      if (start >= bytes.byteLength) return controller.close();
      counter.pulled++;
      controller.enqueue(bytes.slice(start, start + chunkBytes));
    },
  });
  return { body, counter };
}

function multipart(text: string, chunkBytes?: number) {
  const { body, counter } = chunked(text, chunkBytes);
  const request = new Request('http://x/', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, counter };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DiecutError);
  const { status, message } = error as DiecutError;
  return { status, message };
}

describe('readFormParts', () => {
  it('should read text fields and the bytes of a kept file, in order', async () => {
    const { request } = multipart(field('name', 'Box') + file('file', 'PNGDATA') + field('x', '') + END);
    const parts = await readFormParts(request, LIMITS);
    expect(parts).toEqual([
      { kind: 'field', name: 'name', value: 'Box', tooLong: false },
      { kind: 'file', name: 'file', bytes: new TextEncoder().encode('PNGDATA') },
      { kind: 'field', name: 'x', value: '', tooLong: false },
    ]);
    // a fresh array of its own, not a view of a shared buffer
    const bytes = (parts[1] as { bytes: Uint8Array }).bytes;
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(7);
  });

  it('should take as many parts as the limit allows, and stop at the first one past it without reading on', async () => {
    const atLimit = multipart(Array.from({ length: 8 }, (_, i) => field(`f${i}`, 'v')).join('') + END);
    expect(await readFormParts(atLimit.request, LIMITS)).toHaveLength(8);

    const many = multipart(Array.from({ length: 355_000 }, (_, i) => field(`f${i}`, '')).join('') + END);
    expect(await refusal(readFormParts(many.request, LIMITS))).toEqual({
      status: 400,
      message: 'Too many form fields: a test form takes at most 8 fields and files.',
    });
    // the ninth part sits in the first kilobyte: the stream asks for one chunk ahead of the reader,
    // and the other 16,000-odd were never asked for
    expect(many.counter.total).toBeGreaterThan(10_000);
    expect(many.counter.pulled).toBeLessThanOrEqual(2);
  });

  it('should count file parts among the parts, and refuse a second file', async () => {
    const nine = multipart(
      Array.from({ length: 8 }, (_, i) => field(`f${i}`, 'v')).join('') + file('file', 'x') + END,
    );
    expect((await refusal(readFormParts(nine.request, LIMITS))).message).toMatch(/at most 8 fields/);
    const two = multipart(file('file', 'a') + file('other', 'b') + END);
    expect(await refusal(readFormParts(two.request, LIMITS))).toEqual({
      status: 400,
      message: 'Too many files: a test form takes at most 1 file part.',
    });
  });

  it("should answer the caller's refusal for a file over its limit as it streams, and take one at the limit", async () => {
    const atLimit = multipart(file('file', 'a'.repeat(64)) + END);
    const parts = await readFormParts(atLimit.request, LIMITS);
    expect((parts[0] as { bytes: Uint8Array }).bytes.byteLength).toBe(64);
    const over = multipart(file('file', 'a'.repeat(100_000)) + END, 1024);
    expect(await refusal(readFormParts(over.request, LIMITS))).toEqual({
      status: 413,
      message: 'file too large',
    });
    // the stream asks for one chunk ahead of the reader: two of the hundred were taken
    expect(over.counter.total).toBe(98);
    expect(over.counter.pulled).toBeLessThanOrEqual(2);
  });

  it('should skip the bytes of a file it does not keep and mark a field over the size limit', async () => {
    const { request } = multipart(
      file('other', 'b'.repeat(50)) + field('a', 'x'.repeat(16)) + field('b', 'x'.repeat(17)) + END,
    );
    expect(await readFormParts(request, LIMITS)).toEqual([
      { kind: 'file', name: 'other' },
      { kind: 'field', name: 'a', value: 'x'.repeat(16), tooLong: false },
      { kind: 'field', name: 'b', value: 'x'.repeat(17), tooLong: true },
    ]);
  });

  it('should read a urlencoded form under the same limits', async () => {
    const form = (body: string) =>
      new Request('http://x/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect(await readFormParts(form('name=Box+A&substrate='), LIMITS)).toEqual([
      { kind: 'field', name: 'name', value: 'Box A', tooLong: false },
      { kind: 'field', name: 'substrate', value: '', tooLong: false },
    ]);
    const eight = Array.from({ length: 8 }, (_, i) => `f${i}=v`).join('&');
    expect(await readFormParts(form(eight), LIMITS)).toHaveLength(8);
    const many = Array.from({ length: 355_000 }, (_, i) => `f${i}=`).join('&');
    expect((await refusal(readFormParts(form(many), LIMITS))).message).toBe(
      'Too many form fields: a test form takes at most 8 fields and files.',
    );
  });

  it('should answer 400 for a form without its boundary, cut short or with a broken part header', async () => {
    const malformed = { status: 400, message: 'Malformed form data in request body.' };
    const noBoundary = new Request('http://x/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: field('a', 'b') + END,
    });
    expect(await refusal(readFormParts(noBoundary, LIMITS))).toEqual(malformed);
    expect(await refusal(readFormParts(multipart(field('a', 'b')).request, LIMITS))).toEqual(malformed);
    const broken = multipart(`--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nx\r\n${END}`);
    expect(await refusal(readFormParts(broken.request, LIMITS))).toEqual(malformed);
    const empty = new Request('http://x/', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(await refusal(readFormParts(empty, LIMITS))).toEqual(malformed);
  });
});
