import { SITE_NAME } from '../shared/constants';

import type { SampleDataMode } from './config';
import type { SampleDataStatus } from './db/seed/sample-data.service';

export interface StartInfo {
  /** Where this process listens. */
  url: string;
  publicUrl?: string;
  dataDir: string;
  database: { mode: 'embedded'; port: number; pgDir: string } | { mode: 'external'; url: string };
  mail: { smtpUrl?: string; outboxDir: string };
  /** Whether the database holds the sample data, and the SAMPLE_DATA setting. */
  samples: { status: SampleDataStatus; setting: SampleDataMode };
}

/** The lines printed once the server is ready: where it is, and where its data and mail go. No secrets. */
export function startBanner(info: StartInfo): string {
  const publicNote =
    info.publicUrl && info.publicUrl !== info.url ? ` (public address ${info.publicUrl})` : '';
  return [
    `${SITE_NAME} is ready at ${info.url}${publicNote}`,
    `  data folder: ${info.dataDir}`,
    `  database:    ${describeDatabase(info.database)}`,
    `  mail:        ${describeMail(info.mail)}`,
    `  sample data: ${describeSamples(info.samples)}`,
  ].join('\n');
}

function describeSamples({ status, setting }: StartInfo['samples']): string {
  if (status === 'loaded') return `loaded (SAMPLE_DATA=${setting}; npm run db:unseed removes it)`;
  if (status === 'removed') return 'removed by npm run db:unseed (npm run db:seed loads it again)';
  return `off (SAMPLE_DATA=${setting}; npm run db:seed loads it)`;
}

function describeDatabase(database: StartInfo['database']): string {
  if (database.mode === 'embedded') {
    return `embedded PostgreSQL on 127.0.0.1:${database.port} (data in ${database.pgDir})`;
  }
  const where = hostOf(database.url);
  const name = safeUrl(database.url)?.pathname.replace(/^\//, '');
  return `external PostgreSQL${where ? ` at ${where}` : ''}${name ? `, database ${decodeURIComponent(name)}` : ''}`;
}

function describeMail(mail: StartInfo['mail']): string {
  if (!mail.smtpUrl) return `written to the outbox ${mail.outboxDir} (SMTP_URL not set)`;
  const where = hostOf(mail.smtpUrl);
  return `sent over SMTP${where ? ` via ${where}` : ''}`;
}

/** host[:port] only: the user name and password in the URL are never shown. */
function hostOf(url: string): string | undefined {
  return safeUrl(url)?.host || undefined;
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
