/** The entries of an organisation's audit log (organisation_audit_log), oldest first by kind. */
export const ORG_AUDIT_ACTIONS = [
  'organisation_created',
  'member_invited',
  'invitation_revoked',
  'member_joined',
  'role_changed',
  'member_removed',
  'member_left',
  'ownership_transferred',
  'job_posted',
  'applicant_moved',
] as const;
export type OrgAuditAction = (typeof ORG_AUDIT_ACTIONS)[number];
