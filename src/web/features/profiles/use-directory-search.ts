import { useRef, type FormEvent } from 'react';
import { formQuery } from '../../lib/form-edits';
import { useSearchUpdate } from '../../lib/use-search-update';

/**
 * A directory's search, which lives in the address: the state read from it, and the ways to change it.
 * The search form is a GET form (`formRef`); its submit reads what the form would send without the
 * script, as the address is read, and searches without leaving.
 */
export function useDirectorySearch<S extends { page: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
) {
  const [searchParams, updateSearch] = useSearchUpdate();
  const formRef = useRef<HTMLFormElement>(null);
  return {
    state: read(searchParams),
    formRef,
    /** Another search, as it is given (clearing the filters, another page). */
    go: (next: S) => updateSearch(() => write(next)),
    /** A filter's change, on top of any change made just before it; back to page 1. */
    filter: (changes: Partial<S>) =>
      updateSearch((latest) => write({ ...read(latest), ...changes, page: 1 })),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const next = read(formQuery(event.currentTarget));
      updateSearch(() => write({ ...next, page: 1 }));
    },
  };
}
