import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/organisation-common.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/organisation-common.json' with { type: 'json' };

/**
 * Words of organisations that the account menu and the organisation's pages share: the roles' names, what
 * each may do, and the menu's switcher. Not in the layout namespace: they load with the menu, not the page.
 */
export const organisationCommonMessages = defineMessages('organisation-common', { en, de });
