// Long on purpose: sample data, the postings' prose read top to bottom; the choices are in job-generator.ts.
import type { FocusAreaId } from '../../../../shared/focus-areas';
import type { EmploymentType, ExperienceLevel, RemoteOption, SeedJob } from './types';

/*
 * The seed jobs' prose: a dozen hand-written flagship postings, and the
 * company contexts, per-area templates and sentences that job-generator.ts
 * combines into the generated postings. Text only; the choices are made there.
 */

export const bullets = (lines: string[]): string => lines.map((line) => `- ${line}`).join('\n');

// ---------------------------------------------------------------------------
// Flagship jobs (hand-written)
// ---------------------------------------------------------------------------

export const FLAGSHIP_JOBS: SeedJob[] = [
  {
    key: 'flagship-1',
    companyKey: 'northwind-labs',
    title: 'Lead Design Sprint Facilitator – Route Planning Product',
    location: 'Berlin, Germany',
    salary: '€900–€1,200 per day',
    remote: 'hybrid',
    experience: 'senior',
    employmentType: 'contract',
    description: [
      'Northwind Labs is rebuilding its route planning product for mid-sized logistics companies, and we want the new version to start from what dispatchers actually need rather than from our feature backlog. We are looking for an experienced design sprint facilitator to lead three sprints with our product, design and engineering teams over the first quarter of 2027.',
      'Each sprint follows a compressed five-day format: mapping the problem with dispatchers and customer success, sketching and deciding on solutions, building a realistic prototype and testing it with five customers. You will plan each sprint with the product lead, facilitate the sessions in our Berlin office, and make sure decisions are captured so the teams can move straight into delivery.',
      'Just as important, we want to build our own capability. Two of our senior designers will co-facilitate with you and should be ready to run sprints on their own by the end of the engagement. Preparation and synthesis can be done remotely; sprint weeks are on site in Berlin.',
    ].join('\n\n'),
    requirements: bullets([
      'At least five years facilitating design sprints or product discovery workshops',
      'Hands-on experience with B2B or SaaS products; logistics knowledge is a bonus',
      'Confident planning and running moderated user tests',
      'Able to challenge senior stakeholders while keeping the group together',
      'Experience coaching internal facilitators',
      'Fluent English; German is helpful but not required',
    ]),
    responsibilities: bullets([
      'Plan three five-day design sprints with the product lead',
      'Facilitate mapping, sketching, decision and prototyping sessions on site',
      'Recruit and run user tests with customers together with our research team',
      'Coach two senior designers to co-facilitate and then lead sprints',
      'Document sprint outcomes, decisions and open questions for delivery teams',
      'Run a short retrospective after each sprint and adapt the format',
    ]),
    focusAreas: ['design-thinking'],
    applicationDeadline: '2027-01-15',
    postedDaysAgo: 3,
  },
  {
    key: 'flagship-2',
    companyKey: 'ashgrove-health',
    title: 'Team Resilience Facilitator – Emergency Department',
    location: 'Manchester, United Kingdom',
    salary: '£650–£800 per day',
    remote: 'no',
    experience: 'senior',
    employmentType: 'contract',
    description: [
      'The emergency department at Ashgrove’s Manchester hospital has been through two very hard winters. Staff turnover is high, new colleagues join almost every month, and teams rarely get time together away from the floor. We are looking for a facilitator to design and lead a team resilience programme for nurses, doctors, healthcare assistants and reception staff.',
      'The programme consists of six half-day sessions for mixed-profession groups of around 20 people, repeated so every shift pattern can attend. Sessions should help teams reflect on how they work under pressure, strengthen trust between professions, and agree a few practical habits such as better handovers and short debriefs after difficult shifts.',
      'We are not looking for generic wellbeing content. The facilitator will need to understand clinical pressures, respect the limits of what staff can give, and work closely with our psychology and organisational development teams. All sessions take place on site, including some early morning and evening slots.',
    ].join('\n\n'),
    requirements: bullets([
      'Significant experience facilitating team development in healthcare or other high-pressure settings',
      'Understanding of the NHS or similar public health systems',
      'Trauma-informed approach to group work',
      'Able to facilitate mixed groups across professional hierarchies',
      'Flexible availability, including some early and late sessions',
      'Enhanced DBS check (or willingness to obtain one)',
    ]),
    responsibilities: bullets([
      'Co-design the programme with the department leadership and OD team',
      'Facilitate six half-day sessions across shift patterns',
      'Help teams agree practical habits for handovers and debriefs',
      'Signpost staff to psychological support where appropriate',
      'Produce a short anonymised themes report for department leaders',
      'Run a review session with leaders three months after the programme',
    ]),
    focusAreas: ['team-building'],
    applicationDeadline: '2026-12-18',
    postedDaysAgo: 6,
  },
  {
    key: 'flagship-3',
    companyKey: 'larkspur-foundation',
    title: 'Strategic Planning Facilitator for Grantee Cohort 2027',
    location: 'Boston, United States',
    salary: '$38,000 fixed fee',
    remote: 'hybrid',
    experience: 'executive',
    employmentType: 'contract',
    description: [
      'Every two years the Larkspur Foundation offers a cohort of its grantees facilitated support to build a new strategic plan. In 2027 the cohort includes eight community health and education organisations across New England, with budgets between $1 million and $12 million. We are looking for a senior facilitator to guide all eight through a shared planning process.',
      'The process runs from February to September. It combines three in-person cohort convenings in Boston, where executive directors and board chairs learn and plan alongside peers, with tailored sessions for each organisation’s board and senior team. By the end, each grantee should have a concise three-year plan with clear priorities, measures and a realistic resourcing picture.',
      'You will work closely with our program officer but act as an independent partner to the grantees. We value facilitators who understand community-based non-profits, can hold space for honest conversations about capacity and funding, and can write clearly. Organisation sessions can be held online or on site.',
    ].join('\n\n'),
    requirements: bullets([
      'Twelve or more years of experience facilitating strategic planning with non-profit boards and leadership teams',
      'Deep understanding of community health or education non-profits',
      'Experience running multi-organisation cohort or peer-learning programmes',
      'Strong writing skills for concise plan documents',
      'Able to travel within New England for convenings and site visits',
      'Commitment to equity and community voice in planning',
    ]),
    responsibilities: bullets([
      'Design the cohort planning process and timeline with the foundation',
      'Facilitate three in-person cohort convenings in Boston',
      'Run tailored planning sessions with each grantee’s board and senior team',
      'Support grantees to draft and refine their three-year plans',
      'Provide light coaching to executive directors between sessions',
      'Share an anonymised learning report with the foundation at the end',
    ]),
    focusAreas: ['strategic-planning'],
    applicationDeadline: '2027-01-08',
    postedDaysAgo: 12,
  },
  {
    key: 'flagship-4',
    companyKey: 'juniper-market',
    title: 'Store Leader Training Facilitator',
    location: 'Denver, United States',
    salary: '$68,000–$78,000 per year',
    remote: 'hybrid',
    experience: 'intermediate',
    employmentType: 'full-time',
    description: [
      'Juniper Market is growing, and so is our need for great store leaders. We are creating a new full-time role in our Learning team to deliver our Store Leader Academy, a twelve-week programme for newly promoted assistant managers and store managers across our 140 stores.',
      'You will facilitate classroom sessions at our Denver support centre and in regional hubs, run live virtual workshops, and coach participants as they apply what they learn in their own stores. Topics range from scheduling and labour planning to coaching conversations, customer experience and handling difficult situations on the shop floor.',
      'This is a hands-on role for someone who loves helping people grow and is comfortable in a store at six in the morning as well as in a training room. Around 30% travel within our Midwest and Mountain West regions is expected. You will also help us refresh the Academy content based on what you see working.',
    ].join('\n\n'),
    requirements: bullets([
      'Three or more years delivering training or facilitation to frontline leaders',
      'Retail, hospitality or other multi-site operations experience',
      'Confident facilitating both in person and on virtual platforms',
      'Strong coaching and feedback skills',
      'Willingness to travel around 30% of the time',
      'Valid driver’s licence',
    ]),
    responsibilities: bullets([
      'Facilitate Store Leader Academy sessions in person and online',
      'Visit stores to coach participants on real challenges',
      'Track participant progress and share insights with district managers',
      'Refresh Academy modules with the learning design team',
      'Train experienced store managers to act as peer mentors',
      'Measure programme impact on retention and store results',
    ]),
    focusAreas: ['training'],
    applicationDeadline: null,
    postedDaysAgo: 1,
  },
  {
    key: 'flagship-5',
    companyKey: 'lakeshore-university',
    title: 'Facilitator, Academic Leadership Programme for Department Chairs',
    location: 'Toronto, Canada',
    salary: 'CA$140–CA$170 per hour',
    remote: 'hybrid',
    experience: 'senior',
    employmentType: 'part-time',
    description: [
      'Department chairs at Lakeshore University are usually appointed for their scholarship, not their management experience. Our Centre for Teaching and Organisational Learning is launching a year-long Academic Leadership Programme to support them, and we are looking for a part-time facilitator to lead it.',
      'The programme brings together 24 new and mid-term chairs for monthly half-day workshops, small peer-coaching circles and an annual two-day retreat. Themes include leading colleagues without formal authority, managing conflict within departments, budget and workload decisions, and supporting equity in hiring and promotion.',
      'The role is roughly one to two days per week from January to December 2027. You will work alongside our Associate Vice-President, Faculty Affairs and draw on the experience of past chairs. Workshops are on our downtown campus; peer circles and preparation can be done online.',
    ].join('\n\n'),
    requirements: bullets([
      'Substantial experience facilitating leadership programmes, ideally in higher education or professional services',
      'Understanding of academic culture, collegial governance and tenure processes',
      'Coaching qualification (ICF or equivalent)',
      'Experience facilitating peer coaching or action learning groups',
      'Commitment to equity, diversity and inclusion in leadership',
      'Availability for monthly workshops and a two-day retreat in June 2027',
    ]),
    responsibilities: bullets([
      'Refine the programme design with the Centre’s leadership team',
      'Facilitate monthly workshops for the chair cohort',
      'Set up and support peer-coaching circles',
      'Design and lead the two-day summer retreat',
      'Offer optional one-to-one coaching sessions to chairs',
      'Evaluate the programme and recommend changes for the next cohort',
    ]),
    focusAreas: ['leadership'],
    applicationDeadline: '2027-02-01',
    postedDaysAgo: 9,
  },
  {
    key: 'flagship-6',
    companyKey: 'brightforge-industrial',
    title: 'Innovation Programme Facilitator – Plant of the Future',
    location: 'Lyon, France',
    salary: '€850–€1,050 per day',
    remote: 'hybrid',
    experience: 'senior',
    employmentType: 'contract',
    description: [
      'Brightforge Industrial Group has launched "Plant of the Future", a group-wide programme that invites employees at all nine plants to propose and test improvements in safety, energy use and product quality. In the first year we received over 600 ideas. Now we need to turn the best of them into experiments and, eventually, standard practice.',
      'We are looking for a facilitator to run the next programme cycle. This includes regional innovation days at plants in France, Germany and Poland, structured sessions where cross-plant teams develop their concepts, and a final selection day with the group leadership team. You will help teams design small, safe experiments on the shop floor and measure what happens.',
      'You will report to our Head of Operational Excellence and work with plant innovation champions. Many participants are operators and technicians who rarely attend workshops, so we need a practical, visual and respectful facilitation style. French and English are required; German or Polish is a strong plus.',
    ].join('\n\n'),
    requirements: bullets([
      'Experience facilitating innovation programmes or idea-to-experiment processes',
      'Comfortable working in industrial or manufacturing environments',
      'Familiarity with lean, continuous improvement or lean startup methods',
      'Strong visual facilitation skills',
      'Fluent French and English; German or Polish is a plus',
      'Willing to travel to plants in France, Germany and Poland',
    ]),
    responsibilities: bullets([
      'Design the programme cycle with the Head of Operational Excellence',
      'Facilitate regional innovation days at plants',
      'Guide cross-plant teams in developing concepts and experiment plans',
      'Coach plant innovation champions',
      'Prepare and facilitate the final selection day with group leaders',
      'Document learnings and recommend improvements for the next cycle',
    ]),
    focusAreas: ['innovation'],
    applicationDeadline: '2027-01-29',
    postedDaysAgo: 15,
  },
  {
    key: 'flagship-7',
    companyKey: 'open-harvest',
    title: 'Community Dialogue and Mediation Facilitator',
    location: 'Nairobi, Kenya',
    salary: '$600–$750 per day',
    remote: 'no',
    experience: 'senior',
    employmentType: 'contract',
    description: [
      'Open Harvest Alliance supports farming cooperatives in Kenya’s Rift Valley that share water sources and market access. As rainfall becomes less predictable, disagreements over water use and buying arrangements have grown, and some have started to affect whole communities. We are looking for an experienced facilitator to lead a series of community dialogues.',
      'The work starts with listening visits to cooperatives, local leaders and county officials, followed by facilitated dialogues in four areas and a joint forum where participants agree shared principles for water use and collective selling. You will work with our field team and local partners, who will support translation and logistics.',
      'We are looking for someone who understands rural communities, is patient and culturally grounded, and pays close attention to who is and is not speaking, including women and young farmers. The assignment is based in the field, with travel from Nairobi over approximately 40 working days between January and April 2027.',
    ].join('\n\n'),
    requirements: bullets([
      'At least eight years of experience facilitating community dialogue or mediation',
      'Experience with natural resource or land-related conflicts in East Africa',
      'Fluent Swahili and English',
      'Strong understanding of gender and power dynamics in community settings',
      'Able to work in remote rural areas for extended periods',
      'Accredited mediation training is a plus',
    ]),
    responsibilities: bullets([
      'Conduct listening visits with cooperatives, leaders and officials',
      'Design and facilitate community dialogues in four areas',
      'Facilitate a joint forum to agree shared principles',
      'Ensure women and young farmers are heard throughout the process',
      'Work with field staff on translation, logistics and follow-up',
      'Write a short report with agreements and recommendations',
    ]),
    focusAreas: ['conflict-resolution'],
    applicationDeadline: '2026-12-11',
    postedDaysAgo: 20,
  },
  {
    key: 'flagship-8',
    companyKey: 'harbourline-bank',
    title: 'Change Management Facilitator – Branch Network Transformation',
    location: 'Dublin, Ireland',
    salary: '€800–€1,000 per day',
    remote: 'hybrid',
    experience: 'senior',
    employmentType: 'contract',
    description: [
      'Harbourline Bank is transforming its branch network. Over the next 18 months, 40 branches will become advice centres focused on mortgages, business banking and digital support, while routine transactions move to our app and partner outlets. The change affects around 600 colleagues, many of whom have worked in branches for decades.',
      'We are looking for a change management facilitator to help branch teams understand, question and shape the change. You will run change readiness workshops in each region, support a network of branch change champions, and help area managers lead difficult conversations about new roles and skills. We want people to feel involved, not informed after the fact.',
      'You will work as part of our transformation office, alongside HR, internal communications and our union partners. The role is hybrid: planning is done remotely or in Dublin, with regular travel to branches across Ireland.',
    ].join('\n\n'),
    requirements: bullets([
      'Significant experience facilitating change in large, customer-facing organisations',
      'Knowledge of structured change approaches such as ADKAR or Kotter',
      'Experience working constructively with trade unions or employee representatives',
      'Able to handle emotional and difficult conversations with empathy',
      'Financial services experience is a plus',
      'Full driving licence and willingness to travel across Ireland',
    ]),
    responsibilities: bullets([
      'Facilitate change readiness workshops for branch teams in each region',
      'Build and support a network of branch change champions',
      'Coach area managers on leading team conversations about the change',
      'Run listening sessions and feed insights to the transformation office',
      'Support the design of reskilling and communication plans',
      'Track adoption and morale and recommend adjustments',
    ]),
    focusAreas: ['change-management'],
    applicationDeadline: '2027-02-15',
    postedDaysAgo: 4,
  },
  {
    key: 'flagship-9',
    companyKey: 'fernhill-partners',
    title: 'Inclusive Leadership Facilitator (Client Engagement)',
    location: 'Amsterdam, Netherlands',
    salary: 'Competitive',
    remote: 'hybrid',
    experience: 'senior',
    employmentType: 'contract',
    description: [
      'Fernhill Partners is supporting a Dutch engineering and construction group with 3,000 employees to make its leadership more inclusive. The client has committed to ambitious goals on gender balance and international talent, but progress has stalled in middle management. We are looking for an independent facilitator to join our team for this engagement.',
      'The core of the work is an inclusive leadership programme for around 150 managers, delivered in cohorts of 20 over six months. Each cohort attends two workshop days and a follow-up session, combining research on bias and belonging with practical tools for hiring, promotion and day-to-day team leadership. You will also facilitate sessions with the executive team on inclusion goals and accountability.',
      'You will co-design the programme with our engagement lead and the client’s HR team and be the main facilitator in the room. The client is based near Amsterdam and Rotterdam; most sessions are in person, with preparation done remotely.',
    ].join('\n\n'),
    requirements: bullets([
      'Extensive experience facilitating inclusive leadership or D&I programmes',
      'Credibility with engineering and operational managers',
      'Able to handle resistance and sensitive conversations with confidence',
      'Strong grounding in research on bias, belonging and inclusive practices',
      'Fluent English; Dutch is a strong plus',
      'Experience working as part of a consulting team',
    ]),
    responsibilities: bullets([
      'Co-design the inclusive leadership programme with Fernhill and the client',
      'Facilitate workshop days and follow-up sessions for manager cohorts',
      'Facilitate executive team sessions on inclusion goals',
      'Adapt content based on participant feedback and client context',
      'Contribute to progress reports for the client',
      'Help the client’s HR team plan how to sustain the work',
    ]),
    focusAreas: ['diversity-inclusion'],
    applicationDeadline: '2027-01-22',
    postedDaysAgo: 10,
  },
  {
    key: 'flagship-10',
    companyKey: 'metro-civic-agency',
    title: 'Performance Conversations Facilitator – Service Centre Leaders',
    location: 'Melbourne, Australia',
    salary: 'A$95–A$120 per hour',
    remote: 'no',
    experience: 'intermediate',
    employmentType: 'part-time',
    description: [
      'Metro Civic Services Agency is replacing its annual performance review with regular check-in conversations between team leaders and staff. Our eleven service centres handle licensing, permits and community enquiries, and our team leaders manage busy frontline teams with little time away from the counter.',
      'We are looking for a part-time facilitator to help around 90 team leaders build confidence with the new approach. You will run practical workshops on setting expectations, giving feedback, recognising good work and addressing underperformance early, followed by small-group practice sessions where leaders rehearse real conversations.',
      'The role is around two days per week for six months, delivered on site at our service centres across metropolitan Melbourne. You will work with our People and Culture team and help us measure whether check-ins are actually happening and making a difference.',
    ].join('\n\n'),
    requirements: bullets([
      'Experience training managers in performance and feedback conversations',
      'Background in HR, public sector or frontline service environments',
      'Practical, down-to-earth facilitation style',
      'Experience running role-play or skills practice sessions',
      'Able to travel between service centres in metropolitan Melbourne',
      'Certificate IV in Training and Assessment is a plus',
    ]),
    responsibilities: bullets([
      'Deliver performance conversation workshops for team leaders',
      'Facilitate small-group practice sessions using real scenarios',
      'Provide quick-reference guides and conversation templates',
      'Work with People and Culture to track check-in adoption',
      'Gather feedback and refine the workshops between groups',
      'Report progress to the Director of Service Delivery',
    ]),
    focusAreas: ['performance'],
    applicationDeadline: '2027-03-05',
    postedDaysAgo: 7,
  },
  {
    key: 'flagship-11',
    companyKey: 'northwind-labs',
    title: 'Agile Coach and PI Planning Facilitator',
    location: 'Remote (Europe)',
    salary: '€78,000–€92,000 per year',
    remote: 'yes',
    experience: 'senior',
    employmentType: 'full-time',
    description: [
      'Northwind Labs has grown from six to twenty-two product teams in two years. Our agile practices have not kept up: cross-team dependencies slow us down, planning takes too long, and retrospectives have become routine. We are hiring a full-time agile coach to help us fix that.',
      'You will own the facilitation of our quarterly planning events, which bring around 150 people together across Berlin, Lisbon and remote locations. Between events you will coach teams and product managers, run retrospectives that lead to real changes, and work with engineering leadership on how we structure teams and manage dependencies.',
      'This is a fully remote role within European time zones, with travel to Berlin or Lisbon for planning weeks about four times a year. You will join a small Ways of Working team reporting to our VP Engineering.',
    ].join('\n\n'),
    requirements: bullets([
      'Five or more years of experience as an agile coach or Scrum Master in product organisations',
      'Experience facilitating large-scale planning events, ideally remote or hybrid',
      'Recognised agile certification (e.g. ICAgile, SAFe, PSM II)',
      'Strong remote facilitation skills with digital whiteboards',
      'Comfortable working with engineering leaders and product managers',
      'Able to travel to Berlin or Lisbon about four times a year',
    ]),
    responsibilities: bullets([
      'Facilitate quarterly planning events for 20+ teams',
      'Coach teams and product managers on agile practices',
      'Run and improve retrospectives across teams',
      'Help engineering leadership reduce cross-team dependencies',
      'Track team health and flow metrics and share insights',
      'Train new team leads in facilitation basics',
    ]),
    focusAreas: ['agile'],
    applicationDeadline: null,
    postedDaysAgo: 2,
  },
  {
    key: 'flagship-12',
    companyKey: 'ashgrove-health',
    title: 'Digital Transformation Facilitator – Electronic Patient Record Rollout',
    location: 'Preston, United Kingdom',
    salary: '£700–£850 per day',
    remote: 'hybrid',
    experience: 'senior',
    employmentType: 'contract',
    description: [
      'Ashgrove Health Network is replacing paper-based and legacy systems with a single electronic patient record across its four hospitals and twenty community clinics. The technology is being delivered by our digital team; what we need now is help making sure clinical and administrative teams shape how it is used day to day.',
      'We are looking for a facilitator to run workflow design workshops with ward teams, outpatient clinics and community services. In each workshop, staff map their current processes, identify what must change with the new system, and design future-state workflows that are safe and workable. You will also facilitate lessons-learned sessions after each go-live wave.',
      'You will be part of the programme’s clinical engagement team, working with clinical safety officers, trainers and system analysts. Sessions take place at sites across the North West, with planning and synthesis done remotely.',
    ].join('\n\n'),
    requirements: bullets([
      'Experience facilitating workflow or process design in digital transformation programmes',
      'Healthcare experience, ideally with electronic patient record implementations',
      'Able to work with clinicians and translate between clinical and technical teams',
      'Strong process mapping skills',
      'Awareness of clinical safety considerations in system change',
      'Willing to travel between sites in the North West of England',
    ]),
    responsibilities: bullets([
      'Facilitate current and future-state workflow workshops with clinical teams',
      'Capture workflow decisions and risks for the digital and safety teams',
      'Facilitate lessons-learned sessions after each go-live wave',
      'Support clinical champions in engaging their colleagues',
      'Highlight adoption risks to the programme board',
      'Help adapt training materials based on workshop insights',
    ]),
    focusAreas: ['digital-transformation'],
    applicationDeadline: '2027-03-19',
    postedDaysAgo: 5,
  },
];

