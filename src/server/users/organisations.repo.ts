import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ORGANISATION_MEMBERS_SHOWN, type AdminOrganisationsParams } from '../../shared/reports';
import type { OrgRole } from '../../shared/organisation-roles';
import type { DbOrTx, Tx } from '../db/client';
import { likePattern, pageOffset } from '../db/paging';
import { companies, organisationMembers, user } from '../db/schema';

export interface OrganisationMemberRow {
  id: string;
  name: string;
  email: string;
  role: OrgRole;
}

/** An organisation as the Organisations page shows it: its row, its first members, how many it has. */
export interface AdminOrganisationRow {
  id: string;
  name: string;
  createdAt: Date;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  members: OrganisationMemberRow[];
  memberCount: number;
}

const organisationColumns = {
  id: companies.id,
  name: companies.name,
  createdAt: companies.createdAt,
  suspendedAt: companies.suspendedAt,
  suspensionReason: companies.suspensionReason,
};

/** The outer row's id, named with its table: in a one-table select Drizzle would write a bare "id". */
const organisationId = sql.raw('"companies"."id"');

/**
 * Each organisation's members in the same query as the organisation (no query per row): owners first,
 * then by who joined first, at most ORGANISATION_MEMBERS_SHOWN of them, and the count of all.
 */
const membersOf = sql<OrganisationMemberRow[]>`coalesce((
    select json_agg(json_build_object('id', m.id, 'name', m.name, 'email', m.email, 'role', m.role)
                    order by m.rank, m.joined, m.id)
    from (
      select u.id, u.name, u.email, om.role, (om.role <> 'owner')::int as rank, om.created_at as joined
      from ${organisationMembers} om join ${user} u on u.id = om.user_id
      where om.organisation_id = ${organisationId}
      order by rank, joined, u.id
      limit ${ORGANISATION_MEMBERS_SHOWN}
    ) m
  ), '[]'::json)`;
const memberCountOf = sql<number>`(
    select count(*)::int from ${organisationMembers} om where om.organisation_id = ${organisationId}
  )`;

function organisationsWhere(params: Pick<AdminOrganisationsParams, 'q' | 'state'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.q) conditions.push(ilike(companies.name, likePattern(params.q)));
  if (params.state === 'suspended') conditions.push(isNotNull(companies.suspendedAt));
  if (params.state === 'active') conditions.push(isNull(companies.suspendedAt));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of organisations, newest first, filtered by a part of the name and the state, with their members. */
export async function listOrganisations(
  db: DbOrTx,
  params: AdminOrganisationsParams,
): Promise<{ rows: AdminOrganisationRow[]; total: number }> {
  const where = organisationsWhere(params);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...organisationColumns, members: membersOf, memberCount: memberCountOf })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(params.pageSize)
      .offset(pageOffset(params.page, params.pageSize)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total };
}

/** One organisation as the Organisations page shows it, or undefined. */
export async function findAdminOrganisation(
  db: DbOrTx,
  id: string,
): Promise<AdminOrganisationRow | undefined> {
  const [row] = await db
    .select({ ...organisationColumns, members: membersOf, memberCount: memberCountOf })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** Marks the organisation suspended unless it already is; false then (or when there is none). */
export async function markOrganisationSuspended(tx: Tx, id: string, reason: string, now: Date) {
  const rows = await tx
    .update(companies)
    .set({ suspendedAt: now, suspensionReason: reason, updatedAt: now })
    .where(and(eq(companies.id, id), isNull(companies.suspendedAt)))
    .returning({ id: companies.id });
  return rows.length === 1;
}

/** Lifts the organisation's suspension unless there is none; false then. */
export async function clearOrganisationSuspension(tx: Tx, id: string, now: Date) {
  const rows = await tx
    .update(companies)
    .set({ suspendedAt: null, suspensionReason: null, updatedAt: now })
    .where(and(eq(companies.id, id), isNotNull(companies.suspendedAt)))
    .returning({ id: companies.id });
  return rows.length === 1;
}

/**
 * The organisations whose one member is this person, and that are not suspended themselves: the ones
 * whose jobs follow the person's own suspension.
 */
export async function activeOrganisationsWithOnlyMember(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .innerJoin(companies, eq(companies.id, organisationMembers.organisationId))
    .where(
      and(
        eq(organisationMembers.userId, userId),
        isNull(companies.suspendedAt),
        sql`not exists (select 1 from ${organisationMembers} o
                        where o.organisation_id = ${organisationMembers.organisationId}
                          and o.user_id <> ${userId})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Whether the organisation's one member is a suspended person (their suspension holds its jobs back too). */
export async function soleMemberSuspended(db: DbOrTx, organisationId: string): Promise<boolean> {
  const rows = await db
    .select({ suspendedAt: user.suspendedAt })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .limit(2);
  return rows.length === 1 && rows[0]!.suspendedAt !== null;
}
