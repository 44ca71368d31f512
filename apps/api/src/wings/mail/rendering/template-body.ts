import {
  EMAIL_TEMPLATE_LIMITS,
  EMAIL_TEMPLATE_MESSAGES,
  unknownPlaceholders,
  type EmailTemplateVariable,
} from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { sanitizeBody, visibleText } from './sanitize-body.js';

/**
 * The body as it is stored, for campaign and general templates alike: sanitised with the allow-list,
 * then checked (ETPL-12: 25 to 2023 characters of stored HTML with some visible text; ETPL-19: only
 * the template's own `variables` in subject and body, else 406).
 */
export function storableBody(
  subject: string,
  body: string,
  variables: readonly EmailTemplateVariable[],
): string {
  const html = sanitizeBody(body);
  if (
    html.length < EMAIL_TEMPLATE_LIMITS.bodyMin ||
    html.length > EMAIL_TEMPLATE_LIMITS.bodyMax ||
    visibleText(html) === ''
  ) {
    throw fieldError('body', EMAIL_TEMPLATE_MESSAGES.bodyLength);
  }
  const unknown = unknownPlaceholders(`${subject} ${html}`, variables);
  if (unknown.length > 0) {
    throw new AppError(406, 'UNKNOWN_VARIABLES', EMAIL_TEMPLATE_MESSAGES.incorrectVariables, [
      { path: 'body', message: `Unknown variables: ${unknown.map((id) => `{{${id}}}`).join(', ')}` },
    ]);
  }
  return html;
}
