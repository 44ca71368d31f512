import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_MESSAGES, unknownPlaceholders } from '../engagement/index.js';
import {
  GENERAL_EMAIL_TEMPLATE_VARIABLES,
  GENERAL_SAMPLE_VARIABLE_VALUES,
  generalEmailTemplateBodySchema,
} from './general-email-template.js';

describe('general e-mail templates', () => {
  it('the sample values cover exactly the general variables', () => {
    expect(Object.keys(GENERAL_SAMPLE_VARIABLE_VALUES).sort()).toEqual(
      GENERAL_EMAIL_TEMPLATE_VARIABLES.map((variable) => variable.id).sort(),
    );
  });

  it('[ETPL-19] placeholders are checked against the list they belong to', () => {
    const text = '{{user.firstName}} {{candidate.firstName}} {{action.link}}';
    expect(unknownPlaceholders(text, GENERAL_EMAIL_TEMPLATE_VARIABLES)).toEqual(['candidate.firstName']);
    expect(unknownPlaceholders(text)).toEqual(['user.firstName', 'action.link']);
  });

  it('[ETPL-05] [ETPL-13] [ETPL-10] the body takes subject and body only: variables dropped, files and an empty subject refused', () => {
    const ok = generalEmailTemplateBodySchema.safeParse({
      subject: 'Hi',
      body: '<p>{{action.link}}</p>',
      variables: ['action.link'],
    });
    expect(ok.success && ok.data).toEqual({ subject: 'Hi', body: '<p>{{action.link}}</p>' });
    expect(generalEmailTemplateBodySchema.safeParse({ subject: 'Hi', body: 'x', title: 'T' }).success).toBe(
      false,
    );
    const files = generalEmailTemplateBodySchema.safeParse({ subject: '', body: '<img src="a.png">' });
    expect(files.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([EMAIL_TEMPLATE_MESSAGES.filesNotAllowed]),
    );
    expect(files.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['subject', 'body']);
  });
});
