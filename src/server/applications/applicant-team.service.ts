import type { ApplicantNote, ApplicantTeam } from '../../shared/organisations';
import type { ScorecardValue } from '../../shared/organisation-roles';
import type { CompanyActor } from '../auth/session';
import type { Db, DbOrTx } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { findApplicationForCompany } from './applicants.repo';
import {
  deleteNote,
  findNote,
  insertNote,
  listNotes,
  listRatings,
  upsertRating,
} from './applicant-team.repo';

/** The notes GET /api/applications/:id/team returns: the latest this many. */
export const TEAM_NOTES_SHOWN = 100;

type Member = Pick<CompanyActor, 'user' | 'companyId'>;

const APPLICATION_NOT_FOUND = em('applications.notFound');

/**
 * 404 unless the application is to a job of the member's organisation: another organisation's applicant
 * answers exactly like a missing one.
 */
async function requireOwnApplication(db: DbOrTx, member: Member, applicationId: string) {
  const found = isUuid(applicationId)
    ? await findApplicationForCompany(db, member.companyId, applicationId)
    : undefined;
  if (!found) throw notFound(APPLICATION_NOT_FOUND);
}

const toNote = (
  member: Member,
  row: { id: string; authorId: string | null; authorName: string; body: string; createdAt: Date },
): ApplicantNote => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  mine: row.authorId === member.user.id,
});

async function readTeam(db: DbOrTx, member: Member, applicationId: string): Promise<ApplicantTeam> {
  const [notes, ratings] = await Promise.all([
    listNotes(db, member.companyId, applicationId, TEAM_NOTES_SHOWN),
    listRatings(db, member.companyId, applicationId),
  ]);
  const total = ratings.reduce((sum, rating) => sum + rating.score, 0);
  return {
    notes: notes.map((row) => toNote(member, row)),
    ratings: ratings.map((r) => ({ name: r.name, score: r.score, isYou: r.userId === member.user.id })),
    myScore: ratings.find((r) => r.userId === member.user.id)?.score ?? null,
    summary: { count: ratings.length, average: ratings.length ? total / ratings.length : null },
  };
}

/** The organisation's notes and scorecard on one of its applicants. */
export async function applicantTeam(db: Db, member: Member, applicationId: string): Promise<ApplicantTeam> {
  await requireOwnApplication(db, member, applicationId);
  return readTeam(db, member, applicationId);
}

/** A member writes a note on an applicant; it keeps the member's name as it reads now. */
export async function addApplicantNote(
  db: Db,
  member: Member,
  applicationId: string,
  body: string,
  now: Date,
): Promise<ApplicantNote> {
  return db.transaction(async (tx) => {
    await requireOwnApplication(tx, member, applicationId);
    const row = await insertNote(
      tx,
      {
        organisationId: member.companyId,
        applicationId,
        authorId: member.user.id,
        authorName: member.user.name,
        body,
      },
      now,
    );
    return toNote(member, row);
  });
}

/** Deletes a note: only its author may (another organisation's note answers as a missing one). */
export async function deleteApplicantNote(db: Db, member: Member, noteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const note = isUuid(noteId) ? await findNote(tx, member.companyId, noteId) : undefined;
    if (!note) throw notFound(em('applications.noteNotFound'));
    if (note.authorId !== member.user.id) throw forbidden(em('applications.noteNotYours'));
    await deleteNote(tx, member.companyId, noteId);
  });
}

/** Sets the member's scorecard on an applicant; answers the team's notes and scorecard as they now are. */
export async function rateApplicant(
  db: Db,
  member: Member,
  applicationId: string,
  score: ScorecardValue,
  now: Date,
): Promise<ApplicantTeam> {
  return db.transaction(async (tx) => {
    await requireOwnApplication(tx, member, applicationId);
    await upsertRating(
      tx,
      { organisationId: member.companyId, applicationId, userId: member.user.id, score },
      now,
    );
    return readTeam(tx, member, applicationId);
  });
}
