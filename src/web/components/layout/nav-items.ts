/** Labels are message keys of the layout namespace (./messages.ts), shown with `t(item.label)`. */
export const MAIN_NAV = [
  { to: '/', label: 'nav.home' },
  { to: '/jobs', label: 'nav.jobs' },
  { to: '/job-search', label: 'nav.jobSearch' },
  { to: '/facilitators', label: 'nav.facilitators' },
  { to: '/companies', label: 'nav.companies' },
  { to: '/focus-areas', label: 'nav.focusAreas' },
  { to: '/about', label: 'nav.about' },
] as const;

/** The admin console's sections: its tabs (features/admin/admin-layout.tsx) and the staff menu. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'admin.overview' },
  { to: '/admin/moderation', label: 'admin.moderation' },
  { to: '/admin/reports', label: 'admin.reports' },
  { to: '/admin/engagements', label: 'admin.engagements' },
  { to: '/admin/users', label: 'admin.users' },
  { to: '/admin/organisations', label: 'admin.organisations' },
  { to: '/admin/credentials', label: 'admin.credentials' },
  { to: '/admin/access-requests', label: 'admin.accessRequests' },
  { to: '/admin/exchange-rates', label: 'admin.exchangeRates' },
  { to: '/admin/audit-log', label: 'admin.auditLog' },
] as const;

export const ACCOUNT_MENUS = {
  company: {
    title: 'menu.company',
    items: [
      { to: '/company/dashboard', label: 'menu.dashboard' },
      { to: '/messages', label: 'menu.messages' },
      { to: '/engagements', label: 'menu.engagements' },
      { to: '/company/jobs', label: 'menu.companyJobs' },
      { to: '/company/profile', label: 'menu.companyProfile' },
      { to: '/company/saved', label: 'menu.savedFacilitators' },
      { to: '/company/organisation', label: 'menu.organisation' },
      { to: '/account/settings', label: 'menu.accountSettings' },
    ],
  },
  facilitator: {
    title: 'menu.facilitator',
    items: [
      { to: '/facilitator/dashboard', label: 'menu.dashboard' },
      { to: '/messages', label: 'menu.messages' },
      { to: '/engagements', label: 'menu.engagements' },
      { to: '/facilitator/profile', label: 'menu.facilitatorProfile' },
      { to: '/facilitator/availability', label: 'menu.availability' },
      { to: '/facilitator/applications', label: 'menu.applications' },
      { to: '/facilitator/insights', label: 'menu.insights' },
      { to: '/facilitator/saved', label: 'menu.savedJobs' },
      { to: '/facilitator/alerts', label: 'menu.alerts' },
      { to: '/account/settings', label: 'menu.accountSettings' },
    ],
  },
  // The operator's staff: the console and its sections, no profile, no jobs, no messages.
  staff: {
    title: 'menu.staff',
    items: [
      { to: '/admin', label: 'menu.adminConsole' },
      ...ADMIN_SECTIONS.slice(1),
      { to: '/account/settings', label: 'menu.accountSettings' },
    ],
  },
} as const;
