import { createFileRoute } from '@tanstack/react-router';

/** The local demo's mailbox (infrastructure/mail/dev-mailbox.ts): a 404 unless `npm start` runs its mail catcher. */
export const Route = createFileRoute('/dev/mailbox')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { devMailbox } = await import('../../infrastructure/di/mail.module');
        return devMailbox(request);
      },
    },
  },
});