// ---------------------------------------------------------------------------
// Generated jobs: company context
// ---------------------------------------------------------------------------

export interface CompanyContext {
  /** Currency prefix used in salary strings. */
  currency: string;
  /** Rough multiplier from the EUR base amounts to this currency. */
  fx: number;
  cities: string[];
  /** Used for fully remote roles: `Remote (${remoteRegion})`. */
  remoteRegion: string;
  /** Groups a facilitator would work with, phrased to follow "with" / "help". */
  audiences: string[];
}

export const COMPANY_CONTEXT: Record<string, CompanyContext> = {
  'northwind-labs': {
    currency: '€',
    fx: 1,
    cities: ['Berlin, Germany', 'Lisbon, Portugal'],
    remoteRegion: 'Europe',
    audiences: [
      'product and engineering teams',
      'the leadership team',
      'cross-functional squads',
      'newly promoted team leads',
    ],
  },
  'ashgrove-health': {
    currency: '£',
    fx: 0.85,
    cities: ['Manchester, United Kingdom', 'Preston, United Kingdom', 'Bolton, United Kingdom'],
    remoteRegion: 'UK',
    audiences: [
      'ward managers and clinical leads',
      'multidisciplinary care teams',
      'clinical and operational leaders',
      'community clinic staff',
    ],
  },
  'lakeshore-university': {
    currency: 'CA$',
    fx: 1.45,
    cities: ['Toronto, Canada'],
    remoteRegion: 'North America',
    audiences: [
      'faculty and academic staff',
      'department chairs and deans',
      'student services teams',
      'administrative managers',
    ],
  },
  'open-harvest': {
    currency: '$',
    fx: 1.1,
    cities: ['Nairobi, Kenya', 'Kampala, Uganda', 'Dhaka, Bangladesh'],
    remoteRegion: 'East Africa & South Asia',
    audiences: [
      'country programme teams',
      'cooperative leaders and partner organisations',
      'the regional management team',
      'field staff',
    ],
  },
  'brightforge-industrial': {
    currency: '€',
    fx: 1,
    cities: ['Lyon, France', 'Stuttgart, Germany', 'Wrocław, Poland'],
    remoteRegion: 'Europe',
    audiences: [
      'plant managers and shift supervisors',
      'engineering and operations teams',
      'the group leadership team',
      'production team leaders',
    ],
  },
  'harbourline-bank': {
    currency: '€',
    fx: 1,
    cities: ['Dublin, Ireland', 'Cork, Ireland'],
    remoteRegion: 'Ireland & UK',
    audiences: [
      'branch and contact-centre managers',
      'technology and operations teams',
      'the executive committee',
      'people managers across the bank',
    ],
  },
  'metro-civic-agency': {
    currency: 'A$',
    fx: 1.6,
    cities: ['Melbourne, Australia', 'Geelong, Australia'],
    remoteRegion: 'Australia',
    audiences: [
      'frontline service teams',
      'senior managers across departments',
      'community members and local stakeholders',
      'service centre team leaders',
    ],
  },
  'juniper-market': {
    currency: '$',
    fx: 1.1,
    cities: ['Denver, United States', 'Minneapolis, United States', 'Kansas City, United States'],
    remoteRegion: 'United States',
    audiences: [
      'store managers and assistant managers',
      'regional operations leaders',
      'merchandising and e-commerce teams',
      'district managers',
    ],
  },
  'fernhill-partners': {
    currency: '€',
    fx: 1,
    cities: ['Amsterdam, Netherlands', 'Rotterdam, Netherlands'],
    remoteRegion: 'Europe',
    audiences: [
      'client leadership teams',
      'client project teams',
      'senior managers in client organisations',
      'mixed client and consultant teams',
    ],
  },
  'larkspur-foundation': {
    currency: '$',
    fx: 1.1,
    cities: ['Boston, United States', 'Providence, United States'],
    remoteRegion: 'US Eastern time',
    audiences: [
      'grantee executive directors and boards',
      'leaders of community health organisations',
      'the grantee network',
      'small non-profit teams',
    ],
  },
};

