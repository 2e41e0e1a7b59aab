import { z } from 'zod';

/** Bumped when an archive's layout changes in a way older restore code cannot read. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** Folders inside the archive. */
export const DB_FOLDER = 'db';
export const UPLOADS_FOLDER = 'uploads';
export const AUTH_SECRET_FILE = 'auth-secret';

const TableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  /** The stored columns in COPY order (generated columns are left out: PostgreSQL computes them again). */
  columns: z.array(z.string()),
  rows: z.number().int().min(0),
  /** Path of the table's COPY text inside the archive. */
  file: z.string(),
});

export const ManifestSchema = z.object({
  format: z.literal('facilitatorhub-backup'),
  version: z.number().int().min(1),
  createdAt: z.string(),
  /** The drizzle migrations applied to the database when the snapshot was taken, oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  tables: z.array(TableSchema),
  /** Every sequence of the app's schema with its value at the time of the backup (null: never used). */
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), lastValue: z.string().nullable() })),
  /** The job queue's jobs (pg-boss), with the version of its schema; null when the database had no queue. */
  queue: TableSchema.extend({ schemaVersion: z.number().int() }).nullable(),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Whether the archive holds DATA_DIR/auth-secret (the generated session secret). */
  authSecret: z.boolean(),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestTable = z.infer<typeof TableSchema>;

/** A backup or restore that cannot go ahead, with a message for the operator (not a crash). */
export class BackupError extends Error {
  override name = 'BackupError';
}
