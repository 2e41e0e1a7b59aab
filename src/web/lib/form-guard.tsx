import { useCallback, useEffect, useId, useRef } from 'react';
import { HONEYPOT_FIELD, type FormGuard } from '../../shared/form-guard';
import { componentMessages } from '../components/messages';
import { useT } from './i18n';

/**
 * The quiet bot checks of a public form (see shared/form-guard.ts): render `field` inside the form and
 * send `read()` with its values.
 */
export function useFormGuard() {
  const openedAt = useRef<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    openedAt.current = performance.now();
  }, []);
  const read = useCallback(
    (): FormGuard => ({
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      formFillMs: Math.round(performance.now() - (openedAt.current ?? performance.now())),
    }),
    [],
  );
  return { field: <HoneypotField inputRef={honeypot} />, read };
}

/** A field that people never see nor reach with the keyboard; a bot that fills every input fills it too. */
function HoneypotField({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const t = useT(componentMessages);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
