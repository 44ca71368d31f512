import { describe, expect, it } from 'vitest';
import {
  GENERAL_EMAIL_TEMPLATE_KEYS,
  GENERAL_EMAIL_TEMPLATE_VARIABLES,
  GENERAL_TEMPLATE_LINK_VARIABLE,
  placeholdersIn,
} from '@talent-desk/shared';
import { storableBody } from '../rendering/template-body.js';
import { GENERAL_TEMPLATE_DEFAULTS } from './general-template-defaults.js';

describe('the default wording of the general templates', () => {
  it.each(GENERAL_EMAIL_TEMPLATE_KEYS)(
    '%s passes the rules an ADMIN edit meets, stored as is, with its link in the body',
    (key) => {
      const { subject, body } = GENERAL_TEMPLATE_DEFAULTS[key];
      expect(storableBody(subject, body, GENERAL_EMAIL_TEMPLATE_VARIABLES)).toBe(body);
      expect(placeholdersIn(body)).toContain(GENERAL_TEMPLATE_LINK_VARIABLE);
    },
  );
});
