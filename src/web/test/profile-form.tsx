import { vi } from 'vitest';
import type { FacilitatorPublicProfile } from '../../shared/profiles';
import {
  FacilitatorProfileForm,
  facilitatorFormDefaults,
} from '../features/profiles/facilitator-profile-form';
import { errorResponse, stubFetch, type ApiCall } from './fake-api';
import { renderWithProviders } from './render';

// Radix measures its checkboxes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** A fake API that saves the facilitator's own profile (answering it with the body merged in); its calls. */
export const stubProfileSave = (profile: FacilitatorPublicProfile): ApiCall[] =>
  stubFetch(({ method, url, body }) => {
    if (method === 'PUT' && url === '/api/profile/facilitator')
      return Response.json({ ...profile, ...(body as object) });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });

/** The extended profile editor of `profile`; answers the form's `onSaved`. */
export function renderProfileForm(profile: FacilitatorPublicProfile) {
  const onSaved = vi.fn();
  renderWithProviders(
    <FacilitatorProfileForm
      extended
      defaultValues={facilitatorFormDefaults(profile, true)}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}
