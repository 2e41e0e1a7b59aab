/**
 * How connections reach PostgreSQL. `session`: each pooled connection is one server session of its own
 * (a direct connection, or a session-mode pooler). `transaction`: a transaction-mode pooler (PgBouncer)
 * hands each transaction to any server connection, so nothing may outlive a transaction: no named
 * prepared statements, no startup parameters, no session `SET`.
 */
export const DATABASE_POOLING = ['session', 'transaction'] as const;
export type DatabasePooling = (typeof DATABASE_POOLING)[number];
