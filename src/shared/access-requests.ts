import { z } from 'zod';
import { EmailSchema } from './auth';
import { singleLineName } from './names';

/** Who is asking for access; the form offers them in this order, facilitator first (the default). */
export const ACCESS_REQUEST_ROLES = ['facilitator', 'company'] as const;
export type AccessRequestRole = (typeof ACCESS_REQUEST_ROLES)[number];
export const DEFAULT_ACCESS_REQUEST_ROLE: AccessRequestRole = 'facilitator';

export const ACCESS_REQUEST_ROLE_LABELS: Record<AccessRequestRole, string> = {
  facilitator: 'Facilitator',
  company: 'Company (Posting Jobs)',
};

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
      .min(1, 'Please enter your full name.')
      .max(ACCESS_REQUEST_NAME_MAX, `Name must be at most ${ACCESS_REQUEST_NAME_MAX} characters.`),
    'Name',
  ),
  email: EmailSchema,
  role: z.enum(ACCESS_REQUEST_ROLES, 'Please choose Facilitator or Company (Posting Jobs).'),
  message: z
    .string()
    .trim()
    .max(ACCESS_REQUEST_MESSAGE_MAX, `Message must be at most ${ACCESS_REQUEST_MESSAGE_MAX} characters.`)
    .optional(),
});
/** What the form holds (before trimming). */
export type AccessRequestFormValues = z.input<typeof AccessRequestSchema>;
export type AccessRequestInput = z.infer<typeof AccessRequestSchema>;

export interface AccessRequestReceipt {
  status: 'received';
  email: string;
}

export const ACCESS_REQUEST_STATUSES = ['new', 'handled'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
export const ACCESS_REQUEST_FILTERS = ['new', 'handled', 'all'] as const;
export type AccessRequestFilter = (typeof ACCESS_REQUEST_FILTERS)[number];

/** GET /api/admin/access-requests */
export const AccessRequestListQuerySchema = z.object({
  status: z.enum(ACCESS_REQUEST_FILTERS).default('new'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AccessRequestListQuery = z.input<typeof AccessRequestListQuerySchema>;

export interface AccessRequestItem {
  id: string;
  name: string;
  email: string;
  role: AccessRequestRole;
  message: string | null;
  status: AccessRequestStatus;
  createdAt: string;
  handledAt: string | null;
}

export interface AccessRequestPage {
  items: AccessRequestItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
