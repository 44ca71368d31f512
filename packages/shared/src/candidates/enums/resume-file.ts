/** CAND-VAL-27: six extensions, at most 10 MB. Content checks live in the API. */
export const RESUME_EXTENSIONS = ['pdf', 'docx', 'doc', 'pages', 'xlsx', 'odt'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** For the file input's `accept` attribute. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The lower-cased extension of a file name when it is one of the six, else null. */
export function resumeExtension(fileName: string): ResumeExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return RESUME_EXTENSIONS.find((allowed) => allowed === ext) ?? null;
}
