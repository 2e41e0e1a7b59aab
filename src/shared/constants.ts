export const SITE_NAME = 'FacilitatorHub';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const DEFAULT_COMPANY_SIZE: CompanySize = '1-10';

/** The accounts people sign up for, each with its profile. */
export const USER_TYPES = ['company', 'facilitator'] as const;
export type UserType = (typeof USER_TYPES)[number];
/**
 * Every kind of account: also the operator's staff, whose addresses are in ADMIN_EMAILS. A staff account
 * has no profile and no onboarding; it works in the admin console.
 */
export const ACCOUNT_TYPES = [...USER_TYPES, 'staff'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const COOKIE_CONSENT_NAME = 'CookieConsent';
export const COOKIE_CONSENT_DAYS = 150;
/** Where the cookie banner's form posts the choice (it works before the scripts run, and without them). */
export const COOKIE_CONSENT_PATH = '/cookie-consent';

/**
 * The consent cookie, as the banner stores it in the browser and the server sets it after the banner's
 * form: COOKIE_CONSENT_DAYS long, for the whole site, readable by the page's script (no HttpOnly).
 */
export function consentCookie(value: boolean, secure: boolean): string {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  return `${COOKIE_CONSENT_NAME}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const POST_JOB_REDIRECT_MS = 1500;

/** Every list endpoint is paginated; no page is ever larger than this. */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;
/** The deepest page any list serves: deeper offsets cost the database a scan, and nobody pages that far. */
export const MAX_PAGE = 10_000;

/** The largest file a user may attach to an application or a message (a CV or a proposal, as a PDF). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads an account may hold that are not sent yet with an application or a message (they go after a day). */
export const ATTACHMENT_UNSENT_MAX = 10;
