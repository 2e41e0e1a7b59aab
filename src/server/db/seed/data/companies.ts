import type { SeedCompany } from './types';

/**
 * Ten fictional organisations that hire facilitators. Every domain and email
 * address uses the reserved `.example` TLD.
 */
export const SEED_COMPANIES: SeedCompany[] = [
  {
    key: 'northwind-labs',
    name: 'Northwind Labs',
    website: 'https://www.northwind-labs.example',
    industry: 'Software & SaaS',
    size: '201-500',
    description:
      'Northwind Labs builds workflow software for logistics teams and has tripled its headcount in two years. ' +
      'We rely on external facilitators for product discovery sprints, quarterly planning and leadership offsites. ' +
      'Our teams are spread across Berlin, Lisbon and fully remote colleagues in a dozen countries.',
    email: 'talent@northwind-labs.example',
  },
  {
    key: 'ashgrove-health',
    name: 'Ashgrove Health Network',
    website: 'https://www.ashgrove-health.example',
    industry: 'Healthcare',
    size: '1000+',
    description:
      'Ashgrove Health Network runs four hospitals and twenty community clinics across the North West of England. ' +
      'Our organisational development team brings in facilitators to support service redesign, clinical leadership programmes and team resilience work. ' +
      'Sessions are planned around shift patterns, so flexibility matters to us.',
    email: 'od-team@ashgrove-health.example',
  },
  {
    key: 'lakeshore-university',
    name: 'Lakeshore University',
    website: 'https://www.lakeshore-university.example',
    industry: 'Higher Education',
    size: '1000+',
    description:
      'Lakeshore University is a public research university in Toronto with 32,000 students and 4,500 faculty and staff. ' +
      'Our Centre for Teaching and Organisational Learning hires facilitators for strategic planning, curriculum design labs and departmental retreats.',
    email: 'learning-centre@lakeshore-university.example',
  },
  {
    key: 'open-harvest',
    name: 'Open Harvest Alliance',
    website: 'https://www.openharvest.example',
    industry: 'Non-profit & International Development',
    size: '51-200',
    description:
      'Open Harvest Alliance is an NGO working with smallholder farming cooperatives in East Africa and South Asia. ' +
      'We look for facilitators who can run participatory planning, partnership workshops and conflict-sensitive community dialogues. ' +
      'Much of our work happens in the field, with some sessions delivered remotely to regional staff.',
    email: 'people@openharvest.example',
  },
  {
    key: 'brightforge-industrial',
    name: 'Brightforge Industrial Group',
    website: 'https://www.brightforge-group.example',
    industry: 'Manufacturing',
    size: '1000+',
    description:
      'Brightforge Industrial Group makes precision components for the energy and rail sectors at nine plants in France, Germany and Poland. ' +
      'We are modernising our operations and need facilitators for lean and agile transformation, shop-floor team development and leadership training.',
    email: 'careers@brightforge-group.example',
  },
  {
    key: 'harbourline-bank',
    name: 'Harbourline Bank',
    website: 'https://www.harbourline-bank.example',
    industry: 'Banking & Financial Services',
    size: '501-1000',
    description:
      'Harbourline Bank is a mid-sized retail and business bank headquartered in Dublin. ' +
      'We are moving our core services to digital channels and investing heavily in how our people lead, collaborate and adapt to change. ' +
      'We partner with facilitators on transformation programmes, inclusion work and executive strategy sessions.',
    email: 'talent@harbourline-bank.example',
  },
  {
    key: 'metro-civic-agency',
    name: 'Metro Civic Services Agency',
    website: 'https://www.metrocivic.example',
    industry: 'Government & Public Sector',
    size: '501-1000',
    description:
      'Metro Civic Services Agency delivers licensing, permits and community services for a metropolitan region of 2.4 million residents in Victoria, Australia. ' +
      'We engage facilitators for public consultations, service design workshops and cross-department change programmes.',
    email: 'engagement@metrocivic.example',
  },
  {
    key: 'juniper-market',
    name: 'Juniper Market',
    website: 'https://www.junipermarket.example',
    industry: 'Retail',
    size: '1000+',
    description:
      'Juniper Market is a grocery and household retail chain with 140 stores across the US Midwest and Mountain West. ' +
      'We hire facilitators to train store leaders, run customer experience innovation sessions and support teams through new ways of working.',
    email: 'store-talent@junipermarket.example',
  },
  {
    key: 'fernhill-partners',
    name: 'Fernhill Partners',
    website: 'https://www.fernhill-partners.example',
    industry: 'Management Consulting',
    size: '11-50',
    description:
      'Fernhill Partners is a boutique strategy and organisation consultancy based in Amsterdam. ' +
      'We regularly bring independent facilitators onto client engagements in strategy, culture and transformation. ' +
      'Our clients range from family-owned businesses to multinational groups.',
    email: 'network@fernhill-partners.example',
  },
  {
    key: 'larkspur-foundation',
    name: 'Larkspur Foundation',
    website: null,
    industry: 'Philanthropy',
    size: '1-10',
    description:
      'The Larkspur Foundation funds community health and education organisations in New England. ' +
      'Beyond grants, we offer our grantees facilitation support for strategic planning, board development and leadership transitions.',
    email: 'grants@larkspur-foundation.example',
  },
];
