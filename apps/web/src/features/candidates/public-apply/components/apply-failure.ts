import { MESSAGES } from '@talent-desk/shared';
import { isApiError } from '@/lib/http';

/** Where a refused application's message lands: under the fields it names, or in the form's alert. */
export type ApplyFailure = { alert: string | null; fields: { name: string; message: string }[] };

/**
 * A 400 marks each field it names (`application.` prefix dropped; `resume` is a field too) and says
 * what no field shows in the alert; a 429 (too many applications, with how long to wait) and a 404
 * (the vacancy closed meanwhile) show the server's own sentence; anything else 'Something went wrong'.
 */
export function applyFailure(error: unknown, shown: (name: string) => boolean): ApplyFailure {
  if (!isApiError(error)) return { alert: MESSAGES.somethingWentWrong, fields: [] };
  if (error.status === 429 || error.status === 404) return { alert: error.message, fields: [] };
  if (error.status !== 400) return { alert: MESSAGES.somethingWentWrong, fields: [] };
  const named = error.fields.map((f) => ({ name: f.path.replace(/^application\./, ''), message: f.message }));
  const fields = named.filter((f) => shown(f.name));
  return { alert: fields.length === named.length && fields.length > 0 ? null : error.message, fields };
}
