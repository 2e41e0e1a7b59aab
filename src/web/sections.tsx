import type { RouteObject } from 'react-router';
import { RequireAuth, type Guard } from './lib/require-auth';

/** The admin console's frame: a chunk of its own, loaded with the first admin page. */
const adminLayout = async () => ({ Component: (await import('./features/admin/admin-layout')).AdminLayout });

/**
 * The layout route of a section of pages behind one guard (`children`, from PAGES): it checks the visitor
 * once for the whole section, and the admin section frames its pages in the console's layout.
 */
export function sectionRoute(guard: Guard, children: RouteObject[]): RouteObject {
  return {
    id: `section:${guard}`,
    element: <RequireAuth allow={guard} />,
    children: guard === 'admin' ? [{ id: 'admin-layout', lazy: adminLayout, children }] : children,
  };
}
