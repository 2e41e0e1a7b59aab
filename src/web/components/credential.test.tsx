import { describe, expect, it } from 'vitest';
import { credentialTitle } from './credential';

describe('credentialTitle', () => {
  it('names the kind in the page’s language and keeps the facilitator’s own words', () => {
    const lego = { kind: 'lego-serious-play' as const, detail: 'Rasmussen Consulting' };
    expect(credentialTitle(lego, 'en')).toBe('LEGO® SERIOUS PLAY® method training — Rasmussen Consulting');
    expect(credentialTitle(lego, 'de')).toBe(
      'Ausbildung in der LEGO® SERIOUS PLAY®-Methode — Rasmussen Consulting',
    );
    expect(credentialTitle({ kind: 'other', detail: null }, 'de')).toBe('Anderer Nachweis');
    expect(credentialTitle({ kind: 'other', detail: 'Systemische Beraterin' }, 'de')).toBe(
      'Systemische Beraterin',
    );
  });
});
