import type { ReactNode } from 'react';

/** "5 January 2027, 15:04": admin lists show the time as well as the day. */
export { formatDateTime } from '../../../shared/dates';

/** The table that admin lists show on wider screens; phones get cards instead. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** Free text in a table cell, cut to a few lines (in full on hover), or a muted word when there is none. */
export function ClampedText({
  text,
  clamp,
  fallback,
}: {
  text: string | null;
  clamp: string;
  fallback: string;
}) {
  return text ? (
    <p className={`${clamp} whitespace-pre-line`} title={text}>
      {text}
    </p>
  ) : (
    <span className="text-slate-500">{fallback}</span>
  );
}
