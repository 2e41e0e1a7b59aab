import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const performanceImprovement: Topic = {
  ...TOPIC_SUMMARY['performance-improvement'],
  longDescription: [
    'Performance improvement is the practice of understanding why individuals, teams or processes are not achieving the results they need, and putting targeted changes in place to close the gap. The key word is diagnosis. When performance slips, organisations often reach straight for training or for pressure on individuals, but many gaps are caused by unclear goals, poor processes, missing information, conflicting incentives or inadequate tools. A skilled facilitator helps groups find the real causes before choosing solutions.',
    'Facilitated performance work typically brings together the people closest to the work: frontline staff, supervisors and managers who own the process. Together they map how work really flows, examine the data, identify bottlenecks and root causes, and design improvements they can test quickly. Facilitators keep these sessions focused on evidence and systems rather than blame, which makes people far more willing to admit where things go wrong.',
    'Performance improvement overlaps with several other disciplines. When the diagnosis shows a genuine skill gap, the solution is often targeted [training and development](/topics/training-development). When teams are unclear what they are aiming for, the root cause often sits in how priorities were set during [strategic planning](/topics/strategic-planning). And because managers shape how goals are set and feedback is given, lasting improvement often requires [leadership development](/topics/leadership-development) so that managers hold regular, constructive performance conversations.',
    "When hiring, look for a facilitator who is comfortable with data and process analysis as well as group dynamics, and who will ask to see current metrics and talk to people doing the work before proposing anything. Be cautious of anyone who arrives with a fixed solution. The best engagements agree on a small number of measurable outcomes at the start, build the team's ability to keep improving on its own, and review results over months rather than days.",
  ],
  benefits: [
    'Solutions aimed at real root causes rather than symptoms',
    'Improvements designed by the people who do the work, so they are more likely to stick',
    'Clearer goals, measures and feedback for teams and individuals',
    'Less waste, rework and delay in core processes',
    'Better use of training budgets, because training is used only where skills are the issue',
    'A team capability for continuous improvement that lasts beyond the engagement',
  ],
  keySkills: [
    'Performance gap analysis',
    'Root cause analysis',
    'Process mapping and value stream analysis',
    'Working with operational data and KPIs',
    'Facilitating blame-free problem solving',
    'Designing and tracking improvement experiments',
    'Coaching managers on performance conversations',
  ],
  methodologies: [
    {
      name: 'Human Performance Technology',
      description:
        'A systematic approach that analyses the gap between current and desired performance, identifies causes across environment and individual factors, and selects interventions accordingly.',
    },
    {
      name: "Gilbert's Behaviour Engineering Model",
      description:
        'A diagnostic framework covering information, resources, incentives, knowledge, capacity and motives. It shows that many performance problems stem from the environment rather than the individual.',
    },
    {
      name: 'Lean and Kaizen',
      description:
        'Focus on removing waste and improving flow through small, continuous improvements, often in short, focused improvement events with the team.',
    },
    {
      name: 'Six Sigma DMAIC',
      description:
        'Define, measure, analyse, improve and control. A data-driven cycle for reducing variation and defects in repeatable processes.',
    },
    {
      name: 'Plan-Do-Study-Act',
      description:
        'A simple, iterative cycle for testing changes on a small scale, learning from results and deciding whether to adopt, adapt or abandon them.',
    },
  ],
  tools: [
    {
      name: 'Fishbone (Ishikawa) diagram',
      description:
        'A visual tool for grouping possible causes of a problem into categories such as people, process, tools and environment.',
    },
    {
      name: '5 Whys',
      description:
        'A questioning technique for tracing a problem back from its symptoms toward a root cause.',
    },
    {
      name: 'Value stream map',
      description:
        'A diagram of every step in a process, showing delays, handoffs and waste between request and delivery.',
    },
    {
      name: 'KPI dashboards',
      description:
        'Visual displays in tools such as Power BI or Tableau that let teams track a few key measures and see the effect of changes.',
    },
    {
      name: 'Miro',
      description: 'Online whiteboard for remote process mapping, cause analysis and improvement boards.',
    },
  ],
  faq: [
    {
      question: 'Is performance improvement about managing underperforming individuals?',
      answer:
        'Rarely. Most facilitated performance work looks at teams and systems. Individual underperformance is usually handled by managers and HR, though facilitators often help managers build skills for those conversations.',
    },
    {
      question: 'How quickly will we see results?',
      answer:
        'Small process fixes can show results within weeks. Broader improvements, such as changing how goals are set or building a continuous improvement culture, usually take several months of consistent effort.',
    },
    {
      question: 'Do we need good data before starting?',
      answer:
        'Some baseline data helps, but it does not need to be perfect. Part of a facilitated diagnosis is often agreeing which measures matter and how to collect them simply.',
    },
    {
      question: 'How is this different from hiring a management consultant?',
      answer:
        'Consultants often analyse and recommend. A facilitator helps your own people analyse and improve their work, which builds internal capability and ownership, though some practitioners combine both roles.',
    },
  ],
  processPhases: [
    {
      phase: 'Define the gap',
      description: 'Agree on what results are needed and how far current performance falls short.',
      activities: [
        'Sponsor briefing and goal setting',
        'Reviewing current performance data',
        'Agreeing target measures',
      ],
    },
    {
      phase: 'Diagnose causes',
      description: 'Find out why the gap exists with the people closest to the work.',
      activities: ['Process mapping workshops', 'Root cause analysis sessions', 'Interviews and observation'],
    },
    {
      phase: 'Design improvements',
      description: 'Select and plan changes that address the real causes.',
      activities: [
        'Generating and prioritising solutions',
        'Planning small-scale tests',
        'Assigning owners and measures',
      ],
    },
    {
      phase: 'Test and embed',
      description: 'Try changes, learn from results and make successful ones standard.',
      activities: [
        'Running PDSA cycles',
        'Regular team review huddles',
        'Updating standard work and documentation',
        'Sharing results with sponsors',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Cutting invoice processing delays at a distributor',
      description:
        'A wholesale distributor had a growing backlog of supplier invoices. A facilitator ran a value stream mapping workshop with accounts payable, purchasing and warehouse staff, followed by weekly improvement huddles.',
      outcome:
        'The team found that most delays came from mismatched purchase orders rather than staff capacity, changed the receiving process, and cleared the backlog within two months without extra hires.',
    },
    {
      title: 'Improving appointment availability at a dental group',
      description:
        'A group of dental practices struggled with unfilled appointments alongside long waiting lists. Practice managers and reception staff used fishbone analysis and PDSA cycles over three months.',
      outcome:
        'A new confirmation call process and a short cancellation list were tested in one practice, then rolled out to all sites once results held steady for six weeks.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '1–3 month improvement cycle' },
    { label: 'Group size', value: '6–20 people closest to the work' },
    { label: 'Common formats', value: 'On-site workshops, regular huddles' },
    { label: 'Starting point', value: 'Diagnosis before solutions' },
  ],
};
