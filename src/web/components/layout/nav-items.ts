export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/job-search', label: 'Job Search' },
  { to: '/facilitators', label: 'Find Facilitators' },
  { to: '/companies', label: 'Find Companies' },
  { to: '/focus-areas', label: 'Focus Areas' },
  { to: '/about', label: 'About' },
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
} as const;
