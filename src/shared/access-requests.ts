import { z } from 'zod';
import { EmailSchema } from './auth';
import { vm } from './i18n/validation';
import { singleLineName } from './names';
import { paginated, PageNumberSchema } from './pagination';

/** Who is asking for access; the form offers them in this order, facilitator first (the default). */
export const ACCESS_REQUEST_ROLES = ['facilitator', 'company'] as const;
export type AccessRequestRole = (typeof ACCESS_REQUEST_ROLES)[number];
export const DEFAULT_ACCESS_REQUEST_ROLE: AccessRequestRole = 'facilitator';

export const ACCESS_REQUEST_NAME_MAX = 200;
export const ACCESS_REQUEST_MESSAGE_MAX = 2000;

/** A repeated request from the same address within this window updates the earlier one instead of adding a row. */
export const ACCESS_REQUEST_DEDUPE_HOURS = 24;

/** The Request Access form and POST /api/access-requests. */
export const AccessRequestSchema = z.object({
  name: singleLineName(
    z
      .string()
      .trim()
      .min(1, vm('access.nameRequired'))
      .max(ACCESS_REQUEST_NAME_MAX, vm('access.nameMax', { max: ACCESS_REQUEST_NAME_MAX })),
    vm('access.nameOneLine'),
  ),
  email: EmailSchema,
  role: z.enum(ACCESS_REQUEST_ROLES, vm('access.role')),
  message: z
    .string()
    .trim()
    .max(ACCESS_REQUEST_MESSAGE_MAX, vm('access.messageMax', { max: ACCESS_REQUEST_MESSAGE_MAX }))
    .optional(),
});
/** What the form holds (before trimming). */
export type AccessRequestFormValues = z.input<typeof AccessRequestSchema>;
export type AccessRequestInput = z.infer<typeof AccessRequestSchema>;

/** POST /api/access-requests (201) */
export const AccessRequestReceiptSchema = z.object({ status: z.literal('received'), email: z.string() });
export type AccessRequestReceipt = z.infer<typeof AccessRequestReceiptSchema>;

export const ACCESS_REQUEST_STATUSES = ['new', 'handled'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
export const ACCESS_REQUEST_FILTERS = ['new', 'handled', 'all'] as const;
export type AccessRequestFilter = (typeof ACCESS_REQUEST_FILTERS)[number];

/** GET /api/admin/access-requests */
export const AccessRequestListQuerySchema = z.object({
  status: z.enum(ACCESS_REQUEST_FILTERS).default('new'),
  page: PageNumberSchema,
});
export type AccessRequestListQuery = z.input<typeof AccessRequestListQuerySchema>;

/** One request in the admin list; POST /api/admin/access-requests/:id/handle answers the handled one. */
export const AccessRequestItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ACCESS_REQUEST_ROLES),
  message: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AccessRequestItem = z.infer<typeof AccessRequestItemSchema>;

/** GET /api/admin/access-requests */
export const AccessRequestPageSchema = paginated(AccessRequestItemSchema);
export type AccessRequestPage = z.infer<typeof AccessRequestPageSchema>;
