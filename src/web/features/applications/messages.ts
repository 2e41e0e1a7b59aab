import type { ApplicationStatus } from '../../../shared/application-options';
import type { JobStatus, RemoteOption } from '../../../shared/job-options';
import type { ProfileCompletenessField } from '../../../shared/profile-listing';
import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/applications.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/applications.json' with { type: 'json' };

/** The dashboards, the applicants page and My Applications. */
export const applicationMessages = defineMessages('applications', { en, de });

export type ApplicationKey = keyof typeof en;

/** The message of each application status. */
export const STATUS_KEYS = {
  submitted: 'status.submitted',
  in_review: 'status.in_review',
  shortlisted: 'status.shortlisted',
  hired: 'status.hired',
  rejected: 'status.rejected',
  withdrawn: 'status.withdrawn',
} as const satisfies Record<ApplicationStatus, ApplicationKey>;

/** A job's delivery (its `remote` field). */
export const DELIVERY_KEYS = {
  no: 'delivery.no',
  yes: 'delivery.yes',
  hybrid: 'delivery.hybrid',
} as const satisfies Record<RemoteOption, ApplicationKey>;

/** A job's status, as the applicants page marks a job that is not published. */
export const JOB_STATUS_KEYS = {
  draft: 'jobStatus.draft',
  pending_review: 'jobStatus.pending_review',
  rejected: 'jobStatus.rejected',
  published: 'jobStatus.published',
  expired: 'jobStatus.expired',
  closed: 'jobStatus.closed',
  suspended: 'jobStatus.suspended',
} as const satisfies Record<JobStatus, ApplicationKey>;

/** What a facilitator's profile still misses. */
export const PROFILE_FIELD_KEYS = {
  headline: 'profile.field.headline',
  bio: 'profile.field.bio',
  location: 'profile.field.location',
  focusAreas: 'profile.field.focusAreas',
  yearsExperience: 'profile.field.yearsExperience',
  rate: 'profile.field.rate',
  avatar: 'profile.field.avatar',
} as const satisfies Record<ProfileCompletenessField, ApplicationKey>;
