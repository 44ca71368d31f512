import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailOutboxRowSchema, type MailOutboxRow } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { mailOutboxQueryKey } from './get-mail-outbox';

/** POST /api/settings/mail-outbox/test: a test e-mail to the signed-in admin, through the queue (202). */
export function sendTestMail(): Promise<MailOutboxRow> {
  return http.post('/api/settings/mail-outbox/test', undefined, { schema: mailOutboxRowSchema });
}

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailOutboxQueryKey }),
  });
}
