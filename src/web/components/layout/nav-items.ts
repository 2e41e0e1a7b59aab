export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/job-search', label: 'Job Search' },
  { to: '/facilitators', label: 'Find Facilitators' },
  { to: '/companies', label: 'Find Companies' },
  { to: '/focus-areas', label: 'Focus Areas' },
  { to: '/about', label: 'About' },
] as const;

/** The admin console's sections: its tabs (features/admin/admin-layout.tsx) and the staff menu. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/moderation', label: 'Moderation' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/credentials', label: 'Credentials' },
  { to: '/admin/access-requests', label: 'Access requests' },
  { to: '/admin/exchange-rates', label: 'Exchange rates' },
  { to: '/admin/audit-log', label: 'Audit log' },
] as const;

export const ACCOUNT_MENUS = {
  company: {
    title: 'Company Account',
    items: [
      { to: '/company/dashboard', label: 'Dashboard' },
      { to: '/messages', label: 'Messages' },
      { to: '/company/jobs', label: 'My Job Postings' },
      { to: '/company/profile', label: 'Company Profile' },
      { to: '/company/saved', label: 'Saved Facilitators' },
      { to: '/account/settings', label: 'Account Settings' },
    ],
  },
  facilitator: {
    title: 'Facilitator Account',
    items: [
      { to: '/facilitator/dashboard', label: 'Dashboard' },
      { to: '/messages', label: 'Messages' },
      { to: '/facilitator/profile', label: 'My Profile' },
      { to: '/facilitator/availability', label: 'Availability' },
      { to: '/facilitator/applications', label: 'My Applications' },
      { to: '/facilitator/saved', label: 'Saved Jobs' },
      { to: '/facilitator/alerts', label: 'Job Alerts' },
      { to: '/account/settings', label: 'Account Settings' },
    ],
  },
  // The operator's staff: the console and its sections, no profile, no jobs, no messages.
  staff: {
    title: 'Staff',
    items: [
      { to: '/admin', label: 'Admin console' },
      ...ADMIN_SECTIONS.slice(1),
      { to: '/account/settings', label: 'Account Settings' },
    ],
  },
} as const;