// ---------------------------------------------------------------------------
// Generated jobs: per-area templates
// ---------------------------------------------------------------------------

export interface IntroContext {
  company: string;
  audience: string;
}

export interface AreaTemplates {
  titles: string[];
  intros: ((c: IntroContext) => string)[];
  details: string[];
  requirements: string[];
  responsibilities: string[];
}

export const AREA_TEMPLATES: Record<FocusAreaId, AreaTemplates> = {
  'design-thinking': {
    titles: [
      'Design Thinking Facilitator',
      'Design Sprint Facilitator',
      'Service Design Workshop Facilitator',
      'Human-Centred Design Facilitator',
      'Customer Journey Mapping Facilitator',
      'Design Thinking Trainer',
      'Product Discovery Workshop Facilitator',
      'Co-Design Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is looking for a design thinking facilitator to work with ${c.audience} on problems where the user need is still unclear.`,
      (c) =>
        `We want ${c.audience} at ${c.company} to spend less time debating solutions and more time understanding the people they serve.`,
      (c) =>
        `${c.company} needs an experienced facilitator to guide ${c.audience} through a series of human-centred design workshops.`,
      (c) =>
        `At ${c.company}, ${c.audience} are redesigning a core service and need a facilitator who can keep the process grounded in real user insight.`,
    ],
    details: [
      'The engagement covers discovery interviews, synthesis, ideation and rapid prototyping, finishing with a test session with real users.',
      'You will plan a five-day sprint, prepare the materials and coach an internal co-facilitator who will run future sprints.',
      'We expect a mix of journey mapping, "How might we" framing and low-fidelity prototyping, with clear documentation of decisions.',
      'Participants range from complete beginners to experienced designers, so the agenda has to work for both.',
    ],
    requirements: [
      'Proven experience facilitating design thinking or design sprint workshops',
      'Confident with user research methods such as interviews and observation',
      'Able to run prototyping sessions with non-designers',
      'Comfortable with digital whiteboards such as Miro or Mural',
      'Strong synthesis skills: turning messy research into clear insights',
      'Portfolio or case studies showing outcomes of past workshops',
      'Excellent written and spoken English',
      'Experience with regulated or complex organisations is a plus',
    ],
    responsibilities: [
      'Design the workshop agenda together with the project sponsor',
      'Facilitate discovery, ideation and prototyping sessions',
      'Prepare templates, research guides and prototyping materials',
      'Synthesise outputs into a short, actionable summary',
      'Coach internal team members to co-facilitate',
      'Organise and run user testing sessions for prototypes',
      'Present findings and recommended next steps to sponsors',
      'Keep the group focused on user evidence rather than opinions',
    ],
  },
  'team-building': {
    titles: [
      'Team Building Facilitator',
      'Team Offsite Facilitator',
      'Team Effectiveness Facilitator',
      'Team Launch Facilitator',
      'Experiential Team Development Facilitator',
      'Team Culture Workshop Facilitator',
      'Team Cohesion Coach',
      'Team Retreat Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is looking for a facilitator to help ${c.audience} build trust and work together more effectively.`,
      (c) =>
        `Several teams at ${c.company} have changed shape this year, and ${c.audience} need time to reset how they work together.`,
      (c) =>
        `${c.company} wants to bring ${c.audience} together for team development sessions that go beyond icebreakers.`,
      (c) =>
        `We are planning a series of team days for ${c.audience} at ${c.company} and need a facilitator to design and lead them.`,
    ],
    details: [
      'The sessions should mix reflection on how the team works today with practical agreements for the months ahead.',
      'We are interested in experiential exercises such as LEGO Serious Play, but every activity must connect to real work challenges.',
      'Each team will leave with a team charter covering roles, communication norms and decision-making.',
      'Some teams are fully co-located and others are partly remote, so the design needs to work in both settings.',
    ],
    requirements: [
      'Experience designing and running team development workshops',
      'Familiarity with team models such as Lencioni, Tuckman or the Team Diagnostic Survey',
      'Able to read group dynamics and adapt the plan on the fly',
      'Comfortable working with teams that have low trust or recent tension',
      'Experience facilitating both in-person and remote teams',
      'Psychometric accreditation (e.g. MBTI, DISC or Belbin) is a plus',
      'Warm, inclusive facilitation style',
      'References from at least two recent team engagements',
    ],
    responsibilities: [
      'Interview team leaders to understand each team’s context',
      'Design a half-day or full-day programme per team',
      'Facilitate sessions and manage group dynamics with care',
      'Help teams draft a team charter and working agreements',
      'Run a short follow-up check-in four to six weeks later',
      'Share anonymised themes with the sponsor',
      'Source and coordinate any activity materials or venues',
      'Suggest practical rituals teams can keep using',
    ],
  },
  'strategic-planning': {
    titles: [
      'Strategic Planning Facilitator',
      'Strategy Offsite Facilitator',
      'Board Retreat Facilitator',
      'Annual Planning Facilitator',
      'Scenario Planning Facilitator',
      'OKR Planning Facilitator',
      'Strategy Workshop Facilitator',
      'Multi-Year Planning Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is starting its next strategic planning cycle and is looking for an independent facilitator to work with ${c.audience}.`,
      (c) =>
        `We need a facilitator to help ${c.audience} at ${c.company} agree on priorities for the next three years.`,
      (c) =>
        `${c.company} wants an experienced strategy facilitator to design and run planning sessions with ${c.audience}.`,
      (c) =>
        `The current plan at ${c.company} runs out next year, and ${c.audience} need a structured, inclusive process to build the next one.`,
    ],
    details: [
      'The process includes stakeholder interviews, an environmental scan, a two-day offsite and a follow-up session to confirm goals and measures.',
      'We want to use scenario planning to test our assumptions before committing to priorities.',
      'The outcome should be a short strategy document with three to five priorities, owners and measures of success.',
      'We also want to translate the strategy into annual objectives that teams can plan against.',
    ],
    requirements: [
      'Track record facilitating strategic planning with leadership teams or boards',
      'Experience with tools such as SWOT, scenario planning, OKRs or balanced scorecards',
      'Able to synthesise complex input into clear strategic choices',
      'Confident managing senior stakeholders with strong opinions',
      'Excellent writing skills for strategy documents and summaries',
      'Understanding of our sector or a closely related one',
      'Able to remain neutral and keep discussions balanced',
      'Experience designing virtual pre-work and hybrid sessions',
    ],
    responsibilities: [
      'Conduct interviews with leaders and key stakeholders',
      'Design the planning process and agendas for each session',
      'Facilitate the strategy offsite and follow-up sessions',
      'Draft the strategy summary and review it with the sponsor',
      'Help define measures of success and owners for each priority',
      'Prepare pre-reads and data packs with the strategy team',
      'Design a light-touch quarterly review rhythm',
      'Capture decisions, open questions and next steps',
    ],
  },
  leadership: {
    titles: [
      'Leadership Development Facilitator',
      'Leadership Programme Facilitator',
      'New Manager Programme Facilitator',
      'Leadership Team Facilitator',
      'Leadership Coach and Facilitator',
      'Emerging Leaders Facilitator',
      'Leadership Offsite Facilitator',
      'Management Skills Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is expanding its leadership development offer and is looking for a facilitator to work with ${c.audience}.`,
      (c) => `We want ${c.audience} at ${c.company} to lead with more confidence, clarity and care.`,
      (c) =>
        `${c.company} is looking for a seasoned facilitator to deliver leadership workshops for ${c.audience}.`,
      (c) =>
        `Many of ${c.audience} at ${c.company} are new to their roles, and we want to support them with a practical leadership programme.`,
    ],
    details: [
      'The programme runs as a cohort of 15–20 participants over several months, with workshops, peer coaching and a short applied project.',
      'Topics include giving feedback, delegating, leading through ambiguity and managing energy.',
      'We already have a content outline and are looking for someone to refine it and bring it to life.',
      'Sessions should be highly interactive, built on real cases from participants rather than lectures.',
    ],
    requirements: [
      'Significant experience facilitating leadership development programmes',
      'Knowledge of current leadership models and adult learning principles',
      'Coaching qualification (ICF, EMCC or equivalent) is a strong plus',
      'Credibility with senior leaders and experienced managers',
      'Able to create psychological safety for honest reflection',
      'Experience with 360-degree feedback or psychometric tools',
      'Comfortable facilitating action learning or peer coaching groups',
      'Flexible to deliver in person and online',
    ],
    responsibilities: [
      'Deliver leadership workshops for cohorts of managers',
      'Adapt the programme content to our culture and context',
      'Facilitate peer coaching and action learning sets',
      'Provide individual debriefs on 360-degree feedback',
      'Track participant progress and report on impact',
      'Work with HR to align the programme with our leadership framework',
      'Support participants with short follow-up coaching calls',
      'Gather feedback and improve each module between cohorts',
    ],
  },
  innovation: {
    titles: [
      'Innovation Workshop Facilitator',
      'Ideation Session Facilitator',
      'Innovation Lab Facilitator',
      'Hackathon Facilitator',
      'Innovation Sprint Facilitator',
      'Open Innovation Facilitator',
      'Business Model Innovation Facilitator',
      'Creative Problem Solving Facilitator',
    ],
    intros: [
      (c) => `${c.company} is looking for a facilitator to help ${c.audience} generate and test new ideas.`,
      (c) =>
        `We want to build an innovation habit at ${c.company} and need a facilitator to run structured ideation with ${c.audience}.`,
      (c) =>
        `${c.company} is launching an internal innovation programme and needs someone to guide ${c.audience} from ideas to tested concepts.`,
      (c) =>
        `${c.company} has no shortage of ideas but struggles to prioritise them, and ${c.audience} need a facilitator to bring structure.`,
    ],
    details: [
      'The work includes framing challenges, running ideation sessions and testing the strongest concepts with customers.',
      'We would like to use tools such as the Business Model Canvas, assumption mapping and rapid experiments.',
      'The aim is a pipeline of five to ten validated concepts with clear next steps and owners.',
      'We are planning a two-day innovation event and would like the facilitator to design it end to end.',
    ],
    requirements: [
      'Experience facilitating innovation, ideation or hackathon-style events',
      'Familiarity with lean startup, business model design or creative problem-solving methods',
      'Able to help groups move from divergent to convergent thinking',
      'Experience designing simple experiments to test ideas',
      'Comfortable working with technical and non-technical participants',
      'Good visual facilitation skills',
      'Able to manage large groups of 40+ participants',
      'Examples of innovation outcomes you helped achieve',
    ],
    responsibilities: [
      'Frame innovation challenges with sponsors',
      'Design and facilitate ideation and concept development sessions',
      'Guide teams through assumption mapping and experiment design',
      'Run pitch and selection sessions with decision-makers',
      'Document concepts and experiment results',
      'Coach internal innovation champions',
      'Plan event logistics with our internal team',
      'Recommend how to embed innovation practices afterwards',
    ],
  },
  'conflict-resolution': {
    titles: [
      'Conflict Resolution Facilitator',
      'Workplace Mediator',
      'Team Mediation Facilitator',
      'Dialogue Facilitator',
      'Difficult Conversations Trainer',
      'Restorative Practice Facilitator',
      'Stakeholder Dialogue Facilitator',
      'Conflict Coaching Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is looking for an experienced, neutral facilitator to help ${c.audience} work through a long-running disagreement.`,
      (c) =>
        `Tensions involving ${c.audience} at ${c.company} are affecting the quality of our work, and we want outside help to address them.`,
      (c) => `${c.company} wants to build conflict resolution skills among ${c.audience}.`,
      (c) =>
        `${c.company} needs a skilled mediator to support ${c.audience} after a difficult restructuring.`,
    ],
    details: [
      'The work starts with confidential one-to-one conversations, followed by facilitated group sessions.',
      'We are also interested in a short training module on difficult conversations for managers.',
      'Confidentiality and neutrality are essential; the facilitator will report only agreed themes.',
      'The goal is a set of practical agreements that everyone involved commits to and reviews after three months.',
    ],
    requirements: [
      'Accredited mediator or equivalent conflict resolution training',
      'Experience facilitating workplace conflict or multi-party dialogue',
      'Able to remain calm, neutral and trusted by all parties',
      'Strong listening and reframing skills',
      'Understanding of employment and HR processes',
      'Discretion and respect for confidentiality',
      'Experience with restorative or interest-based approaches',
      'Sensitivity to power dynamics and cultural differences',
    ],
    responsibilities: [
      'Hold confidential pre-meetings with each party',
      'Design and facilitate joint sessions',
      'Help parties identify underlying interests and options',
      'Record agreements and follow-up actions',
      'Advise HR and leaders on next steps without breaching confidentiality',
      'Deliver skills sessions on handling difficult conversations',
      'Run a follow-up review of agreements',
      'Escalate safeguarding concerns appropriately',
    ],
  },
  'change-management': {
    titles: [
      'Change Management Facilitator',
      'Change Workshop Facilitator',
      'Organisational Change Facilitator',
      'Change Readiness Facilitator',
      'Transformation Facilitator',
      'Change Champion Network Facilitator',
      'Restructuring Support Facilitator',
      'Change Adoption Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is going through a major organisational change and needs a facilitator to support ${c.audience}.`,
      (c) =>
        `We are introducing new structures and processes at ${c.company}, and ${c.audience} need help to understand and shape the change.`,
      (c) =>
        `${c.company} is looking for a change facilitator to help ${c.audience} move from announcement to adoption.`,
      (c) =>
        `${c.company} wants to involve ${c.audience} early in an upcoming change rather than simply informing them.`,
    ],
    details: [
      'You will run change readiness workshops, stakeholder mapping sessions and a network of change champions.',
      'The change affects roles, reporting lines and daily routines, so emotions will run high at times.',
      'We use a structured change approach and want a facilitator who can make it practical and human.',
      'The engagement runs in phases over several months, aligned with the project milestones.',
    ],
    requirements: [
      'Experience facilitating workshops during organisational change',
      'Knowledge of change frameworks such as ADKAR, Kotter or Bridges',
      'Prosci or equivalent change management certification is a plus',
      'Able to handle resistance with empathy and clarity',
      'Experience working alongside project and HR teams',
      'Strong communication and storytelling skills',
      'Experience with large group methods such as World Café or Open Space',
      'Comfortable working with unions or employee representatives',
    ],
    responsibilities: [
      'Facilitate change readiness and impact assessment workshops',
      'Set up and support a network of change champions',
      'Help leaders prepare for conversations with their teams',
      'Run listening sessions and report themes to the project team',
      'Support the design of training and communication plans',
      'Measure adoption and recommend adjustments',
      'Facilitate lessons-learned sessions at key milestones',
      'Keep affected staff informed and involved',
    ],
  },
  'diversity-inclusion': {
    titles: [
      'Diversity & Inclusion Facilitator',
      'Inclusive Leadership Facilitator',
      'Inclusion Workshop Facilitator',
      'Unconscious Bias Trainer',
      'Belonging and Culture Facilitator',
      'Inclusive Hiring Workshop Facilitator',
      'Employee Network Facilitator',
      'Equity Strategy Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is committed to building a more inclusive workplace and is looking for a facilitator to work with ${c.audience}.`,
      (c) => `We want ${c.audience} at ${c.company} to turn inclusion commitments into everyday practice.`,
      (c) => `${c.company} is looking for a D&I facilitator to run a series of workshops for ${c.audience}.`,
      (c) =>
        `A recent engagement survey at ${c.company} showed gaps in belonging, and we want to address them with ${c.audience}.`,
    ],
    details: [
      'Topics include inclusive leadership, bias in decision-making and creating psychological safety.',
      'We want sessions that are evidence-based and practical rather than lecture-style.',
      'The work will also help shape our inclusion strategy and measures for the next two years.',
      'We want to train a group of internal facilitators to continue the work after the engagement.',
    ],
    requirements: [
      'Experience delivering diversity, equity and inclusion workshops',
      'Deep understanding of inclusion research and good practice',
      'Able to handle sensitive conversations with care and confidence',
      'Experience working with leadership teams on inclusion strategy',
      'Culturally aware and experienced with diverse groups',
      'Able to tailor content to our sector and local context',
      'Experience training internal facilitators or champions',
      'Familiarity with relevant equality legislation',
    ],
    responsibilities: [
      'Design and deliver inclusion workshops for different audiences',
      'Facilitate listening sessions with employee groups',
      'Advise leaders on inclusive practices',
      'Support the development of inclusion goals and measures',
      'Train and support internal inclusion champions',
      'Create practical resources and toolkits',
      'Evaluate the impact of sessions',
      'Help leaders prepare for follow-up conversations with their teams',
    ],
  },
  training: {
    titles: [
      'Corporate Trainer',
      'Training Facilitator',
      'Learning & Development Facilitator',
      'Train-the-Trainer Facilitator',
      'Onboarding Programme Facilitator',
      'Soft Skills Trainer',
      'Communication Skills Trainer',
      'Blended Learning Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is looking for a trainer to design and deliver engaging workshops for ${c.audience}.`,
      (c) =>
        `We are refreshing our learning programmes at ${c.company} and need a facilitator to train ${c.audience}.`,
      (c) => `${c.company} needs an experienced trainer to build practical skills among ${c.audience}.`,
      (c) =>
        `${c.company} is rolling out a new learning curriculum for ${c.audience} and needs a facilitator who can make it stick.`,
    ],
    details: [
      'Topics include communication, presentation skills, time management and running effective meetings.',
      'The programme combines live workshops, short e-learning modules and practice assignments.',
      'We also want to build an internal pool of trainers, so train-the-trainer experience is important.',
      'Sessions are typically half-day modules for groups of 12 to 20 people.',
    ],
    requirements: [
      'Proven experience designing and delivering training workshops',
      'Knowledge of adult learning principles and instructional design',
      'Engaging, interactive delivery style',
      'Experience with virtual classroom tools',
      'Training certification (e.g. ATD, CIPD or equivalent) is a plus',
      'Able to evaluate training impact',
      'Experience with blended learning formats',
      'Able to adapt materials to different levels and audiences',
    ],
    responsibilities: [
      'Run a training needs analysis with managers',
      'Design workshop materials, exercises and handouts',
      'Deliver training sessions in person and online',
      'Evaluate learning outcomes and gather feedback',
      'Train internal trainers to deliver selected modules',
      'Maintain and update the training materials',
      'Work with the learning team on scheduling and logistics',
      'Recommend follow-up learning resources',
    ],
  },
  performance: {
    titles: [
      'Performance Improvement Facilitator',
      'Performance Conversations Trainer',
      'Team Performance Facilitator',
      'Continuous Improvement Facilitator',
      'Goal-Setting Workshop Facilitator',
      'Operational Excellence Facilitator',
      'Performance Coaching Facilitator',
      'Process Improvement Workshop Facilitator',
    ],
    intros: [
      (c) => `${c.company} wants to improve how ${c.audience} set goals, review progress and give feedback.`,
      (c) =>
        `${c.company} is looking for a facilitator to help ${c.audience} identify and remove performance bottlenecks.`,
      (c) =>
        `We are redesigning our performance approach at ${c.company} and need a facilitator to work with ${c.audience}.`,
      (c) =>
        `${c.company} needs a facilitator who can help ${c.audience} build a culture of continuous improvement.`,
    ],
    details: [
      'The work includes diagnostic workshops, process mapping and agreeing a small set of meaningful measures.',
      'We are moving from annual reviews to regular check-ins and need managers to feel confident with the new approach.',
      'We want improvement ideas to come from the people doing the work, not from a consultant’s report.',
      'Sessions will focus on real data from teams and end with concrete improvement actions.',
    ],
    requirements: [
      'Experience facilitating performance improvement or continuous improvement work',
      'Knowledge of lean, Six Sigma or similar improvement methods',
      'Experience training managers in feedback and performance conversations',
      'Comfortable working with data and metrics',
      'Able to engage frontline staff as well as managers',
      'Strong structured problem-solving skills',
      'Experience with goal-setting frameworks such as OKRs',
      'Pragmatic, results-focused approach',
    ],
    responsibilities: [
      'Facilitate diagnostic and root-cause analysis workshops',
      'Help teams map processes and identify waste',
      'Train managers in regular performance check-ins',
      'Support teams in setting and tracking improvement goals',
      'Facilitate performance review sessions',
      'Report progress and results to sponsors',
      'Build internal capability to sustain improvements',
      'Run short follow-up sessions to keep momentum',
    ],
  },
  agile: {
    titles: [
      'Agile Coach',
      'Interim Scrum Master',
      'Agile Facilitator',
      'Retrospective Facilitator',
      'PI Planning Facilitator',
      'Agile Team Coach',
      'Kanban Facilitator',
      'Agile Ways-of-Working Trainer',
    ],
    intros: [
      (c) =>
        `${c.company} is looking for an agile facilitator to support ${c.audience} as they adopt new ways of working.`,
      (c) =>
        `We are scaling agile practices at ${c.company} and need help facilitating key events with ${c.audience}.`,
      (c) =>
        `${c.company} needs an experienced agile coach to help ${c.audience} improve flow and collaboration.`,
      (c) =>
        `${c.company} wants to introduce Scrum and Kanban to ${c.audience}, who have mostly worked in traditional projects.`,
    ],
    details: [
      'You will facilitate sprint events, retrospectives and quarterly planning, and coach team members to run them themselves.',
      'Teams are at different levels of agile maturity, so a tailored approach is essential.',
      'We are particularly interested in improving how teams handle dependencies and plan across teams.',
      'The engagement includes basic agile training for managers and stakeholders.',
    ],
    requirements: [
      'Several years of experience as an agile coach or Scrum Master',
      'Recognised agile certification (e.g. PSM, CSM, ICAgile or SAFe)',
      'Experience facilitating retrospectives and planning events',
      'Familiarity with Jira, Azure DevOps or similar tools',
      'Experience with agile outside software teams is a plus',
      'Strong coaching and facilitation skills',
      'Experience with scaled frameworks such as SAFe or LeSS',
      'Able to work with leaders on agile mindset and behaviour',
    ],
    responsibilities: [
      'Facilitate sprint planning, reviews and retrospectives',
      'Coach team members and product owners',
      'Run agile training sessions for teams and managers',
      'Facilitate cross-team planning events',
      'Help teams visualise and improve their workflow',
      'Identify impediments and help resolve them',
      'Support leaders in creating the conditions for agile teams',
      'Track team health and improvement over time',
    ],
  },
  'digital-transformation': {
    titles: [
      'Digital Transformation Facilitator',
      'Digital Strategy Workshop Facilitator',
      'Technology Adoption Facilitator',
      'Digital Roadmap Facilitator',
      'Digital Skills Trainer',
      'Process Digitisation Workshop Facilitator',
      'AI Adoption Workshop Facilitator',
      'Digital Change Facilitator',
    ],
    intros: [
      (c) =>
        `${c.company} is in the middle of a digital transformation and needs a facilitator to support ${c.audience}.`,
      (c) =>
        `We are modernising our systems at ${c.company} and want ${c.audience} to help shape how new tools are used.`,
      (c) =>
        `${c.company} is looking for a facilitator to run digital strategy and roadmap workshops with ${c.audience}.`,
      (c) =>
        `${c.company} is introducing new digital tools and needs a facilitator to help ${c.audience} adopt them with confidence.`,
    ],
    details: [
      'The work includes current-state mapping, identifying digital opportunities and building a prioritised roadmap.',
      'We want to explore practical uses of automation and AI without losing sight of our people and customers.',
      'Adoption is our biggest challenge: the technology is in place, but habits have not changed yet.',
      'The facilitator will work alongside our IT and project teams across several workstreams.',
    ],
    requirements: [
      'Experience facilitating digital transformation or technology adoption projects',
      'Understanding of digital business models and modern technology',
      'Able to translate technical topics for non-technical audiences',
      'Experience with process mapping and roadmap planning',
      'Knowledge of change management in digital programmes',
      'Experience in our sector or a similar one is a plus',
      'Comfortable facilitating with digital collaboration tools',
      'Able to work with IT, business and leadership stakeholders',
    ],
    responsibilities: [
      'Facilitate digital strategy and opportunity workshops',
      'Map current processes and identify digitisation opportunities',
      'Help build and prioritise a digital roadmap',
      'Run user adoption sessions for new tools',
      'Coordinate with IT and project teams',
      'Gather user feedback and share insights with leaders',
      'Support digital skills training',
      'Facilitate retrospectives on transformation progress',
    ],
  },
};

