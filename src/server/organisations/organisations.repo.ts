import { and, asc, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AccountType } from '../../shared/constants';
import type { Locale } from '../../shared/i18n/locales';
import type { OrgRole } from '../../shared/organisation-roles';
import type { DbOrTx, Tx } from '../db/client';
import {
  account,
  applicantNotes,
  companies,
  conversations,
  engagements,
  jobs,
  organisationAuditLog,
  organisationInvitations,
  organisationMembers,
  user,
} from '../db/schema';

/** An invitation that is neither accepted nor withdrawn (it may have expired). */
const isOpen = and(isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.revokedAt));

/**
 * Locks the organisation's row for the rest of the transaction: membership changes of one organisation run
 * one after another, so that two owners leaving at once cannot leave it without one.
 */
export async function lockOrganisation(tx: Tx, organisationId: string) {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, organisationId))
    .for('update');
  return row;
}

/** A member as the rules read them: who, with their name and address as they read now, and their role. */
const memberColumns = {
  userId: organisationMembers.userId,
  name: user.name,
  email: user.email,
  role: organisationMembers.role,
};

/** The organisation's members, earliest first, with their names and addresses as they read now. */
export async function membersOf(db: DbOrTx, organisationId: string, limit: number) {
  return db
    .select({
      ...memberColumns,
      joinedAt: organisationMembers.createdAt,
      lastActiveAt: organisationMembers.lastActiveAt,
    })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.userId))
    .limit(limit);
}

/** One member of the organisation, with their name; undefined for anyone else. */
export async function memberOf(db: DbOrTx, organisationId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(
      and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
    );
  return row;
}

/** The earliest owner of the organisation other than `exceptUserId`. */
export async function anotherOwner(db: DbOrTx, organisationId: string, exceptUserId: string) {
  const [row] = await db
    .select({ userId: organisationMembers.userId, name: user.name })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.role, 'owner'),
        ne(organisationMembers.userId, exceptUserId),
      ),
    )
    .orderBy(asc(organisationMembers.createdAt))
    .limit(1);
  return row;
}

/** The organisation's invitations that were neither accepted nor withdrawn, newest first. */
export async function openInvitationsOf(db: DbOrTx, organisationId: string, limit: number) {
  return db
    .select({
      id: organisationInvitations.id,
      email: organisationInvitations.email,
      role: organisationInvitations.role,
      invitedByName: user.name,
      createdAt: organisationInvitations.createdAt,
      expiresAt: organisationInvitations.expiresAt,
    })
    .from(organisationInvitations)
    .leftJoin(user, eq(user.id, organisationInvitations.invitedBy))
    .where(and(eq(organisationInvitations.organisationId, organisationId), isOpen))
    .orderBy(desc(organisationInvitations.createdAt))
    .limit(Math.max(0, limit));
}

/** How many members and still pending invitations the organisation has, leaving out invitations to `email`. */
export async function seatsTaken(tx: DbOrTx, organisationId: string, email: string, now: Date) {
  const [members] = await tx
    .select({ n: count() })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisationId));
  const [invited] = await tx
    .select({ n: count() })
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        isOpen,
        gt(organisationInvitations.expiresAt, now),
        ne(organisationInvitations.email, email),
      ),
    );
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

/** The account with this address (addresses are stored in lower case), if any. */
export async function accountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: user.id, userType: user.userType, locale: user.locale })
    .from(user)
    .where(eq(user.email, email));
  return row as { id: string; userType: AccountType; locale: Locale } | undefined;
}

/** Withdraws the organisation's open invitations to `email`. */
export async function revokeOpenInvitationsTo(tx: Tx, organisationId: string, email: string, now: Date) {
  await tx
    .update(organisationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        eq(organisationInvitations.email, email),
        isOpen,
      ),
    );
}

export async function insertInvitation(
  tx: Tx,
  values: {
    organisationId: string;
    email: string;
    role: OrgRole;
    invitedBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  const [row] = await tx.insert(organisationInvitations).values(values).returning();
  return row!;
}

/** Withdraws one open invitation of the organisation; undefined when there is none with this id. */
export async function revokeInvitation(tx: Tx, organisationId: string, id: string, now: Date) {
  const [row] = await tx
    .update(organisationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organisationInvitations.id, id),
        eq(organisationInvitations.organisationId, organisationId),
        isOpen,
      ),
    )
    .returning({ id: organisationInvitations.id, email: organisationInvitations.email });
  return row;
}

/** An invitation with its organisation's and inviter's names. */
export async function invitationById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: organisationInvitations.id,
      organisationId: organisationInvitations.organisationId,
      organisationName: companies.name,
      email: organisationInvitations.email,
      role: organisationInvitations.role,
      invitedByName: user.name,
      expiresAt: organisationInvitations.expiresAt,
      acceptedAt: organisationInvitations.acceptedAt,
      revokedAt: organisationInvitations.revokedAt,
    })
    .from(organisationInvitations)
    .innerJoin(companies, eq(companies.id, organisationInvitations.organisationId))
    .leftJoin(user, eq(user.id, organisationInvitations.invitedBy))
    .where(eq(organisationInvitations.id, id));
  return row;
}

