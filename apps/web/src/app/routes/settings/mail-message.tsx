import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useMailMessage } from '@/features/mail/outbox/api/get-mail-message';
import { MailMessageView } from '@/features/mail/outbox/components/mail-message-view';
import { MailNotFound } from '@/features/mail/outbox/components/mail-not-found';
import { isApiError } from '@/lib/http';

/** /internal/settings/mail-outbox/{id} (ADMIN): one e-mail, its delivery and its bodies. */
export default function MailMessageRoute() {
  const { messageId = '' } = useParams();
  const message = useMailMessage(messageId);

  if (message.isPending) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={480} />
      </Stack>
    );
  }
  if (message.isError) {
    // A malformed id (400) is as unknown as a missing one (404).
    if (isApiError(message.error) && [400, 404].includes(message.error.status)) return <MailNotFound />;
    throw message.error;
  }
  return <MailMessageView message={message.data} />;
}
