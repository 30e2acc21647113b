import { UnitSchema, ValidationErrorBodySchema } from '@diecut/schema';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from '../../test/test-app';
import { handleError } from './error-handler';
import { jsonBodyLimit, readJsonBody } from './json-body';

const BodySchema = z.object({ unit: UnitSchema, size: z.number().positive() });

function echoApp(limit = 200) {
  const app = new Hono();
  app.post('/echo', jsonBodyLimit(limit), async (c) => c.json(await readJsonBody(c, BodySchema)));
  app.onError((error, c) => handleError(error, c, pino({ level: 'silent' })));
  return app;
}

const post = (app: Hono, body: string, contentType = 'application/json') =>
  app.request('/echo', { method: 'POST', body, headers: { 'Content-Type': contentType } });

describe('readJsonBody', () => {
  it('should pass a valid body through', async () => {
    const response = await post(echoApp(), '{"unit":"mm","size":3}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unit: 'mm', size: 3 });
  });

  it('should accept a charset on the content type', async () => {
    const response = await post(echoApp(), '{"unit":"mm","size":3}', 'application/json; charset=utf-8');
    expect(response.status).toBe(200);
  });

  it('should answer malformed JSON with 400', async () => {
    const response = await post(echoApp(), '{"unit":"mm",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON in request body.' });
  });

  it('should answer another content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await post(echoApp(), '{"unit":"mm","size":3}', type);
      expect(response.status, type).toBe(415);
      expect((await readJson(response)).message).toContain('application/json');
    }
  });

  it('should answer a body over the limit with 413 before parsing it', async () => {
    const response = await post(echoApp(100), JSON.stringify({ unit: 'mm', size: 3, pad: 'x'.repeat(500) }));
    expect(response.status).toBe(413);
    expect((await readJson(response)).message).toContain('100 bytes');
  });

  it('should answer a declared length over the limit with 413, and read a body within it', async () => {
    const request = (body: string, length: number) =>
      echoApp(100).request('/echo', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(length) },
      });
    const small = JSON.stringify({ unit: 'mm', size: 3 });
    expect((await request(small, Buffer.byteLength(small))).status).toBe(200);
    const large = JSON.stringify({ unit: 'mm', size: 3, pad: 'x'.repeat(500) });
    const refused = await request(large, Buffer.byteLength(large));
    expect(refused.status).toBe(413);
    expect((await readJson(refused)).message).toContain('100 bytes');
  });

  it('should count a body of unknown length (chunked) as it arrives and refuse it past the limit', async () => {
    const chunked = (parts: string[]) =>
      echoApp(100).request('/echo', {
        method: 'POST',
        body: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
            controller.close();
          },
        }),
        headers: { 'Content-Type': 'application/json' },
        duplex: 'half',
      } as RequestInit);
    expect((await chunked(['{"unit":"mm",', '"size":3}'])).status).toBe(200);
    expect((await chunked(['{"unit":"mm","size":3,', `"pad":"${'x'.repeat(200)}"}`])).status).toBe(413);
  });

  it('should answer an invalid body with the validation shape, one error per problem', async () => {
    const response = await post(echoApp(), '{"unit":"cm","size":-1}');
    expect(response.status).toBe(400);
    const body = ValidationErrorBodySchema.parse(await response.json());
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toEqual({ message: "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'." });
    expect(body.errors[1]?.message).toContain("'size'");
  });
});
