import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

/** The banner of a server in /data on an external database, mailing over `smtpUrl` or to the outbox. */
const externalBanner = (address: { url: string; publicUrl: string }, databaseUrl: string, smtpUrl?: string) =>
  startBanner({
    ...address,
    dataDir: '/data',
    database: { mode: 'external', url: databaseUrl },
    mail: { smtpUrl, outboxDir: '/data/mail' },
    samples: { status: 'never', setting: 'off' },
  });

describe('startBanner', () => {
  it('states the URL, the data folder, the embedded database with its port and the mail outbox', () => {
    expect(
      startBanner({
        url: 'http://127.0.0.1:3000',
        dataDir: '/var/tmp/fh',
        database: { mode: 'embedded', port: 41234, pgDir: '/var/tmp/fh/pg' },
        mail: { outboxDir: '/var/tmp/fh/mail' },
        samples: { status: 'loaded', setting: 'on' },
      }),
    ).toBe(
      [
        'FacilitatorHub is ready at http://127.0.0.1:3000',
        '  data folder: /var/tmp/fh',
        '  database:    embedded PostgreSQL on 127.0.0.1:41234 (data in /var/tmp/fh/pg)',
        '  mail:        written to the outbox /var/tmp/fh/mail (SMTP_URL not set)',
        '  sample data: loaded (SAMPLE_DATA=on; npm run db:unseed removes it)',
      ].join('\n'),
    );
  });

  it('names the external database and the SMTP server by host only, never their credentials', () => {
    const banner = externalBanner(
      { url: 'http://localhost:8080', publicUrl: 'https://facilitatorhub.example' },
      'postgres://app:db-secret-pw@db.internal:5433/facilitatorhub',
      'smtps://mailer:smtp-secret-pw@smtp.example.org:465',
    );
    expect(banner).toBe(
      [
        'FacilitatorHub is ready at http://localhost:8080 (public address https://facilitatorhub.example)',
        '  data folder: /data',
        '  database:    external PostgreSQL at db.internal:5433, database facilitatorhub',
        '  mail:        sent over SMTP via smtp.example.org:465',
        '  sample data: off (SAMPLE_DATA=off; npm run db:seed loads it)',
      ].join('\n'),
    );
    expect(banner).not.toMatch(/secret|app:|mailer/);
  });

  it('does not repeat a public address equal to the one it listens on', () => {
    const banner = externalBanner(
      { url: 'http://127.0.0.1:3000', publicUrl: 'http://127.0.0.1:3000' },
      'postgresql:///facilitatorhub?host=/run/postgresql',
    );
    expect(banner.split('\n')[0]).toBe('FacilitatorHub is ready at http://127.0.0.1:3000');
    expect(banner).toContain('  database:    external PostgreSQL, database facilitatorhub\n');
  });

  it('says whether the sample data is there, and how to load or remove it', () => {
    const line = (samples: Parameters<typeof startBanner>[0]['samples']) =>
      startBanner({
        url: 'http://127.0.0.1:3000',
        dataDir: '/data',
        database: { mode: 'external', url: 'postgres://db/fh' },
        mail: { outboxDir: '/data/mail' },
        samples,
      })
        .split('\n')
        .at(-1);
    expect(line({ status: 'loaded', setting: 'off' })).toBe(
      '  sample data: loaded (SAMPLE_DATA=off; npm run db:unseed removes it)',
    );
    expect(line({ status: 'removed', setting: 'on' })).toBe(
      '  sample data: removed by npm run db:unseed (npm run db:seed loads it again)',
    );
    expect(line({ status: 'never', setting: 'off' })).toBe(
      '  sample data: off (SAMPLE_DATA=off; npm run db:seed loads it)',
    );
  });
});
