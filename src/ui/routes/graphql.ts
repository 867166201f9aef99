import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** The platform API, served by the board process. */
const handle = async ({ request }: { request: Request }) => (await board()).handleGraphql(request);

export const Route = createFileRoute('/graphql')({
  server: { handlers: { GET: handle, POST: handle } },
});
