/** The chip colours of the spec's status enumerations (FMT-03, FMT-04); the web maps them to its theme. */
export const STATUS_COLOURS = ['green', 'yellow', 'red', 'gray'] as const;
export type StatusColour = (typeof STATUS_COLOURS)[number];
