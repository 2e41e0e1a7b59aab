import type { Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Cuts a client's connections beyond `max` open at once (0: no cap), so that
 * one address cannot hold every socket with slow or idle connections. Counted
 * by the socket's peer address: behind a proxy that is the proxy, so the cap
 * is off by default with TRUST_PROXY, and belongs in the proxy.
 */
export function limitConnectionsPerIp(server: Server, max: number, log: FastifyBaseLogger) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  /** Addresses at the cap; logged once each time they reach it, not for every refused socket. */
  const capped = new Set<string>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!capped.has(address)) {
        capped.add(address);
        log.warn({ address, max }, 'too many connections from one address; refusing more');
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) capped.delete(address);
    });
  });
}
