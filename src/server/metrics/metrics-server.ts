import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one chosen for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The metrics listener: GET /metrics in the Prometheus text format on a port of its own (METRICS_PORT),
 * apart from the app's, so that the public never reads it and a scrape never waits behind the app's
 * hooks (rate limits, connection caps).
 */
export async function startMetricsServer(
  registry: Registry,
  { host, port, onError }: { host: string; port: number; onError: (error: unknown) => void },
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