// ---------------------------------------------------------------------------
// Generated jobs: sentences by experience, employment type and work setting
// ---------------------------------------------------------------------------

export const EXPERIENCE_TITLE_PREFIX: Record<ExperienceLevel, readonly string[]> = {
  entry: ['Associate '],
  intermediate: [''],
  senior: ['Senior ', ''],
  executive: ['Lead ', 'Principal '],
};

export const EXPERIENCE_REQUIREMENT: Record<ExperienceLevel, string> = {
  entry: '1–2 years of facilitation, training or workshop experience (paid or volunteer)',
  intermediate: '3–5 years of hands-on facilitation experience',
  senior: '7+ years of facilitation experience, including work with senior stakeholders',
  executive: '12+ years of experience, including facilitation with boards and executive teams',
};

export const EMPLOYMENT_SENTENCE: Record<EmploymentType, readonly string[]> = {
  'full-time': [
    'This is a permanent, full-time position in our people and organisation team.',
    'This is a full-time role, and you will become part of our internal facilitation team.',
  ],
  'part-time': [
    'This is a part-time role of around two to three days per week.',
    'The role is part-time, roughly 15–20 hours per week with some flexibility around key sessions.',
  ],
  contract: [
    'This is a fixed-term contract; we will agree the exact number of days with you.',
    'We are offering a contract engagement over several months, billed per day.',
  ],
  'one-time': [
    'This is a one-time engagement covering preparation, delivery and a short written summary.',
    'This is a single engagement: one workshop (or a short series) plus a debrief with the sponsor.',
  ],
};

export function logisticsSentence(remote: RemoteOption, location: string, variant: number): string {
  const city = location.split(',')[0] ?? location;
  if (remote === 'yes') {
    return variant % 2 === 0
      ? 'The work is fully remote, with sessions run over video and a shared digital whiteboard.'
      : 'This is a remote role, so you will need a reliable setup for online facilitation.';
  }
  if (remote === 'hybrid') {
    return `Preparation can be done remotely, with key sessions held on site in ${city}.`;
  }
  return `All sessions take place on site in ${city}.`;
}
