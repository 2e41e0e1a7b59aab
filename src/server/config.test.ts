import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.UPLOADS_DIR).toBe(`${config.DATA_DIR}/uploads`);
    expect(config.MAIL_DIR).toBe(`${config.DATA_DIR}/mail`);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JSEARCH_API_KEY).toBeUndefined();
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it('parses lists and treats empty strings as unset', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' A@x.example , b@y.example,',
      DATABASE_URL: '',
      JSEARCH_API_KEY: '  ',
    });
    expect(config.ADMIN_EMAILS).toEqual(['a@x.example', 'b@y.example']);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JSEARCH_API_KEY).toBeUndefined();
  });

  it('names every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://');
    expect(message).toContain('LOG_LEVEL');
  });

  it('loads the sample data by default with the embedded database only', () => {
    expect(loadConfig({}).SAMPLE_DATA).toBe('on');
    expect(loadConfig({ DATABASE_URL: '' }).SAMPLE_DATA).toBe('on');
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/fh' }).SAMPLE_DATA).toBe('off');
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/fh', SAMPLE_DATA: 'on' }).SAMPLE_DATA).toBe(
      'on',
    );
    expect(loadConfig({ SAMPLE_DATA: 'off' }).SAMPLE_DATA).toBe('off');
    expect(() => loadConfig({ SAMPLE_DATA: 'yes' })).toThrow('SAMPLE_DATA: SAMPLE_DATA must be on or off');
  });

  it('rejects an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 0 and 65535');
  });

  it('serves metrics only with METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({}).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '10.0.0.5',
    });
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(
      'METRICS_PORT must be a port number between 0 and 65535',
    );
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(
      'METRICS_PORT must be a port number between 0 and 65535',
    );
  });

  it('caps connections per address unless a proxy is trusted (every socket then comes from the proxy)', () => {
    expect(loadConfig({}).MAX_CONNECTIONS_PER_IP).toBe(64);
    expect(loadConfig({ TRUST_PROXY: 'true' }).MAX_CONNECTIONS_PER_IP).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_IP: '500' }).MAX_CONNECTIONS_PER_IP).toBe(
      500,
    );
    expect(loadConfig({ MAX_CONNECTIONS_PER_IP: '0' }).MAX_CONNECTIONS_PER_IP).toBe(0);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: '-1' })).toThrow('MAX_CONNECTIONS_PER_IP');
  });

  it('checks the request timeouts', () => {
    const config = loadConfig({});
    expect(config.HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow('REQUEST_TIMEOUT_MS must be at least 100');
  });

  it('reads the pooling mode and the direct URL, and refuses a pooler without a direct connection', () => {
    expect(loadConfig({}).DATABASE_POOLING).toBe('session');
    const pooled = loadConfig({
      DATABASE_URL: 'postgres://app@pooler:6432/fh',
      DATABASE_DIRECT_URL: 'postgres://app@primary:5432/fh',
      DATABASE_POOLING: 'transaction',
    });
    expect(pooled.DATABASE_POOLING).toBe('transaction');
    expect(pooled.DATABASE_DIRECT_URL).toBe('postgres://app@primary:5432/fh');
    expect(() => loadConfig({ DATABASE_POOLING: 'statement' })).toThrow(
      'DATABASE_POOLING: DATABASE_POOLING must be session or transaction',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@pooler:6432/fh', DATABASE_POOLING: 'transaction' }),
    ).toThrow(
      'DATABASE_DIRECT_URL (a direct connection to PostgreSQL) is required with DATABASE_POOLING=transaction',
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://app@primary:5432/fh' })).toThrow(
      'DATABASE_DIRECT_URL needs DATABASE_URL',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://a@b/c', DATABASE_DIRECT_URL: 'mysql://a@b/c' }),
    ).toThrow('DATABASE_DIRECT_URL must start with postgres://');
  });

  it('reads the clock switch as whole days, either way, and names a bad value', () => {
    expect(loadConfig({}).CLOCK_OFFSET_DAYS).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_DAYS: '' }).CLOCK_OFFSET_DAYS).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_DAYS: '40' }).CLOCK_OFFSET_DAYS).toBe(40);
    expect(loadConfig({ CLOCK_OFFSET_DAYS: ' -40 ' }).CLOCK_OFFSET_DAYS).toBe(-40);
    for (const bad of ['1.5', 'forty', '40d', '1e3'])
      expect(() => loadConfig({ CLOCK_OFFSET_DAYS: bad }), bad).toThrow(
        'CLOCK_OFFSET_DAYS: CLOCK_OFFSET_DAYS must be a whole number of days, such as 40 or -40',
      );
  });

  it('hashes at full cost unless a test server on this machine asks for the test cost', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(
      loadConfig({ PASSWORD_HASH_COST: 'test', PUBLIC_URL: 'http://127.0.0.1:4100', HOST: '::1' })
        .PASSWORD_HASH_COST,
    ).toBe('test');
    const refused = 'PASSWORD_HASH_COST=test is for test servers only';
    for (const env of [
      { PUBLIC_URL: 'https://facilitatorhub.example' },
      { PUBLIC_URL: 'http://facilitatorhub.example' },
      { PUBLIC_URL: 'https://localhost:3000' },
      { HOST: '0.0.0.0' },
      { HOST: '10.0.0.5', PUBLIC_URL: 'http://localhost:3000' },
    ])
      expect(() => loadConfig({ PASSWORD_HASH_COST: 'test', ...env }), JSON.stringify(env)).toThrow(refused);
    // The server tests' apps (NODE_ENV=test) may stand for a public address.
    expect(
      loadConfig({
        PASSWORD_HASH_COST: 'test',
        NODE_ENV: 'test',
        PUBLIC_URL: 'https://facilitatorhub.example',
      }).PASSWORD_HASH_COST,
    ).toBe('test');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(
      'PASSWORD_HASH_COST must be standard or test',
    );
  });

  it('reads the shutdown drain and the provider timeout as whole milliseconds, and names a bad value', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(1000);
    expect(loadConfig({}).JSEARCH_TIMEOUT_MS).toBe(8000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0', JSEARCH_TIMEOUT_MS: '250' })).toMatchObject({
      SHUTDOWN_DRAIN_MS: 0,
      JSEARCH_TIMEOUT_MS: 250,
    });
    for (const bad of ['soon', '-1', '1.5'])
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: bad }), bad).toThrow(
        'SHUTDOWN_DRAIN_MS: SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, 0 or more',
      );
    for (const bad of ['soon', '0', '1.5'])
      expect(() => loadConfig({ JSEARCH_TIMEOUT_MS: bad }), bad).toThrow(
        'JSEARCH_TIMEOUT_MS: JSEARCH_TIMEOUT_MS must be a whole number of milliseconds, 1 or more',
      );
  });

  it('derives the site address from PUBLIC_URL, or from PORT without it', () => {
    expect(loadConfig({ PORT: '4000' }).SITE_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://hub.example/' })).toMatchObject({
      PUBLIC_URL: 'https://hub.example',
      SITE_URL: 'https://hub.example',
    });
    for (const bad of ['hub.example', 'ftp://hub.example'])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(
        'PUBLIC_URL: PUBLIC_URL must be an http(s) URL such as https://facilitatorhub.example',
      );
  });

  describe('trusted origins', () => {
    const origins = (env: Record<string, string>) => loadConfig({ PORT: '3000', ...env }).TRUSTED_ORIGINS;

    it('trusts only the configured address in production', () => {
      expect(origins({ PUBLIC_URL: 'https://hub.example/' })).toEqual(['https://hub.example']);
      expect(origins({ PUBLIC_URL: 'https://hub.example/app' })).toEqual(['https://hub.example']);
    });

    it('trusts the loopback addresses when they are the address, and during development', () => {
      expect(origins({})).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
      expect(origins({ PUBLIC_URL: 'https://hub.example', NODE_ENV: 'development' })).toEqual([
        'https://hub.example',
        'http://localhost:3000',
        'http://127.0.0.1:3000',
      ]);
    });
  });

  describe('operator details', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-operator-'));
    const file = (content: unknown) => {
      const at = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
      fs.writeFileSync(at, typeof content === 'string' ? content : JSON.stringify(content));
      return at;
    };

    it('are null when nothing is configured', () => {
      expect(loadConfig({}).OPERATOR).toBeNull();
    });

    it('come from the OPERATOR_* variables, the address split at semicolons', () => {
      const { OPERATOR } = loadConfig({
        OPERATOR_NAME: 'Facilitation Partners',
        OPERATOR_LEGAL_FORM: 'GmbH',
        OPERATOR_ADDRESS: 'Hauptstraße 1; 10115 Berlin ;Germany',
        OPERATOR_EMAIL: 'hello@partners.example',
        OPERATOR_VAT_ID: 'DE123456789',
      });
      expect(OPERATOR).toEqual({
        name: 'Facilitation Partners',
        legalForm: 'GmbH',
        address: ['Hauptstraße 1', '10115 Berlin', 'Germany'],
        email: 'hello@partners.example',
        vatId: 'DE123456789',
        demo: false,
      });
    });

    it('come from OPERATOR_FILE, each variable overriding its field', () => {
      const at = file({ name: 'From File', address: ['1 Road'], email: 'file@partners.example' });
      const { OPERATOR } = loadConfig({ OPERATOR_FILE: at, OPERATOR_EMAIL: 'env@partners.example' });
      expect(OPERATOR).toMatchObject({
        name: 'From File',
        address: ['1 Road'],
        email: 'env@partners.example',
      });
    });

    it('name every missing or bad value', () => {
      const error = (() => {
        try {
          loadConfig({ OPERATOR_NAME: 'Half Configured', OPERATOR_PRIVACY_EMAIL: 'not-an-email' });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('OPERATOR_ADDRESS: is required when operator details are configured');
      expect(message).toContain('OPERATOR_EMAIL: is required when operator details are configured');
      expect(message).toContain('OPERATOR_PRIVACY_EMAIL:');
    });

    it('refuse an unreadable or malformed file', () => {
      expect(() => loadConfig({ OPERATOR_FILE: path.join(dir, 'missing.json') })).toThrow(
        /OPERATOR_FILE: cannot read/,
      );
      expect(() => loadConfig({ OPERATOR_FILE: file('[1, 2]') })).toThrow(
        /OPERATOR_FILE: .* is not a JSON object/,
      );
      expect(() => loadConfig({ OPERATOR_FILE: file({ name: 'No Address', email: 'a@b.example' }) })).toThrow(
        /OPERATOR_FILE address: is required/,
      );
    });

    it('accept the demo operator of the sample data, marked as fictional', () => {
      const demo = path.resolve('src/server/db/seed/data/demo-operator.json');
      expect(loadConfig({ OPERATOR_FILE: demo }).OPERATOR).toMatchObject({ demo: true });
    });
  });
});
