import { z } from 'zod';
import { vm } from './i18n/validation';

/**
 * Declining an applicant politely (docs/decisions/043): a private reason, an optional message from a
 * template, sent at once or after a delay that the company can still cancel.
 */
export const DECLINE_REASONS = [
  'position_filled',
  'other_experience',
  'dates_changed',
  'budget',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Days the message waits before it goes out; 0 sends it at once. */
export const DECLINE_DELAYS = [0, 1, 2, 7] as const;
export const DEFAULT_DECLINE_DELAY_DAYS = 2;

/** The reason whose template tells the applicants left when a job closes or is filled. */
export const FILLED_REASON: DeclineReason = 'position_filled';

/** A default template's id: `default:<reason>`; an organisation's own template has a uuid. */
export const defaultTemplateId = (reason: DeclineReason) => `default:${reason}`;
export const defaultTemplateReason = (id: string): DeclineReason | null => {
  const reason = id.startsWith('default:') ? id.slice('default:'.length) : '';
  return (DECLINE_REASONS as readonly string[]).includes(reason) ? (reason as DeclineReason) : null;
};

/** The placeholders a template may use; the mail fills them in. */
export const TEMPLATE_PLACEHOLDERS = ['{firstName}', '{jobTitle}', '{organisation}'] as const;

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 5000;
export const BULK_DECLINE_MAX = 100;
export const DECLINE_TEMPLATES_MAX = 50;

const TemplateIdSchema = z
  .string()
  .trim()
  .max(60)
  .refine(
    (id) => defaultTemplateReason(id) !== null || /^[0-9a-f-]{36}$/i.test(id),
    vm('declines.templateUnknown'),
  );

const DeclineFields = {
  reason: z.enum(DECLINE_REASONS, { error: vm('declines.reasonRequired') }),
  /** Null: declined without a message. */
  templateId: TemplateIdSchema.nullable().default(null),
  delayDays: z
    .number()
    .int()
    .refine((n) => (DECLINE_DELAYS as readonly number[]).includes(n), vm('declines.delayUnknown'))
    .default(DEFAULT_DECLINE_DELAY_DAYS),
};

/** POST /api/applications/:id/decline */
export const DeclineSchema = z.object(DeclineFields);
export type DeclineInput = z.input<typeof DeclineSchema>;

/** POST /api/company/jobs/:jobId/applications/decline: several applicants of one job, one reason and template. */
export const BulkDeclineSchema = z.object({
  ...DeclineFields,
  applicationIds: z
    .array(z.uuid({ error: vm('declines.applicantsRequired') }))
    .min(1, vm('declines.applicantsRequired'))
    .max(BULK_DECLINE_MAX, vm('declines.applicantsMax', { max: BULK_DECLINE_MAX })),
});
export type BulkDeclineInput = z.input<typeof BulkDeclineSchema>;

/** The decline of an application as the organisation sees it (never the facilitator). */
export const ApplicationDeclineSchema = z.object({
  reason: z.enum(DECLINE_REASONS),
  /** When the message goes (or went) out; null: no message. */
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The message waits and can still be cancelled. */
  pending: z.boolean(),
});
export type ApplicationDecline = z.infer<typeof ApplicationDeclineSchema>;

export const DeclineResponseSchema = z.object({ declined: z.number().int() });
export type DeclineResponse = z.infer<typeof DeclineResponseSchema>;

/** POST/PATCH /api/organisation/decline-templates: an organisation's own text; a default's key replaces it. */
export const DeclineTemplateInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, vm('declines.nameRequired'))
    .max(TEMPLATE_NAME_MAX, vm('declines.nameMax', { max: TEMPLATE_NAME_MAX })),
  subject: z
    .string()
    .trim()
    .min(1, vm('declines.subjectRequired'))
    .max(TEMPLATE_SUBJECT_MAX, vm('declines.subjectMax', { max: TEMPLATE_SUBJECT_MAX })),
  body: z
    .string()
    .trim()
    .min(1, vm('declines.bodyRequired'))
    .max(TEMPLATE_BODY_MAX, vm('declines.bodyMax', { max: TEMPLATE_BODY_MAX })),
  /** Editing a default template: the reason whose default this text replaces for the organisation. */
  replacesDefault: z.enum(DECLINE_REASONS).nullable().default(null),
});
export type DeclineTemplateInput = z.input<typeof DeclineTemplateInputSchema>;

export const DeclineTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** A default's reason (its own or the one an edited copy replaces); null for an organisation's own template. */
  reason: z.enum(DECLINE_REASONS).nullable(),
  /** A default as shipped, sent in the applicant's language. */
  isDefault: z.boolean(),
  /** An organisation's text that replaces a default. */
  edited: z.boolean(),
});
export type DeclineTemplate = z.infer<typeof DeclineTemplateSchema>;

/** GET /api/organisation/decline-templates */
export const DeclineTemplatesSchema = z.object({
  templates: z.array(DeclineTemplateSchema),
  /** The organisation tells the applicants left when a job closes or its positions are filled. */
  tellRemainingApplicants: z.boolean(),
});
export type DeclineTemplates = z.infer<typeof DeclineTemplatesSchema>;

/** PUT /api/organisation/decline-settings */
export const DeclineSettingsSchema = z.object({ tellRemainingApplicants: z.boolean() });
export type DeclineSettings = z.infer<typeof DeclineSettingsSchema>;
