/** The bench's review texts: what clients write after a workshop, in English and German. */
export const REVIEW_TEXTS = [
  'Excellent preparation and a calm hand in a difficult discussion. We left with decisions everyone signed.',
  'Kept forty people engaged for a whole day; the experiments we agreed on are already running.',
  'A well-structured offsite. The second afternoon ran long, but the summary the next morning was thorough.',
  'Clear agenda, good energy and a facilitator who listened. We would book again for our next retreat.',
  'The design sprint worked remotely, which none of us expected. A tested prototype by Friday.',
  'Sehr gute Vorbereitung und eine souveräne Moderation. Alle Beteiligten kamen zu Wort.',
  'Ein gut strukturierter Tag mit klaren Ergebnissen und einer schnellen, vollständigen Nachbereitung.',
  'Good methods, though some exercises felt rushed. The result is solid and the team is aligned.',
];
