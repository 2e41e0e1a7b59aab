import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExchangeRatesSchema, UpdateExchangeRatesSchema } from '../../shared/facilitation';
import { requireRole, signedInUser } from '../auth/session';
import { currentExchangeRates, updateExchangeRates } from './exchange-rates.service';

/** The exchange rates of the budget filters: public to read ("converted at the rates of …"), set by an admin. */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/api/exchange-rates',
    { schema: { response: { 200: ExchangeRatesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return currentExchangeRates(db);
    },
  );

  app.put(
    '/api/admin/exchange-rates',
    {
      preValidation: requireRole('admin'),
      schema: { body: UpdateExchangeRatesSchema, response: { 200: ExchangeRatesSchema } },
    },
    async (request) => {
      const rates = await updateExchangeRates(db, signedInUser(request), request.body, clock.now());
      request.log.info({ asOf: rates.asOf }, 'exchange rates updated');
      return rates;
    },
  );
};
