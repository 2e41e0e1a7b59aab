import { NavLink, Outlet } from 'react-router';
import {
  Award,
  Building2,
  ClipboardCheck,
  Coins,
  Flag,
  Handshake,
  Inbox,
  LayoutDashboard,
  ScrollText,
  Shield,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ADMIN_SECTIONS } from '../../components/layout/nav-items';
import { PageShell } from '../../components/page-shell';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { layoutMessages } from '../../components/layout/messages';

const ICONS: Record<(typeof ADMIN_SECTIONS)[number]['to'], LucideIcon> = {
  '/admin': LayoutDashboard,
  '/admin/moderation': ClipboardCheck,
  '/admin/reports': Flag,
  '/admin/engagements': Handshake,
  '/admin/users': Users,
  '/admin/organisations': Building2,
  '/admin/credentials': Award,
  '/admin/access-requests': Inbox,
  '/admin/exchange-rates': Coins,
  '/admin/audit-log': ScrollText,
};
const ADMIN_NAV = ADMIN_SECTIONS.map((section) => ({ ...section, icon: ICONS[section.to] }));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 border-b-2 px-2.5 py-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3',
    isActive
      ? 'border-indigo-600 text-indigo-700'
      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
  );

/**
 * The frame of every admin page, as the admin section's layout route (src/web/sections.tsx): the console's
 * heading and navigation above the page, full width, so that the lists keep the room of a normal page.
 * NavLink marks the current page with aria-current="page".
 */
export function AdminLayout() {
  const t = useT(layoutMessages);
  return (
    <PageShell>
      <nav aria-labelledby="admin-nav-heading" className="mb-8">
        <h2
          id="admin-nav-heading"
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          <Shield aria-hidden className="h-4 w-4 text-indigo-700" />
          {t('admin')}
        </h2>
        {/* The tabs do not fit a phone: the row scrolls on its own, and the page keeps the screen's width.
            The baseline is an inset shadow, so the active tab's border covers it without overflowing. */}
        <ul className="mt-2 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_0_var(--color-slate-200)] sm:gap-2">
          {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} end className={linkClass}>
                <Icon aria-hidden className="hidden h-4 w-4 shrink-0 sm:block" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </PageShell>
  );
}
