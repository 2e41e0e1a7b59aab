import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const digitalTransformation: Topic = {
  ...TOPIC_SUMMARY['digital-transformation'],
  longDescription: [
    'Digital transformation is the use of technology to change how an organisation creates value, serves customers and runs its operations. It goes beyond installing new software: the aim is to rethink processes, roles, data and decision-making so that the organisation can work in new ways. Examples include moving services online, replacing legacy systems, using data to guide decisions, automating routine work, and adopting cloud and AI tools responsibly.',
    'Many transformation programmes struggle not because the technology fails but because the organisation does not change around it. Leaders disagree on priorities, processes are digitized without being simplified, and staff receive a new system with little explanation or support. Facilitators help close this gap. They run alignment sessions with executives, map current and future customer and employee journeys, bring business and IT teams together to design solutions, and create space for people to raise concerns about what the change means for their jobs.',
    'Digital transformation overlaps heavily with other disciplines. New systems only deliver value when people adopt them, which is why transformation programmes depend on [change management](/topics/change-management). Many organisations use [agile and Scrum](/topics/agile-scrum) practices to deliver digital initiatives in small increments and learn from users along the way. And because new tools require new skills, from using a platform to interpreting data, programmes usually include significant [training and development](/topics/training-development).',
    'When hiring, look for a facilitator who understands technology well enough to hold credible conversations with IT and vendors, but whose focus is on people, processes and decisions rather than selling a particular platform. Ask how they would help you prioritise among competing initiatives, how they involve frontline staff and customers, and how they measure adoption and benefits, not just go-live dates.',
  ],
  benefits: [
    'Leadership alignment on digital priorities and the problems they are meant to solve',
    'Processes simplified before they are automated, not after',
    'Stronger collaboration between business, IT and external vendors',
    'Higher adoption of new systems through early user involvement',
    "Realistic roadmaps that reflect the organisation's capacity for change",
    'Honest conversations about how roles and skills will evolve',
  ],
  keySkills: [
    'Facilitating executive alignment on digital strategy',
    'Customer and employee journey mapping',
    'Process mapping and redesign',
    'Bridging business and technology teams',
    'Prioritisation and roadmap facilitation',
    'Designing user adoption and feedback sessions',
    'Understanding of cloud, data and automation basics',
  ],
  methodologies: [
    {
      name: 'Digital maturity assessment',
      description:
        'A structured review of capabilities across strategy, customer experience, operations, data, technology and culture, used to agree on where the organisation stands and where to focus.',
    },
    {
      name: 'Service design',
      description:
        'Designs end-to-end services across digital and human touchpoints, using journey maps and service blueprints to connect front-stage experience with back-office processes.',
    },
    {
      name: 'Wardley Mapping',
      description:
        'A technique for mapping the components of a value chain by how visible they are to users and how mature they are, helping teams decide what to build, buy or outsource.',
    },
    {
      name: 'Capability-based planning',
      description:
        'Organises the transformation around the business capabilities the organisation needs, rather than around individual systems or projects.',
    },
    {
      name: 'Agile delivery and MVP',
      description:
        'Delivers digital initiatives in small, usable increments that are tested with real users before further investment.',
    },
  ],
  tools: [
    {
      name: 'Service blueprint',
      description:
        'A diagram linking the customer journey with frontline actions, back-office processes and supporting systems.',
    },
    {
      name: 'Miro',
      description:
        'Online whiteboard for journey maps, process maps, capability maps and roadmap workshops with distributed teams.',
    },
    {
      name: 'Lucidchart',
      description: 'Diagramming tool for current and future process flows and system landscapes.',
    },
    {
      name: 'Roadmap and prioritisation boards',
      description:
        'Now-next-later roadmaps and value-effort matrices for agreeing sequencing of initiatives.',
    },
    {
      name: 'Mentimeter',
      description: 'Live polling to gauge staff confidence and concerns during briefings and town halls.',
    },
  ],
  faq: [
    {
      question: 'Why use a facilitator rather than a technology consultant?',
      answer:
        'Technology consultants focus on systems and implementation. A facilitator focuses on alignment, process design and engagement, helping your people make decisions and adopt the change. Large programmes often need both.',
    },
    {
      question: 'Where should we start?',
      answer:
        'Start with the problems you want to solve for customers and staff, not the technology. A facilitated discovery or maturity assessment helps leaders agree on a small number of priority outcomes before selecting tools.',
    },
    {
      question: 'How do we handle staff concerns about automation?',
      answer:
        'Be transparent about what is changing and why, involve staff in redesigning processes, and plan reskilling early. Facilitated listening sessions help leaders understand concerns and respond honestly.',
    },
    {
      question: 'How long does a digital transformation take?',
      answer:
        'There is rarely an end point. Individual initiatives may run for months, while the overall shift in capabilities and culture continues for years. Facilitators are often involved at key stages rather than throughout.',
    },
  ],
  processPhases: [
    {
      phase: 'Discover',
      description: 'Understand current capabilities, pain points and opportunities.',
      activities: [
        'Stakeholder interviews',
        'Digital maturity assessment',
        'Customer and employee journey mapping',
      ],
    },
    {
      phase: 'Align and prioritise',
      description: 'Agree on the vision, priority outcomes and roadmap.',
      activities: [
        'Executive alignment workshop',
        'Prioritising initiatives by value and effort',
        'Defining success measures',
      ],
    },
    {
      phase: 'Design',
      description: 'Redesign services and processes with the people who use them.',
      activities: [
        'Future-state process mapping',
        'Service blueprinting',
        'Business and IT co-design sessions',
      ],
    },
    {
      phase: 'Deliver and adopt',
      description: 'Implement in increments and support people through the change.',
      activities: [
        'Pilot launches and user feedback sessions',
        'Training and adoption support',
        'Benefits tracking and roadmap review',
        'Lessons-learned retrospectives',
      ],
    },
  ],
  caseStudies: [
    {
      title: "Moving a city council's services online",
      description:
        'A city council wanted residents to apply for permits and report issues online. A facilitator ran journey mapping workshops with residents and staff, then service blueprinting with IT and service teams.',
      outcome:
        'The council launched two redesigned online services first, chosen because they had the most inquiries, and kept a phone option for residents who needed it.',
    },
    {
      title: 'Aligning leaders on a new ERP system',
      description:
        'The leadership team of a food manufacturer disagreed about the scope of a new enterprise resource planning system. A facilitator ran a discovery process and two alignment workshops before vendor selection.',
      outcome:
        'Leaders agreed to standardise five core processes before implementation, narrowed the initial scope to finance and inventory, and assigned a business owner to each module.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: 'Discovery workshops to multi-month support' },
    { label: 'Group size', value: '6–40 per workshop' },
    { label: 'Common formats', value: 'In person, remote, hybrid' },
    { label: 'Focus', value: 'People and processes, not just technology' },
  ],
};
