/**
 * Comments a recruiter leaves on a demo candidate: plain recruiting English, never placeholder Latin,
 * so that a demo reads like a real back office.
 */
export const DEMO_RECRUITER_NOTES = [
  'Strong phone screen; available to start in four weeks.',
  'Prefers hybrid work, two days a week in the office at most.',
  'Salary expectation is slightly above the band; worth a conversation.',
  'Referred by a former colleague on the data platform team.',
  'Good communicator, light on cloud experience. Consider for the junior opening.',
  'Currently on a notice period of sixty days.',
  'Interested in relocation if the package includes support for the move.',
  'Solid references from the last two employers.',
  'Asked for a technical interview slot next week, mornings preferred.',
  'Portfolio reviewed: clean, well documented projects.',
  'Holds a valid work permit until the end of next year.',
  'Declined a counter-offer; still keen on the role.',
  'Would like to discuss career growth into a lead position.',
  'Second interview went well; waiting for feedback from the hiring manager.',
  'Open to contract roles of six months or longer.',
  'Speaks three languages; a good fit for the international accounts.',
  'Needs visa sponsorship; check with the hiring manager before moving on.',
  'Very responsive over e-mail; prefers calls after 4 pm.',
  'Completed the take-home assignment ahead of the deadline.',
  'Met at the spring career fair; follow up about the analytics roles.',
] as const;
