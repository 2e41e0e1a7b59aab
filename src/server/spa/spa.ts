import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { body } from '../http/error-handler';

export interface PageHead {
  title: string;
  description?: string;
  /** Extra tags (already escaped) placed at the end of <head>, e.g. JSON-LD or Open Graph. */
  extra?: string;
  status?: number;
}

/** Resolves the server-rendered <head> of a path; undefined lets the next resolver (or the default) answer. */
export type HeadResolver = (pathname: string, request: FastifyRequest) => Promise<PageHead | undefined>;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every non-API path answered with index.html so that the client
 * router shows the page (or its not-found view). Unknown /api paths get JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDir: string, headResolvers: HeadResolver[]) {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponentSafe(request.url.split('?')[0]);
    let head: PageHead | undefined;
    for (const resolve of headResolvers) {
      head = await resolve(pathname, request);
      if (head) break;
    }
    reply
      .status(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(head ? injectHead(template, head) : template);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(body('NOT_FOUND', `No route matches ${request.method} ${pathname}.`));
    }
    return sendIndex(request, reply);
  });
  app.get('/', sendIndex);
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function escapeHtml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function injectHead(template: string, head: PageHead) {
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  }
  if (head.extra) html = html.replace('</head>', `${head.extra}\n  </head>`);
  return html;
}
