// Long on purpose: sample data, one list of profiles read top to bottom.
import type { SeedFacilitator } from './types';

/**
 * Nineteen fictional facilitator profiles. Past clients are described
 * generically, never by real company names; every email uses `.example`.
 */
export const SEED_FACILITATORS: SeedFacilitator[] = [
  {
    key: 'lena-fischer',
    email: 'lena.fischer@facilitators.example',
    firstName: 'Lena',
    lastName: 'Fischer',
    headline: 'Design sprint and product discovery facilitator for tech teams',
    bio:
      'Lena spent six years as a product designer before realising she enjoyed running the workshops more than pushing pixels. ' +
      'She now helps product teams go from a fuzzy problem to a tested prototype in a week, without skipping the uncomfortable conversations. ' +
      'Her sessions mix design sprint structure with lightweight agile rituals so the momentum survives after she leaves. ' +
      'She works in German and English, on site in the DACH region or remotely anywhere in Europe.',
    location: 'Berlin, Germany',
    yearsExperience: 11,
    rate: '€1,300 per day',
    focusAreas: ['design-thinking', 'innovation', 'agile'],
    education: ['MA Interaction Design, Berlin University of the Arts', 'BSc Media Informatics, TU Dresden'],
    pastClients: [
      'A Series C mobility scale-up in Berlin',
      'The digital unit of a German insurance group',
      'A public broadcaster’s product innovation lab',
    ],
    testimonials: [
      {
        text: 'Lena got twelve opinionated people to agree on one problem statement by lunchtime on day one. We shipped the prototype she helped us test three months later.',
        author: 'Miriam Hoffmann, Head of Product at a Berlin mobility scale-up',
      },
      {
        text: 'Calm, well prepared and not afraid to challenge senior people. Exactly what our innovation lab needed.',
        author: 'Felix Brandt, Innovation Lead at a public broadcaster',
      },
    ],
  },
  {
    key: 'marcus-bell',
    email: 'marcus.bell@facilitators.example',
    firstName: 'Marcus',
    lastName: 'Bell',
    headline: 'Leadership development facilitator and executive coach',
    bio:
      'Marcus designs and runs leadership programmes for first-line managers through to executive teams. ' +
      'Before going independent he led learning and development for a Canadian retail group with 9,000 employees. ' +
      'He is known for practical, evidence-based sessions that leaders can apply the following Monday. ' +
      'He also coaches senior leaders one-to-one alongside the group work.',
    location: 'Toronto, Canada',
    yearsExperience: 18,
    rate: 'CA$220 per hour',
    focusAreas: ['leadership', 'performance', 'training'],
    education: ['MEd Adult Education, University of Toronto', 'BCom, Queen’s University'],
    pastClients: [
      'A national grocery retailer with 300 stores',
      'A provincial health authority',
      'A Toronto-based fintech during its first leadership hiring wave',
    ],
    testimonials: [
      {
        text: 'Our store managers still quote Marcus a year after the programme. Engagement scores in their teams rose eleven points.',
        author: 'Danielle Roy, VP People at a national grocery retailer',
      },
    ],
  },
  {
    key: 'priya-raman',
    email: 'priya.raman@facilitators.example',
    firstName: 'Priya',
    lastName: 'Raman',
    headline: 'Digital transformation and agile ways-of-working facilitator',
    bio:
      'Priya helps large organisations move from project plans to product teams without losing people along the way. ' +
      'She spent nine years inside IT services firms leading agile adoptions for banking and insurance clients across three continents. ' +
      'Her workshops focus on operating model design, team topologies and the change management that makes new structures stick. ' +
      'She facilitates comfortably across time zones and cultures.',
    location: 'Bengaluru, India',
    yearsExperience: 9,
    rate: '$95 per hour',
    focusAreas: ['digital-transformation', 'agile', 'change-management'],
    education: ['MBA, Indian Institute of Management Bangalore', 'BTech Computer Science, NIT Trichy'],
    pastClients: [
      'A Singapore-based regional bank',
      'A European insurer’s global IT centre in India',
      'A telecom operator’s customer platform division',
    ],
    testimonials: [
      {
        text: 'Priya turned a 200-slide operating model into three workshops that our teams actually understood and owned.',
        author: 'Arjun Mehta, CIO at a regional bank',
      },
      {
        text: 'She is equally credible with engineers and with the executive committee. Rare.',
        author: 'Sarah Lim, Transformation Director at a telecom operator',
      },
    ],
  },
  {
    key: 'sofia-marin',
    email: 'sofia.marin@facilitators.example',
    firstName: 'Sofia',
    lastName: 'Marín',
    headline: 'Team building and conflict resolution for teams under pressure',
    bio:
      'Sofia works with teams that have stopped talking to each other, or never really started. ' +
      'Trained as a mediator, she combines structured dialogue with experiential team exercises that avoid the forced-fun feel. ' +
      'Most of her work is with hospitality, healthcare and start-up teams going through rapid growth or a difficult merger. ' +
      'She facilitates in Spanish, English and Catalan.',
    location: 'Madrid, Spain',
    yearsExperience: 7,
    rate: '€850 per day',
    focusAreas: ['team-building', 'conflict-resolution'],
    education: ['MSc Work and Organisational Psychology, Complutense University of Madrid'],
    pastClients: [
      'A boutique hotel group after an acquisition',
      'The emergency department of a regional hospital',
      'A Madrid food-delivery start-up',
    ],
    testimonials: [
      {
        text: 'After two days with Sofia our two night-shift teams agreed a handover process they had argued about for a year.',
        author: 'Carmen Ortega, Nursing Supervisor at a regional hospital',
      },
    ],
  },
  {
    key: 'jonas-lindqvist',
    email: 'jonas.lindqvist@facilitators.example',
    firstName: 'Jonas',
    lastName: 'Lindqvist',
    headline: 'Strategy offsites and innovation portfolios for executive teams',
    bio:
      'Jonas has facilitated more than 300 executive offsites over two decades, from family-owned manufacturers to listed retail groups. ' +
      'He started his career in strategy consulting and still brings an analyst’s rigour to every agenda. ' +
      'His specialities are scenario planning, innovation portfolio reviews and helping new CEOs align their leadership teams in the first 100 days. ' +
      'He is based in Stockholm and works across the Nordics and Northern Europe, in Swedish, English and German.',
    location: 'Stockholm, Sweden',
    yearsExperience: 22,
    rate: '€1,800 per day',
    focusAreas: ['strategic-planning', 'innovation', 'leadership'],
    education: [
      'MSc Business and Economics, Stockholm School of Economics',
      'Executive Programme in Strategy, INSEAD',
    ],
    pastClients: [
      'A Nordic retail group with 1,100 stores',
      'A family-owned forestry and packaging company',
      'A Scandinavian energy utility',
    ],
    testimonials: [
      {
        text: 'Jonas made our three-year strategy process shorter and sharper. The board approved it in a single meeting.',
        author: 'Erik Sandberg, CEO at a family-owned packaging company',
      },
      {
        text: 'He knows when to push and when to let a silence do the work.',
        author: 'Anna Holm, Chief Strategy Officer at a Nordic energy utility',
      },
    ],
  },
  {
    key: 'aisha-bello',
    email: 'aisha.bello@facilitators.example',
    firstName: 'Aisha',
    lastName: 'Bello',
    headline: 'Inclusive leadership and difficult conversations facilitator',
    bio:
      'Aisha helps leaders build workplaces where people can disagree well and belong fully. ' +
      'Her background is in employment law and HR leadership, which gives her a grounded, practical take on inclusion work. ' +
      'She designs programmes on inclusive leadership, allyship and navigating conflict across difference, always tied to concrete organisational outcomes. ' +
      'Clients describe her sessions as honest, safe and surprisingly energising.',
    location: 'London, United Kingdom',
    yearsExperience: 13,
    rate: '£1,200 per day',
    focusAreas: ['diversity-inclusion', 'leadership', 'conflict-resolution'],
    education: [
      'LLB Law, King’s College London',
      'MSc Organisational Behaviour, Birkbeck, University of London',
    ],
    pastClients: [
      'A London law firm with 1,200 staff',
      'A UK housing association',
      'The technology division of a global media group',
    ],
    testimonials: [
      {
        text: 'Aisha created the space for conversations our partners had avoided for years, and she did it without anyone feeling ambushed.',
        author: 'James Whitfield, Managing Partner at a London law firm',
      },
    ],
  },
  {
    key: 'daniel-park',
    email: 'daniel.park@facilitators.example',
    firstName: 'Daniel',
    lastName: 'Park',
    headline: 'Agile coach and remote team facilitator',
    bio:
      'Daniel is an agile coach who has spent a decade helping distributed engineering teams work better together. ' +
      'He runs PI planning events, retrospectives that lead to real change, and team launches for newly formed squads. ' +
      'He is especially strong at remote facilitation and can keep 120 people engaged across four time zones. ' +
      'Before coaching he was a software engineer for eight years.',
    location: 'Seattle, United States',
    yearsExperience: 10,
    rate: '$175 per hour',
    focusAreas: ['agile', 'digital-transformation', 'team-building'],
    education: ['BSc Computer Science, University of Washington'],
    pastClients: [
      'A cloud software company with 40 engineering teams',
      'A US healthcare payer’s digital organisation',
      'A gaming studio after a studio merger',
    ],
    testimonials: [
      {
        text: 'Our first remote PI planning with Daniel was smoother than any in-person one we had run before.',
        author: 'Kevin Nguyen, Release Train Engineer at a cloud software company',
      },
      {
        text: 'Daniel helped two merged studios become one team. Our retros went from silent to useful.',
        author: 'Laura Chen, Studio Director at a gaming studio',
      },
    ],
  },
  {
    key: 'chloe-dubois',
    email: 'chloe.dubois@facilitators.example',
    firstName: 'Chloé',
    lastName: 'Dubois',
    headline: 'Learning experience designer and design thinking trainer',
    bio:
      'Chloé designs hands-on training that people remember, using design thinking both as a subject and as her method. ' +
      'She has built onboarding academies, train-the-trainer programmes and customer-centricity workshops for industrial and public-sector clients. ' +
      'She started facilitating while working as a UX researcher and has been independent for five years.',
    location: 'Lyon, France',
    yearsExperience: 5,
    rate: '€700 per day',
    focusAreas: ['training', 'design-thinking'],
    education: ['Master in Cognitive Science, Université Lumière Lyon 2'],
    pastClients: [
      'A French rail components manufacturer',
      'A regional government’s digital services team',
      'An international school network',
    ],
    testimonials: [
      {
        text: 'Chloé rebuilt our technician onboarding from a week of slides into three days of practice. New hires are productive a month earlier.',
        author: 'Julien Moreau, Training Manager at a rail components manufacturer',
      },
    ],
  },
  {
    key: 'tomas-herrera',
    email: 'tomas.herrera@facilitators.example',
    firstName: 'Tomás',
    lastName: 'Herrera',
    headline: 'Change management and strategy execution facilitator',
    bio:
      'Tomás helps leadership teams turn strategy into an execution plan people can follow. ' +
      'He has guided restructurings, ERP roll-outs and post-merger integrations in manufacturing, mining and consumer goods across Latin America. ' +
      'His workshops connect strategic priorities to team-level objectives and performance routines. ' +
      'He works in Spanish, English and Portuguese.',
    location: 'Mexico City, Mexico',
    yearsExperience: 15,
    rate: '$140 per hour',
    focusAreas: ['change-management', 'strategic-planning', 'performance'],
    education: ['MBA, IPADE Business School', 'BSc Industrial Engineering, Tecnológico de Monterrey'],
    pastClients: [
      'A Latin American beverage group',
      'A copper mining company in northern Mexico',
      'An automotive parts supplier with plants in three countries',
    ],
    testimonials: [
      {
        text: 'Tomás made our integration plan real for plant managers. Adoption of the new processes was ahead of schedule in every site.',
        author: 'Ricardo Salinas, COO at an automotive parts supplier',
      },
    ],
  },
  {
    key: 'hannah-wright',
    email: 'hannah.wright@facilitators.example',
    firstName: 'Hannah',
    lastName: 'Wright',
    headline: 'Performance conversations, team effectiveness and trainer development',
    bio:
      'Hannah helps managers have better performance conversations and helps teams agree what good looks like. ' +
      'She spent eight years in HR business partnering in the public sector before moving into facilitation full time. ' +
      'Her programmes combine short practical training modules with facilitated team sessions and follow-up coaching. ' +
      'She works across Australia and New Zealand, in person or online.',
    location: 'Melbourne, Australia',
    yearsExperience: 8,
    rate: 'A$1,600 per day',
    focusAreas: ['performance', 'training', 'team-building'],
    education: [
      'Graduate Diploma in Organisational Psychology, Monash University',
      'BA Psychology, University of Melbourne',
    ],
    pastClients: [
      'A state government transport department',
      'A national not-for-profit aged-care provider',
      'A university faculty of engineering',
    ],
    testimonials: [
      {
        text: 'Hannah’s performance conversations workshop was the first management training our supervisors asked to repeat.',
        author: 'Mark Donnelly, People Director at an aged-care provider',
      },
      {
        text: 'Practical, warm and very well organised. Our team charter is still on the wall.',
        author: 'Priya Sharma, Branch Manager at a state transport department',
      },
    ],
  },
  {
    key: 'kwame-mensah',
    email: 'kwame.mensah@facilitators.example',
    firstName: 'Kwame',
    lastName: 'Mensah',
    headline: 'Multi-stakeholder dialogue, mediation and participatory planning',
    bio:
      'Kwame designs and facilitates processes where many voices need to be heard before anything can be decided. ' +
      'He has worked with NGOs, development agencies and local governments across West Africa on participatory planning and community dialogue. ' +
      'His approach to conflict is patient and structured, and he pays close attention to power and inclusion in the room. ' +
      'He facilitates in English, French and Twi.',
    location: 'Accra, Ghana',
    yearsExperience: 12,
    rate: '$900 per day',
    focusAreas: ['conflict-resolution', 'diversity-inclusion', 'strategic-planning'],
    education: ['MA Peace and Conflict Studies, University of Bradford', 'BA Sociology, University of Ghana'],
    pastClients: [
      'A West African regional farmers’ network',
      'A municipal assembly’s participatory budgeting programme',
      'An international health NGO’s country office',
    ],
    testimonials: [
      {
        text: 'Kwame brought together farmers, buyers and local officials who had not been in the same room for years, and got a shared five-year plan.',
        author: 'Abena Owusu, Programme Director at a regional farmers’ network',
      },
    ],
  },
  {
    key: 'elif-yildiz',
    email: 'elif.yildiz@facilitators.example',
    firstName: 'Elif',
    lastName: 'Yıldız',
    headline: 'Innovation labs and service design workshops',
    bio:
      'Elif runs innovation labs and service design workshops that help organisations test new ideas quickly and cheaply. ' +
      'She has a background in industrial design and has built internal innovation programmes for banks, retailers and municipalities. ' +
      'She is particularly good at helping teams digitise a service without losing sight of the people who use it. ' +
      'Having grown up in Cologne, she runs her LEGO Serious Play workshops in Turkish, German and English.',
    location: 'Istanbul, Türkiye',
    yearsExperience: 6,
    rate: '€750 per day',
    focusAreas: ['innovation', 'design-thinking', 'digital-transformation'],
    education: ['MSc Industrial Design, Middle East Technical University'],
    pastClients: [
      'A Turkish retail bank’s digital lab',
      'A metropolitan municipality’s citizen services team',
      'A home appliances manufacturer',
    ],
    testimonials: [
      {
        text: 'Elif helped us test four new service concepts in six weeks. Two are now live in our mobile app.',
        author: 'Burak Demir, Head of Digital Channels at a retail bank',
      },
    ],
  },
  {
    key: 'rachel-goldberg',
    email: 'rachel.goldberg@facilitators.example',
    firstName: 'Rachel',
    lastName: 'Goldberg',
    headline: 'Executive team facilitator for leadership transitions and large-scale change',
    bio:
      'Rachel has spent 25 years working with CEOs and executive teams through mergers, turnarounds and leadership transitions. ' +
      'She was previously Chief People Officer at a US healthcare system and understands what change costs the people asked to make it. ' +
      'Her work blends executive team facilitation, board retreats and the design of organisation-wide change programmes. ' +
      'She is selective about engagements and typically works with two or three clients at a time.',
    location: 'New York, United States',
    yearsExperience: 25,
    rate: '$3,200 per day',
    focusAreas: ['leadership', 'change-management'],
    education: ['PhD Organizational Psychology, Columbia University', 'BA Economics, Brandeis University'],
    pastClients: [
      'A multi-state hospital system during a merger',
      'A publicly listed consumer goods company',
      'A national philanthropic foundation',
    ],
    testimonials: [
      {
        text: 'Rachel guided our executive team through the hardest year in our history. We came out of it more aligned than when we started.',
        author: 'Thomas Reilly, CEO at a multi-state hospital system',
      },
      {
        text: 'Her board retreat design was the best use of two days our trustees have had.',
        author: 'Linda Foster, Board Chair at a national foundation',
      },
    ],
  },
  {
    key: 'mateo-rossi',
    email: 'mateo.rossi@facilitators.example',
    firstName: 'Mateo',
    lastName: 'Rossi',
    headline: 'Scrum trainer and facilitator for new agile teams',
    bio:
      'Mateo is a Scrum Master turned trainer who helps new agile teams get through their first few months. ' +
      'He runs introductory Scrum and Kanban training, team kick-offs and retrospectives for companies starting out with agile. ' +
      'His style is relaxed, hands-on and full of simulations rather than slides. ' +
      'He is early in his independent career and brings energy and a fresh perspective to every group.',
    location: 'Milan, Italy',
    yearsExperience: 3,
    rate: '€550 per day',
    focusAreas: ['training', 'agile'],
    education: ['MSc Management Engineering, Politecnico di Milano'],
    pastClients: [
      'An Italian fashion e-commerce company',
      'A mid-sized software house in Turin',
      'A university spin-off in medical devices',
    ],
    testimonials: [
      {
        text: 'Mateo’s Scrum simulation made everything click for our team in one afternoon.',
        author: 'Giulia Bianchi, Engineering Manager at a fashion e-commerce company',
      },
    ],
  },
  {
    key: 'mei-lin-tan',
    email: 'meilin.tan@facilitators.example',
    firstName: 'Mei Lin',
    lastName: 'Tan',
    headline: 'Digital strategy and innovation facilitator across Asia-Pacific',
    bio:
      'Mei Lin helps leadership teams decide where digital technology should change their business, and then helps them plan the journey. ' +
      'She has run digital strategy offsites, innovation challenges and technology roadmap workshops for clients in logistics, healthcare and government across Asia-Pacific. ' +
      'Before facilitation she spent a decade in technology consulting. ' +
      'She is known for making complex trade-offs visible and decisions explicit.',
    location: 'Singapore, Singapore',
    yearsExperience: 14,
    rate: 'S$2,000 per day',
    focusAreas: ['digital-transformation', 'innovation', 'strategic-planning'],
    education: [
      'MSc Management of Technology, National University of Singapore',
      'BEng Electrical Engineering, Nanyang Technological University',
    ],
    pastClients: [
      'A regional port and logistics operator',
      'A Southeast Asian private hospital group',
      'A statutory board’s digital government office',
    ],
    testimonials: [
      {
        text: 'Mei Lin helped our executives agree on three digital bets out of forty ideas, with clear owners and budgets.',
        author: 'Daniel Koh, Chief Digital Officer at a port and logistics operator',
      },
    ],
  },
  {
    key: 'niamh-oconnor',
    email: 'niamh.oconnor@facilitators.example',
    firstName: 'Niamh',
    lastName: 'O’Connor',
    headline: 'Inclusion training and team culture facilitator',
    bio:
      'Niamh designs inclusion training and team culture sessions that move beyond awareness into everyday habits. ' +
      'She previously led diversity and inclusion programmes at an Irish financial services firm and now works independently across Ireland and the UK. ' +
      'Her sessions cover inclusive hiring, psychological safety and team norms, and she often trains internal facilitators to carry the work forward.',
    location: 'Dublin, Ireland',
    yearsExperience: 9,
    rate: '€950 per day',
    focusAreas: ['diversity-inclusion', 'training', 'team-building'],
    education: ['MA Equality Studies, University College Dublin', 'BA Psychology, Trinity College Dublin'],
    pastClients: [
      'An Irish payments company',
      'A national arts council',
      'A multinational pharmaceutical plant in County Cork',
    ],
    testimonials: [
      {
        text: 'Niamh trained twenty of our managers to run inclusion conversations themselves. The programme is now fully in-house.',
        author: 'Siobhán Kelly, Head of People at an Irish payments company',
      },
      {
        text: 'Thoughtful, challenging and never preachy.',
        author: 'Conor Byrne, Operations Lead at a pharmaceutical plant',
      },
    ],
  },
  {
    key: 'lucas-almeida',
    email: 'lucas.almeida@facilitators.example',
    firstName: 'Lucas',
    lastName: 'Almeida',
    headline: 'Design thinking, team energy and high-performance teams',
    bio:
      'Lucas brings design thinking tools into team development and performance improvement work. ' +
      'He has facilitated team offsites, hackathons and performance reviews for retail, agribusiness and technology clients in Brazil and Portugal. ' +
      'His sessions are high-energy and visual, and he always leaves teams with a clear set of commitments. ' +
      'He works in Portuguese, Spanish and English.',
    location: 'São Paulo, Brazil',
    yearsExperience: 7,
    rate: '$110 per hour',
    focusAreas: ['design-thinking', 'team-building', 'performance'],
    education: [
      'MBA, Fundação Getulio Vargas (FGV)',
      'BA Graphic Design, Universidade Presbiteriana Mackenzie',
    ],
    pastClients: [
      'A Brazilian agribusiness cooperative',
      'A fashion retail chain with 200 stores',
      'A Lisbon-based software consultancy',
    ],
    testimonials: [
      {
        text: 'Lucas turned our annual sales kick-off into something people actually talked about afterwards, and the commitments held.',
        author: 'Fernanda Costa, Commercial Director at a fashion retail chain',
      },
    ],
  },
  {
    key: 'grace-mwangi',
    email: 'grace.mwangi@facilitators.example',
    firstName: 'Grace',
    lastName: 'Mwangi',
    headline: 'Organisational change, dialogue and inclusion in complex settings',
    bio:
      'Grace supports organisations through restructuring, mergers and leadership changes, with a strong focus on keeping people engaged and heard. ' +
      'She has sixteen years of experience with NGOs, universities and private companies across East Africa. ' +
      'Her facilitation combines change management frameworks with dialogue methods for working through conflict and building inclusive cultures. ' +
      'She is based in Nairobi and regularly works across the region.',
    location: 'Nairobi, Kenya',
    yearsExperience: 16,
    rate: '$850 per day',
    focusAreas: ['change-management', 'conflict-resolution', 'diversity-inclusion'],
    education: [
      'MA Organisational Development, United States International University – Africa',
      'BEd, Kenyatta University',
    ],
    pastClients: [
      'A pan-African microfinance institution',
      'A private university in Nairobi',
      'An international humanitarian NGO’s regional office',
    ],
    testimonials: [
      {
        text: 'Grace helped us merge two country offices with very different cultures. Staff turnover during the merger was lower than we feared.',
        author: 'Peter Otieno, Regional Director at an international humanitarian NGO',
      },
      {
        text: 'She listens deeply and then helps the group decide. Our senate retreat was the most productive in years.',
        author: 'Dr. Wanjiru Kamau, Deputy Vice-Chancellor at a private university',
      },
    ],
  },
  {
    key: 'nadia-brunner',
    email: 'nadia.brunner@facilitators.example',
    firstName: 'Nadia',
    lastName: 'Brunner',
    headline: 'LEGO Serious Play and large-group facilitation for strategy and teams',
    bio:
      'Nadia trained as an organisational psychologist and spent eight years in the strategy team of a Swiss insurer before going independent. ' +
      'She designs strategy and team workshops around LEGO Serious Play and Liberating Structures, so that the quiet experts in the room shape the result as much as the loudest voices. ' +
      'For larger groups she runs World Café and Open Space formats, in person or on a shared whiteboard. ' +
      'She works in German, English and French, from Zurich across the DACH region.',
    location: 'Zurich, Switzerland',
    yearsExperience: 12,
    rate: 'CHF 1,300 per day',
    focusAreas: ['strategic-planning', 'team-building', 'innovation'],
    education: [
      'MSc Work and Organisational Psychology, University of Zurich',
      'CAS Strategic Management, ZHAW',
    ],
    pastClients: [
      'A Swiss insurance group’s strategy office',
      'A cantonal hospital’s leadership team',
      'A Zurich-based fintech scale-up',
    ],
    testimonials: [
      {
        text: 'Nadia had our executive board building its strategy in bricks within an hour. The models are still on the shelf, and so is the shared picture.',
        author: 'Reto Meier, COO at a Swiss insurance group',
      },
      {
        text: 'Two hundred people, one afternoon, and everyone left knowing what they would do on Monday.',
        author: 'Claudia Frei, Head of HR at a cantonal hospital',
      },
    ],
  },
];
