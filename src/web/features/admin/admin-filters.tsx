import { useSearchParams } from 'react-router';
import { KeywordSearchForm } from '../../components/search-form';

/**
 * An admin list's filters as the address holds them: `q` is the keyword, trimmed and cut to `keywordMax`.
 * `setFilters` keeps only the filters that have a value and drops the page, so new filters start at page 1.
 */
export function useAdminFilters(keywordMax: number) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim().slice(0, keywordMax) || undefined;
  const setFilters = (next: Record<string, string | undefined>) => {
    const copy = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) copy.set(key, value);
    setParams(copy);
  };
  return { params, q, setFilters };
}

/** The keyword search of an admin list; it starts afresh whenever the address changes the keyword. */
export function AdminKeywordSearch({
  q,
  ...props
}: {
  q: string | undefined;
  /** The accessible name of the search landmark. */
  name: string;
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  onSearch: (q?: string) => void;
}) {
  return (
    <KeywordSearchForm
      key={q ?? ''}
      {...props}
      initial={q ?? ''}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    />
  );
}
