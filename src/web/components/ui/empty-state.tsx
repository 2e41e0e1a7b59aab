import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon ? <div className="mx-auto mb-3 flex justify-center text-slate-500">{icon}</div> : null}
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-2 text-sm text-slate-700">{children}</div> : null}
    </div>
  );
}
