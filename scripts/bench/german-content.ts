/**
 * The German share of the bench's jobs and facilitator profiles (docs/decisions/036): their texts built from
 * German facilitation vocabulary, as column expressions for the loaders' generate_series (row number `i`).
 * A row whose `content_language` is 'de' gets its search vector from the generated `search` column, through
 * fh_german, exactly as a German text written in the app does.
 */
import { SKILLS } from './load-jobs';
import { chance, draw, pick } from './sql-draw';

/** The share of jobs and profiles written in German, in percent. */
export const GERMAN_SHARE_PERCENT = 20;

/** True for the rows written in German (about GERMAN_SHARE_PERCENT %), drawn with its own seed. */
export const isGerman = (seed: number) => chance(seed, GERMAN_SHARE_PERCENT);

/** Kinds of event, as a German job title names them. */
const EVENTS = [
  'Workshop',
  'Strategieklausur',
  'Teamtag',
  'Kick-off',
  'Retrospektive',
  'Großgruppenkonferenz',
  'Zukunftswerkstatt',
  'Design Sprint',
  'Führungskräftetagung',
  'Barcamp',
  'Klausurtagung',
  'Betriebsversammlung',
];
/** What a German job asks for: four in ten name the moderation (the word "Moderatorin" is searched for). */
const ROLES = [
  'Moderation',
  'Moderator',
  'Moderatorin',
  'Co-Moderation',
  'Trainerin',
  'Trainer',
  'Coach',
  'Prozessbegleitung',
  'Workshop-Leitung',
  'Facilitator',
];
/** Topics, in titles, descriptions, headlines and bios. */
const TOPICS = [
  'Teamentwicklung',
  'Strategieentwicklung',
  'Konfliktklärung',
  'Veränderungsprozesse',
  'Führungskräfteentwicklung',
  'agile Transformation',
  'Customer Journeys',
  'OKR-Planung',
  'Innovationsmanagement',
  'Bürgerbeteiligung',
  'Leitbildentwicklung',
  'Zusammenarbeit im Team',
  'Unternehmenskultur',
  'Digitalisierung',
  'Nachfolgeplanung',
  'Prozessoptimierung',
  'Stakeholder-Analyse',
  'Onboarding',
  'Jahresplanung',
  'Arbeitssicherheit',
];
/** What the facilitator is to do with the formats (infinitives, one in ten "moderieren"). */
const VERBS = [
  'moderieren',
  'gestalten',
  'begleiten',
  'planen',
  'durchführen',
  'konzipieren',
  'strukturieren',
  'anleiten',
  'leiten',
  'entwickeln',
];
/** Formats, in the plural ("Workshops" among them). */
const FORMATS = [
  'Workshops',
  'Großgruppenformate',
  'Kleingruppenarbeiten',
  'Retrospektiven',
  'Dialogrunden',
  'Planspiele',
  'Rollenspiele',
  'Check-ins',
  'Reflexionsrunden',
  'Storyboards',
  'Prototypen',
  'Open-Space-Runden',
];
const AUDIENCES = [
  'Führungskräfte',
  'Pflegekräfte',
  'Vertriebsteams',
  'die Geschäftsführung',
  'Ehrenamtliche',
  'Lehrkräfte',
  'Produktteams',
  'Schichtleitungen',
  'die Verwaltung',
  'Gründerinnen und Gründer',
  'Forschende',
  'das Kundenservice-Team',
];
/** How a German facilitator names themselves in a headline. */
const PROFESSIONS = [
  'Moderatorin',
  'Moderator',
  'Workshop-Moderatorin',
  'Trainerin',
  'Trainer',
  'Prozessbegleiterin',
  'Prozessbegleiter',
  'Coach',
  'Mediatorin',
  'Organisationsentwickler',
];
/** What a German bio says its author does. */
const PRACTICES = [
  'konzipiere und moderiere',
  'gestalte und begleite',
  'plane und leite',
  'entwickle und moderiere',
  'begleite',
  'leite',
];

/**
 * A German job's texts (seeds 201–214): the columns the English ones fill in load-jobs.ts. A function, as
 * load-jobs.ts (whose methods it names) imports this module.
 */
export const germanJobText = () => ({
  title: `${pick(ROLES, 201)} || ' für ' || ${pick(EVENTS, 202)} || ': ' || ${pick(TOPICS, 203)}`,
  description: `'Wir suchen Unterstützung, um ' || ${pick(FORMATS, 204)} || ' für ' || ${pick(AUDIENCES, 205)} ||
    ' rund um ' || ${pick(TOPICS, 206)} || ' zu ' || ${pick(VERBS, 207)} || '. Der Auftrag verbindet ' ||
    ${pick(SKILLS, 208)} || ' mit ' || ${pick(SKILLS, 209)} ||
    ' und endet mit einer schriftlichen Zusammenfassung der Entscheidungen und nächsten Schritte für ' ||
    ${pick(AUDIENCES, 210)} || '.'`,
  requirements: `'- Erfahrung mit ' || ${pick(SKILLS, 211)} || E'\\n- Hat bereits für ' || ${pick(AUDIENCES, 212)} ||
    E' gearbeitet\\n- Sicher mit Gruppen von ' || (8 + ${draw(96, 40)}) || ' Personen'`,
  responsibilities: `'- Ablauf ' || ${pick(VERBS, 213)} || E'\\n- ' || ${pick(FORMATS, 214)} || ' durchführen'`,
});

/** A German profile's texts (seeds 301–306): the columns the English ones fill in load-facilitators.ts. */
export const GERMAN_PROFILE_TEXT = {
  headline: `${pick(PROFESSIONS, 301)} || ' für ' || ${pick(TOPICS, 302)}`,
  bio: `'Ich ' || ${pick(PRACTICES, 303)} || ' ' || ${pick(FORMATS, 304)} || ' zu ' || ${pick(TOPICS, 305)} ||
    ' und ' || ${pick(TOPICS, 306)} || ' für Teams jeder Größe.'`,
};

/** Each of `columns` as its German text on the German rows (`german`, a SQL condition), else its English one. */
export function inLanguage<Column extends string>(
  german: string,
  english: Record<Column, string>,
  germanText: Record<Column, string>,
): Record<Column, string> {
  return Object.fromEntries(
    Object.entries<string>(english).map(([column, text]) => [
      column,
      `case when ${german} then ${germanText[column as Column]} else ${text} end`,
    ]),
  ) as Record<Column, string>;
}
