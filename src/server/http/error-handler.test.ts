import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { conflict } from './errors';

async function buildFixture() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/things',
    {
      schema: {
        body: z.object({
          title: z.string().min(5, 'Job title must be at least 5 characters'),
          count: z.number(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw conflict('You have already applied to this job.');
  });
  app.get('/boom', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  await app.ready();
  return app;
}

/** POSTs `payload` to the fixture as it is, with this content type. */
async function postRaw(payload: string, contentType: string) {
  const app = await buildFixture();
  return app.inject({ method: 'POST', url: '/things', payload, headers: { 'content-type': contentType } });
}

describe('error handler', () => {
  it('turns validation failures into 400 with field errors', async () => {
    const app = await buildFixture();
    const res = await app.inject({ method: 'POST', url: '/things', payload: { title: 'abc', count: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fieldErrors.title).toEqual(['Job title must be at least 5 characters']);
    expect(body.error.fieldErrors.count).toHaveLength(1);
    expect(body.error.message).toBe('Job title must be at least 5 characters');
  });

  it('answers invalid JSON with a readable 400', async () => {
    const res = await postRaw('{"title":', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await postRaw('a=b', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('passes typed HTTP errors through', async () => {
    const app = await buildFixture();
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'You have already applied to this job.' },
    });
  });

  it('hides the details of server errors', async () => {
    const app = await buildFixture();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
