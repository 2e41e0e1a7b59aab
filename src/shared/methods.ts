/**
 * The named facilitation methods buyers ask for, curated: a facilitator tags the ones they practise, a
 * job may ask for some, /methods describes them, and the topic guides link them where they mention them.
 * `mentions` are the spellings a guide's text may use (matched case-insensitively, whole words).
 * The names and descriptions here are English; other languages' are data (methods.<language>.json), typed
 * and tested against these.
 */

import type { Locale } from './i18n/locales';
import de from './methods.de.json' with { type: 'json' };

export interface FacilitationMethod {
  id: string;
  name: string;
  description: string;
  mentions: readonly string[];
}

export const METHODS = [
  {
    id: 'liberating-structures',
    name: 'Liberating Structures',
    description:
      'A repertoire of 33 simple interaction patterns (1-2-4-All, TRIZ, Troika Consulting…) that include everyone in shaping the next steps.',
    mentions: ['Liberating Structures'],
  },
  {
    id: 'lego-serious-play',
    name: 'LEGO Serious Play',
    description:
      'Participants build models of their ideas in LEGO bricks and tell their stories, so that every voice is heard and metaphors make complex issues tangible.',
    mentions: ['LEGO Serious Play', 'LEGO® SERIOUS PLAY®', 'Lego Serious Play'],
  },
  {
    id: 'open-space',
    name: 'Open Space Technology',
    description:
      'A self-organising conference format: participants set the agenda around a central theme and move freely between the sessions that matter to them.',
    mentions: ['Open Space Technology', 'Open Space'],
  },
  {
    id: 'world-cafe',
    name: 'World Café',
    description:
      'Small-table conversations in rounds, with people moving between tables, to connect ideas across a large group and surface collective insight.',
    mentions: ['World Café', 'World Cafe'],
  },
  {
    id: 'top-focused-conversation',
    name: 'ToP Focused Conversation',
    description:
      'The Institute of Cultural Affairs’ ORID sequence — objective, reflective, interpretive, decisional questions — for a conversation that reaches a decision.',
    mentions: ['Focused Conversation', 'ORID'],
  },
  {
    id: 'top-consensus-workshop',
    name: 'ToP Consensus Workshop',
    description:
      'ICA’s method for turning a group’s many ideas into a shared set of themes: brainstorm, cluster, name, resolve.',
    mentions: ['Consensus Workshop'],
  },
  {
    id: 'appreciative-inquiry',
    name: 'Appreciative Inquiry',
    description:
      'Change built on what already works: the 4-D cycle of Discover, Dream, Design and Destiny, through interviews and shared stories.',
    mentions: ['Appreciative Inquiry'],
  },
  {
    id: 'design-sprint',
    name: 'Design Sprint',
    description:
      'A five-day process from problem to tested prototype: map, sketch, decide, prototype and test with real users.',
    mentions: ['Design Sprint', 'design sprints'],
  },
  {
    id: 'design-thinking',
    name: 'Design Thinking',
    description:
      'Human-centred problem solving through empathy, definition, ideation, prototyping and testing, in short iterations.',
    mentions: ['Design Thinking'],
  },
  {
    id: 'future-search',
    name: 'Future Search',
    description:
      'A three-day planning conference that brings the whole system into the room to find common ground and commit to action.',
    mentions: ['Future Search'],
  },
  {
    id: 'art-of-hosting',
    name: 'Art of Hosting',
    description:
      'A practice of participatory leadership that combines circle, World Café, Open Space and harvesting to host meaningful conversations.',
    mentions: ['Art of Hosting'],
  },
  {
    id: 'circle-practice',
    name: 'Circle Practice',
    description:
      'Sitting in a circle with a talking piece and agreements, so that each person speaks and listens in turn.',
    mentions: ['Circle Practice', 'talking circle'],
  },
  {
    id: 'fishbowl',
    name: 'Fishbowl',
    description:
      'An inner circle discusses while an outer circle listens, with open seats so that anyone can step in.',
    mentions: ['Fishbowl'],
  },
  {
    id: 'dot-voting',
    name: 'Dot Voting',
    description:
      'Each participant places a few dots on the options they favour: a fast, visible way to prioritise.',
    mentions: ['Dot Voting', 'dot-voting'],
  },
  {
    id: 'six-thinking-hats',
    name: 'Six Thinking Hats',
    description:
      'Edward de Bono’s parallel thinking: the group looks at an issue through one perspective at a time — facts, feelings, risks, benefits, ideas, process.',
    mentions: ['Six Thinking Hats'],
  },
  {
    id: 'lean-coffee',
    name: 'Lean Coffee',
    description:
      'An agenda-less meeting: participants propose topics, vote, and discuss them in time-boxed rounds.',
    mentions: ['Lean Coffee'],
  },
  {
    id: 'retrospectives',
    name: 'Agile Retrospectives',
    description:
      'A structured look back at a stretch of work — set the stage, gather data, generate insights, decide what to do, close.',
    mentions: ['retrospective', 'retrospectives'],
  },
  {
    id: 'pi-planning',
    name: 'PI Planning',
    description:
      'SAFe’s two-day, all-hands event in which teams of a release train plan the next increment together.',
    mentions: ['PI Planning'],
  },
  {
    id: 'impact-mapping',
    name: 'Impact Mapping',
    description:
      'A visual map from goal to actors, impacts and deliverables, to plan work that changes behaviour.',
    mentions: ['Impact Mapping'],
  },
  {
    id: 'event-storming',
    name: 'Event Storming',
    description:
      'Domain experts and developers map a business process as a timeline of events on a long wall of sticky notes.',
    mentions: ['Event Storming', 'EventStorming'],
  },
  {
    id: 'user-story-mapping',
    name: 'User Story Mapping',
    description:
      'Arranging user stories along the user’s journey to see the whole product and slice releases.',
    mentions: ['Story Mapping'],
  },
  {
    id: 'customer-journey-mapping',
    name: 'Customer Journey Mapping',
    description:
      'Charting every step and feeling of a customer’s experience to find the moments that matter and the gaps.',
    mentions: ['Journey Mapping', 'journey map'],
  },
  {
    id: 'business-model-canvas',
    name: 'Business Model Canvas',
    description:
      'A one-page template of nine building blocks to describe, design and challenge a business model.',
    mentions: ['Business Model Canvas'],
  },
  {
    id: 'scenario-planning',
    name: 'Scenario Planning',
    description: 'Building a few plausible futures from key uncertainties, to test strategies against them.',
    mentions: ['Scenario Planning', 'scenarios'],
  },
  {
    id: 'swot',
    name: 'SWOT Analysis',
    description: 'Strengths, weaknesses, opportunities and threats, mapped together as a basis for strategy.',
    mentions: ['SWOT'],
  },
  {
    id: 'okr-workshop',
    name: 'OKR Workshop',
    description: 'Setting objectives and measurable key results with a team, and aligning them across teams.',
    mentions: ['OKR', 'OKRs'],
  },
  {
    id: 'theory-u',
    name: 'Theory U',
    description:
      'Otto Scharmer’s process of co-sensing, presencing and co-creating, for change that comes from an emerging future.',
    mentions: ['Theory U'],
  },
  {
    id: 'deep-democracy',
    name: 'Deep Democracy',
    description:
      'The Lewis Method: bringing minority views and tensions to the surface so that decisions carry the wisdom of the whole group.',
    mentions: ['Deep Democracy'],
  },
  {
    id: 'nonviolent-communication',
    name: 'Nonviolent Communication',
    description:
      'Marshall Rosenberg’s approach of observations, feelings, needs and requests, for conversations through conflict.',
    mentions: ['Nonviolent Communication', 'NVC'],
  },
  {
    id: 'sociocracy',
    name: 'Sociocracy and consent decision-making',
    description:
      'Decisions by consent in circles — no one has a paramount objection — with rounds and roles.',
    mentions: ['Sociocracy', 'consent decision-making', 'consent-based decision'],
  },
  {
    id: 'graphic-facilitation',
    name: 'Graphic Facilitation',
    description:
      'Drawing the group’s conversation live on large paper or screens, so that people see and build on their thinking.',
    mentions: ['Graphic Facilitation', 'graphic recording', 'visual facilitation'],
  },
  {
    id: 'gamestorming',
    name: 'Gamestorming',
    description:
      'Games for innovators: short structured activities (empathy maps, cover story, speedboat…) that open, explore and close a topic.',
    mentions: ['Gamestorming'],
  },
  {
    id: 'hackathon',
    name: 'Hackathon',
    description:
      'A time-boxed event in which small teams build working prototypes around a shared challenge.',
    mentions: ['hackathon', 'hackathons'],
  },
  {
    id: 'pro-action-cafe',
    name: 'Pro Action Café',
    description:
      'World Café meets Open Space: participants bring their own projects and get help from others in three rounds of questions.',
    mentions: ['Pro Action Café', 'Pro Action Cafe'],
  },
  {
    id: 'solution-focused',
    name: 'Solution-Focused Practice',
    description:
      'Attention on what people want and what already works — scaling questions, the miracle question — instead of on the problem.',
    mentions: ['Solution-Focused', 'solution focused'],
  },
  {
    id: 'systemic-constellations',
    name: 'Systemic Constellations',
    description: 'Representing the parts of an organisation in space to reveal hidden dynamics in a system.',
    mentions: ['Constellations'],
  },
  {
    id: 'cynefin',
    name: 'Cynefin Framework',
    description:
      'Dave Snowden’s sense-making framework — clear, complicated, complex, chaotic — to choose how to decide and act.',
    mentions: ['Cynefin'],
  },
  {
    id: 'wardley-mapping',
    name: 'Wardley Mapping',
    description:
      'Mapping a value chain against evolution to see where to invest and how the landscape will move.',
    mentions: ['Wardley'],
  },
  {
    id: 'team-canvas',
    name: 'Team Canvas',
    description: 'A one-page canvas for a team to agree on goals, roles, values, rules and needs.',
    mentions: ['Team Canvas'],
  },
  {
    id: 'mediation',
    name: 'Mediation',
    description:
      'A structured process in which a neutral third party helps people in conflict reach their own agreement.',
    mentions: ['mediation'],
  },
] as const satisfies readonly FacilitationMethod[];

export type MethodId = (typeof METHODS)[number]['id'];
export const METHOD_IDS = METHODS.map((method) => method.id) as [MethodId, ...MethodId[]];
const byId = new Map<string, FacilitationMethod>(METHODS.map((method) => [method.id, method]));
export const findMethod = (id: string): FacilitationMethod | undefined => byId.get(id);

/** A method's name and description as a reader sees them. */
export type MethodText = Pick<FacilitationMethod, 'name' | 'description'>;

/** Every method's name and description in each language but English: the typecheck wants each method. */
export const METHOD_TRANSLATIONS: Record<Exclude<Locale, 'en'>, Record<MethodId, MethodText>> = { de };

/** A method's name and description in `locale`; undefined for an unknown id. */
export function methodText(id: string, locale: Locale = 'en'): MethodText | undefined {
  const method = byId.get(id);
  if (!method) return undefined;
  return locale === 'en' ? method : (METHOD_TRANSLATIONS[locale][method.id as MethodId] ?? method);
}

export const methodName = (id: string, locale: Locale = 'en'): string => methodText(id, locale)?.name ?? id;
/** Where a method is described: its entry on /methods. */
export const methodPath = (id: string): string => `/methods#${id}`;
