import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';
import { emailTemplates, users } from '../../../db/schema/index.js';
import { DEMO_USERS } from '../demo-constants.js';

/** E-mail templates a recruiting team sends, together using most placeholders (ETPL-06). */
export const DEMO_EMAIL_TEMPLATES: readonly { title: string; subject: string; body: string }[] = [
  {
    title: 'Invitation to an open role',
    subject: '{{vacancy.title}}: a role for you, {{candidate.firstName}}',
    body:
      '<p>Hello {{candidate.fullName}},</p>' +
      '<p>We are hiring a <strong>{{vacancy.title}}</strong> ({{vacancy.id}}, {{vacancy.type}}) in ' +
      '{{vacancy.workingLocation}}, {{vacancy.workModel}}. Your experience with {{candidate.skills}} and ' +
      '{{candidate.yearsOfExperience}} in the field caught our eye.</p>' +
      '<p>Tell us in two minutes whether it interests you: {{survey.link}}</p>' +
      '<p>Best regards,<br>{{owner.fullName}}<br>{{owner.email}} · {{owner.phone}}</p>',
  },
  {
    title: 'Availability check-in',
    subject: 'Are you open to new opportunities, {{candidate.firstName}}?',
    body:
      '<p>Hi {{candidate.firstName}},</p>' +
      '<p>It has been a while. We keep your profile ({{candidate.city}}, {{candidate.country}}) on file and ' +
      'would like to know whether you are looking. The survey runs from {{campaign.startDate}} to ' +
      '{{campaign.endDate}}.</p>' +
      '<p>{{survey.link}}</p><p>{{owner.firstName}} {{owner.lastName}}, {{campaign.title}}</p>',
  },
  {
    title: 'Thank you for applying',
    subject: 'We received your application, {{candidate.firstName}}',
    body:
      '<p>Dear {{candidate.firstName}} {{candidate.lastName}},</p>' +
      '<p>Thank you for your interest in <strong>{{vacancy.title}}</strong>. A recruiter reviews every ' +
      'application and will contact you at {{candidate.email}} or {{candidate.phone}}.</p>' +
      '<ul><li>Languages on file: {{candidate.languages}}</li><li>Education: {{candidate.education}}</li>' +
      '<li>Also noted: {{candidate.secondarySkills}}, {{candidate.linkedinUrl}}</li></ul>' +
      '<p>About the role ({{vacancy.jobType}}, {{vacancy.location}}; skills: {{vacancy.skills}}):</p>' +
      '<p>{{vacancy.description}}</p>',
  },
];

/** The demo's e-mail templates, created by the demo admin (only ADMIN writes them: ETPL-02). */
export async function seedDemoEmailTemplates(db: Queryable): Promise<number> {
  const adminEmail = DEMO_USERS.find((u) => u.role === 'ADMIN')?.email ?? '';
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  await db
    .insert(emailTemplates)
    .values(DEMO_EMAIL_TEMPLATES.map((template) => ({ ...template, createdByUserId: admin?.id ?? null })));
  return DEMO_EMAIL_TEMPLATES.length;
}
