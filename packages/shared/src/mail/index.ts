/**
 * Mail wing: the outbox and the general (system) e-mail templates. Imports core and engagement.
 */
export * from './general-email-template.js';
export * from './mail-outbox.js';
export * from './mail-status.js';
