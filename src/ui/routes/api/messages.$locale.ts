import { createFileRoute } from '@tanstack/react-router';
import { isLocale } from '../../../domain/shared/locale';
import { supportsLocale } from '../../../domain/site/site-config';
import { board } from '../../server/board-context.server';

/** JSON text per locale, built once per process (messages only change with a deploy). */
const bodies = new Map<string, string>();

/** Spec §7: `GET /api/messages/{locale}` → `{ messages: "<JSON text of translations>" }`, cached per locale. */
export const Route = createFileRoute('/api/messages/$locale')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const b = await board();
        const locale = params.locale;
        if (!isLocale(locale) || !supportsLocale(b.site, locale)) {
          return Response.json({ error: 'Unknown locale' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
        }
        let body = bodies.get(locale);
        if (!body) {
          const { messageCatalog } = await import('../../server/message-catalog.server');
          body = JSON.stringify({ messages: JSON.stringify(messageCatalog().messagesFor(b.site.key, locale)) });
          bodies.set(locale, body);
        }
        return new Response(body, {
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        });
      },
    },
  },
});
