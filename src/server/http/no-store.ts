import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of a route plugin `Cache-Control: no-store`: personal or live data that no browser
 * or proxy may keep. Register it inside the plugin; Fastify scopes the hook to that plugin's routes.
 */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
