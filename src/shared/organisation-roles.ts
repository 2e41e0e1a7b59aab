/**
 * A company account is an organisation with members; each member has one role. What a role may do is
 * this table and nothing else: the server checks it on every company route (`requireRole('company',
 * { permission })`), and the web app reads it only to hide what the server would refuse.
 */
export const ORG_ROLES = ['owner', 'admin', 'hiring_manager', 'recruiter', 'viewer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** The roles an invitation or a role change can give; ownership moves only by a transfer. */
export const ASSIGNABLE_ORG_ROLES = ['admin', 'hiring_manager', 'recruiter', 'viewer'] as const;
export type AssignableOrgRole = (typeof ASSIGNABLE_ORG_ROLES)[number];

export const ORG_PERMISSIONS = [
  /** Read the organisation's jobs, applicants, threads and saved facilitators. */
  'read',
  /** Private team notes and the scorecard on an applicant. */
  'notes',
  /** Post, edit, duplicate, close and reopen jobs. */
  'jobs',
  /** Move applicants through the pipeline (short of hiring), message facilitators, invite them to apply, save them. */
  'pipeline',
  /** Hire: the "hired" status, and what later issues add (offers, engagements, reviews). */
  'hire',
  /** The public company profile. */
  'profile',
  /** Invite members, change roles, remove members; read the organisation's audit log. */
  'members',
  /** Transfer ownership, delete the organisation. */
  'ownership',
] as const;
export type OrgPermission = (typeof ORG_PERMISSIONS)[number];

const GRANTS: Record<OrgRole, readonly OrgPermission[]> = {
  owner: ORG_PERMISSIONS,
  admin: ['read', 'notes', 'jobs', 'pipeline', 'hire', 'profile', 'members'],
  hiring_manager: ['read', 'notes', 'jobs', 'pipeline', 'hire'],
  recruiter: ['read', 'notes', 'jobs', 'pipeline'],
  viewer: ['read', 'notes'],
};

export function can(role: OrgRole, permission: OrgPermission): boolean {
  return GRANTS[role].includes(permission);
}

export function isOrgRole(value: unknown): value is OrgRole {
  return typeof value === 'string' && (ORG_ROLES as readonly string[]).includes(value);
}

/** How long an invitation link is valid. */
export const ORG_INVITATION_TTL_DAYS = 7;
/** An organisation's members and open invitations together. */
export const ORG_MEMBERS_MAX = 200;
/** The scorecard: 1 strong no, 2 no, 3 yes, 4 strong yes. */
export const SCORECARD_VALUES = [1, 2, 3, 4] as const;
export type ScorecardValue = (typeof SCORECARD_VALUES)[number];
export const TEAM_NOTE_MAX = 4000;
