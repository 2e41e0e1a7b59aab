import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers';

describe('GET /api/operator', () => {
  it('answers null when no operator is configured', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ url: '/api/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ operator: null });
  });

  it('answers the configured details, and only those', async () => {
    const { app } = await buildTestApp({
      OPERATOR_NAME: 'Facilitation Partners',
      OPERATOR_LEGAL_FORM: 'GmbH',
      OPERATOR_ADDRESS: 'Hauptstraße 1;10115 Berlin;Germany',
      OPERATOR_EMAIL: 'hello@partners.example',
      OPERATOR_PRIVACY_EMAIL: 'privacy@partners.example',
    });
    const response = await app.inject({ url: '/api/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      operator: {
        name: 'Facilitation Partners',
        legalForm: 'GmbH',
        address: ['Hauptstraße 1', '10115 Berlin', 'Germany'],
        email: 'hello@partners.example',
        privacyEmail: 'privacy@partners.example',
        demo: false,
      },
    });
  });
});
