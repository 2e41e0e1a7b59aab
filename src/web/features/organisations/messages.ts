import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/organisations.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/organisations.json' with { type: 'json' };

/** The organisation page (members, invitations, audit log) and the invitation's landing page. */
export const organisationMessages = defineMessages('organisations', { en, de });

export type OrganisationKey = keyof typeof en;
