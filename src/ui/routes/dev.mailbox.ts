import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** The local demo's mailbox (infrastructure/mail/dev-mailbox.ts): a 404 unless `npm start` runs its mail catcher. */
export const Route = createFileRoute('/dev/mailbox')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        return (await board()).devMailbox(request);
      },
    },
  },
});
