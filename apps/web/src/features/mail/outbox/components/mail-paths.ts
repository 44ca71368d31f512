export const MAIL_OUTBOX_PATH = '/internal/settings/mail-outbox';

export const mailMessagePath = (externalId: string) =>
  `${MAIL_OUTBOX_PATH}/${encodeURIComponent(externalId)}`;