/**
 * Marks the invitation used by `userId`, only while it is open and unexpired: answers false when another
 * request used, withdrew or outlived it first.
 */
export async function markInvitationAccepted(tx: Tx, id: string, userId: string, now: Date) {
  const rows = await tx
    .update(organisationInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(organisationInvitations.id, id), isOpen, gt(organisationInvitations.expiresAt, now)))
    .returning({ id: organisationInvitations.id });
  return rows.length === 1;
}

export async function insertMember(tx: Tx, organisationId: string, userId: string, role: OrgRole, now: Date) {
  await tx.insert(organisationMembers).values({ organisationId, userId, role, createdAt: now });
}

export async function setMemberRole(tx: Tx, organisationId: string, userId: string, role: OrgRole) {
  await tx
    .update(organisationMembers)
    .set({ role })
    .where(
      and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
    );
}

export async function deleteMember(tx: Tx, organisationId: string, userId: string) {
  await tx
    .delete(organisationMembers)
    .where(
      and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
    );
}

/** What a member was in charge of (their jobs, threads, notes, offers and engagements) passes to another member. */
export async function reassignMemberWork(
  tx: Tx,
  organisationId: string,
  fromUserId: string,
  toUserId: string,
) {
  await tx
    .update(jobs)
    .set({ ownerId: toUserId })
    .where(and(eq(jobs.companyId, organisationId), eq(jobs.ownerId, fromUserId)));
  await tx
    .update(conversations)
    .set({ companyOwnerId: toUserId })
    .where(and(eq(conversations.companyId, organisationId), eq(conversations.companyOwnerId, fromUserId)));
  await tx
    .update(applicantNotes)
    .set({ authorId: toUserId })
    .where(and(eq(applicantNotes.organisationId, organisationId), eq(applicantNotes.authorId, fromUserId)));
  await tx
    .update(engagements)
    .set({ ownerId: toUserId })
    .where(and(eq(engagements.organisationId, organisationId), eq(engagements.ownerId, fromUserId)));
}

/** The organisation the user acts for becomes `organisationId`. */
export async function setActiveOrganisation(tx: DbOrTx, userId: string, organisationId: string | null) {
  await tx.update(user).set({ activeOrganisationId: organisationId }).where(eq(user.id, userId));
}

/** Forgets the organisation as the chosen one of whoever chose it (of `userId` only, when given). */
export async function forgetActiveOrganisation(tx: Tx, organisationId: string, userId?: string) {
  await tx
    .update(user)
    .set({ activeOrganisationId: null })
    .where(
      and(
        eq(user.activeOrganisationId, organisationId),
        userId === undefined ? undefined : eq(user.id, userId),
      ),
    );
}

/** The organisations the user belongs to (suspended ones count as none), earliest first. */
export async function organisationsOf(db: DbOrTx, userId: string) {
  return db
    .select({ id: companies.id, name: companies.name, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(companies, eq(companies.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), isNull(companies.suspendedAt)))
    .orderBy(asc(organisationMembers.createdAt));
}

/** A page of the organisation's audit log, newest first. */
export async function auditPageOf(db: DbOrTx, organisationId: string, page: number, pageSize: number) {
  const where = eq(organisationAuditLog.organisationId, organisationId);
  const items = await db
    .select({
      id: organisationAuditLog.id,
      actorName: organisationAuditLog.actorName,
      action: organisationAuditLog.action,
      subject: organisationAuditLog.subject,
      detail: organisationAuditLog.detail,
      createdAt: organisationAuditLog.createdAt,
    })
    .from(organisationAuditLog)
    .where(where)
    .orderBy(desc(organisationAuditLog.createdAt), desc(organisationAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(organisationAuditLog).where(where);
  return { items, total: total?.n ?? 0 };
}

/**
 * A company-side account for an invited address, confirmed (the invitation link came to it), with its
 * password. The sign-up trigger gives every new company account an organisation of its own; the invitee
 * joins the inviting one instead, so that one is deleted at once.
 */
export async function insertInvitedAccount(
  tx: Tx,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    locale: Locale;
    activeOrganisationId: string;
  },
) {
  const [created] = await tx
    .insert(user)
    .values({
      name: `${values.firstName} ${values.lastName}`,
      email: values.email,
      emailVerified: true,
      userType: 'company',
      role: 'user',
      firstName: values.firstName,
      lastName: values.lastName,
      locale: values.locale,
      activeOrganisationId: values.activeOrganisationId,
    })
    .returning({ id: user.id, name: user.name });
  const id = created!.id;
  await tx.insert(account).values({
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: values.passwordHash,
  });
  // The trigger's organisation has the account's id and nothing in it yet.
  await tx.delete(companies).where(eq(companies.id, id));
  return created!;
}
