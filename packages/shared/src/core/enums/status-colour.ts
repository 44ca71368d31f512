/** The chip colours of the spec's status enumerations (FMT-03, FMT-04); the web maps them to its theme. */
/** lightBlue and orange are the campaign statuses' Scheduled and Archived (CAMP-45). */
export const STATUS_COLOURS = ['green', 'yellow', 'red', 'gray', 'lightBlue', 'orange'] as const;
export type StatusColour = (typeof STATUS_COLOURS)[number];
