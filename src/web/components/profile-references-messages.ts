import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/profile-references.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/profile-references.json' with { type: 'json' };

/**
 * Outside references on a facilitator's profile (profile-references.tsx) and the card where the facilitator
 * asks for them (features/profiles/references-card.tsx).
 */
export const profileReferencesMessages = defineMessages('profile-references', { en, de });
