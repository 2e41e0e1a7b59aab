import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './hydration';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** Whether a field's value differs from the one in the HTML it was drawn with. */
function isEdited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const drawn = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (drawn?.value ?? '');
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The names of the form's fields that someone changed since the page was drawn. */
export function editedFields(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const element of Array.from(form.elements))
    if (isField(element) && element.name && element.type !== 'hidden' && isEdited(element))
      names.add(element.name);
  return names;
}

/**
 * What was done in a server-drawn form before the page's scripts ran: once React has hydrated the form
 * (in the same commit, before anything redraws a field), `onEdited` gets the names of the fields whose
 * value differs from the drawn one, if any, so that the page applies a filter changed meanwhile and keeps
 * the words typed. A form the browser draws itself has nothing to catch up on.
 */
export function useEditsBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  onEdited: (edited: Set<string>, form: HTMLFormElement) => void,
): void {
  const hydrating = useRef(!useHydrated());
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!hydrating.current || !form) return;
    const edited = editedFields(form);
    if (edited.size) onEdited(edited, form);
    // Once, as the form is hydrated: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Keeps an uncontrolled field (text typed before hydration stays in it) in step with the address: when
 * `value` changes (a search sent, back and forward, a link), the field shows it.
 */
export function useFieldFollows(ref: RefObject<HTMLInputElement | null>, value: string): void {
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [ref, value]);
}

/** The form's values as a query: empty fields left out, as a search in the address has them. */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value.trim()) query.append(name, value.trim());
  return query;
}
