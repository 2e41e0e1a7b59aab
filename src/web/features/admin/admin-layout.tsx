import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Inbox, LayoutDashboard, ScrollText, Shield } from 'lucide-react';
import { PageShell } from '../../components/page-shell';
import { cn } from '../../lib/cn';

const ADMIN_NAV = [
  { to: '/admin', label: 'Overview', icon: LayoutDashboard },
  { to: '/admin/access-requests', label: 'Access requests', icon: Inbox },
  { to: '/admin/audit-log', label: 'Audit log', icon: ScrollText },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200 ring-inset'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * The frame of every admin page: the console's navigation beside the page (above it on small screens).
 * NavLink marks the current page with aria-current="page".
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell className="lg:grid lg:grid-cols-[12.5rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-labelledby="admin-nav-heading" className="mb-8 lg:mb-0">
        <h2
          id="admin-nav-heading"
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          <Shield aria-hidden className="h-4 w-4 text-indigo-700" />
          Admin
        </h2>
        <ul className="mt-3 flex flex-wrap gap-1.5 border-b border-slate-200 pb-4 lg:flex-col lg:flex-nowrap lg:border-b-0 lg:pb-0">
          {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} end className={linkClass}>
                <Icon aria-hidden className="h-4 w-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </PageShell>
  );
}
