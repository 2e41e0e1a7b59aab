import { z } from 'zod';
import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema } from './auth';
import { vm } from './i18n/validation';
import { ORG_AUDIT_ACTIONS } from './organisation-audit';
import { ASSIGNABLE_ORG_ROLES, ORG_ROLES, SCORECARD_VALUES, TEAM_NOTE_MAX } from './organisation-roles';
import { paginated, pageQuery } from './pagination';

export * from './organisation-roles';
export * from './organisation-audit';

const id = z.uuid();
const instant = z.string();
const AssignableRoleSchema = z.enum(ASSIGNABLE_ORG_ROLES, { error: vm('organisations.role') });
const MemberIdSchema = z.uuid({ error: vm('organisations.member') });

// ---------------------------------------------------------------- the organisation page

export const OrgMemberSchema = z.object({
  userId: id,
  name: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  joinedAt: instant,
  /** The member's last request for the organisation; null before their first. */
  lastActiveAt: instant.nullable(),
  isYou: z.boolean(),
});
export type OrgMember = z.infer<typeof OrgMemberSchema>;

export const OrgInvitationSchema = z.object({
  id,
  email: z.string(),
  role: z.enum(ORG_ROLES),
  invitedByName: z.string().nullable(),
  createdAt: instant,
  expiresAt: instant,
  /** pending until accepted, revoked or past expiresAt; only pending and expired ones are listed. */
  status: z.enum(['pending', 'expired']),
});
export type OrgInvitation = z.infer<typeof OrgInvitationSchema>;

/** GET /api/organisation: the organisation the caller acts for, its members and open invitations. */
export const OrganisationPageSchema = z.object({
  organisation: z.object({ id, name: z.string(), role: z.enum(ORG_ROLES) }),
  members: z.array(OrgMemberSchema),
  invitations: z.array(OrgInvitationSchema),
});
export type OrganisationPage = z.infer<typeof OrganisationPageSchema>;

/** POST /api/organisation/invitations */
export const InviteMemberSchema = z.object({ email: EmailSchema, role: AssignableRoleSchema }).strict();
export type InviteMemberInput = z.input<typeof InviteMemberSchema>;

/** PATCH /api/organisation/members/:userId */
export const ChangeRoleSchema = z.object({ role: AssignableRoleSchema }).strict();

/** DELETE /api/organisation/members/:userId: who takes over the member's jobs, threads and notes. */
export const RemoveMemberSchema = z.object({ takeoverId: MemberIdSchema }).strict();

/** POST /api/organisation/leave: who takes over (default: an owner). */
export const LeaveOrganisationSchema = z.object({ takeoverId: MemberIdSchema.optional() }).strict();

/** POST /api/organisation/transfer: the member who becomes owner; the caller stays an admin. */
export const TransferOwnershipSchema = z.object({ userId: MemberIdSchema }).strict();

/** DELETE /api/organisation: the organisation's name typed again, as a guard. */
export const DeleteOrganisationSchema = z
  .object({
    confirmName: z
      .string({ error: vm('organisations.confirmName') })
      .trim()
      .min(1, vm('organisations.confirmName')),
  })
  .strict();

export const MemberIdParams = z.object({ userId: MemberIdSchema });

// ---------------------------------------------------------------- audit log

export const OrgAuditQuerySchema = pageQuery(20);
export const OrgAuditEntrySchema = z.object({
  id,
  actorName: z.string(),
  action: z.enum(ORG_AUDIT_ACTIONS),
  subject: z.string(),
  detail: z.record(z.string(), z.string()).nullable(),
  createdAt: instant,
});
export type OrgAuditEntry = z.infer<typeof OrgAuditEntrySchema>;
export const OrgAuditPageSchema = paginated(OrgAuditEntrySchema);
export type OrgAuditPage = z.infer<typeof OrgAuditPageSchema>;

// ---------------------------------------------------------------- invitations, seen by the invitee

const TokenSchema = z
  .string({ error: vm('organisations.invitationLink') })
  .min(1, vm('organisations.invitationLink'))
  .max(2000, vm('organisations.invitationLink'));
export const InvitationTokenParams = z.object({ token: TokenSchema });

/** GET /api/organisation-invitations/:token: what the link offers (410 once used, revoked or expired). */
export const InvitationPreviewSchema = z.object({
  organisationName: z.string(),
  role: z.enum(ORG_ROLES),
  email: z.string(),
  invitedByName: z.string().nullable(),
  expiresAt: instant,
  /** Whether an account with the invited address exists (sign in to join) or not (sign up to join). */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** POST /api/organisation-invitations/accept: a signed-in company-side person with the invited address. */
export const AcceptInvitationSchema = z.object({ token: TokenSchema }).strict();

/** POST /api/organisation-invitations/sign-up: a new account for the invited address, joined at once. */
export const JoinWithSignUpSchema = z
  .object({
    token: TokenSchema,
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    password: PasswordSchema,
  })
  .strict();
export type JoinWithSignUpInput = z.input<typeof JoinWithSignUpSchema>;

export const JoinedSchema = z.object({ organisationId: id, organisationName: z.string() });

// ---------------------------------------------------------------- the account menu's switcher

export const MyOrganisationsSchema = z.object({
  activeId: id.nullable(),
  organisations: z.array(z.object({ id, name: z.string(), role: z.enum(ORG_ROLES) })),
});
export type MyOrganisations = z.infer<typeof MyOrganisationsSchema>;

/** PUT /api/me/organisation */
export const SwitchOrganisationSchema = z
  .object({ organisationId: z.uuid({ error: vm('organisations.organisation') }) })
  .strict();

// ---------------------------------------------------------------- working together on an applicant

export const ApplicantNoteSchema = z.object({
  id,
  authorName: z.string(),
  body: z.string(),
  createdAt: instant,
  /** Whether the caller may delete it (its author, or who took over from them). */
  mine: z.boolean(),
});
export type ApplicantNote = z.infer<typeof ApplicantNoteSchema>;

export const CreateApplicantNoteSchema = z
  .object({
    body: z
      .string({ error: vm('organisations.noteRequired') })
      .trim()
      .min(1, vm('organisations.noteRequired'))
      .max(TEAM_NOTE_MAX, vm('organisations.noteMax', { max: TEAM_NOTE_MAX })),
  })
  .strict();

export const RateApplicantSchema = z
  .object({
    score: z.union(
      SCORECARD_VALUES.map((value) => z.literal(value)),
      { error: vm('organisations.score') },
    ),
  })
  .strict();

/** GET /api/applications/:id/team: the team's notes (newest last, at most 100) and scorecard. */
export const ApplicantTeamSchema = z.object({
  notes: z.array(ApplicantNoteSchema),
  ratings: z.array(z.object({ name: z.string(), score: z.number().int(), isYou: z.boolean() })),
  myScore: z.number().int().nullable(),
  /** The scorecard's summary: how many rated and the mean score (null before any). */
  summary: z.object({ count: z.number().int(), average: z.number().nullable() }),
});
export type ApplicantTeam = z.infer<typeof ApplicantTeamSchema>;
