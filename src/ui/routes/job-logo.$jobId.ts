import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** `GET /job-logo/{jobId}`: a job's own logo (infrastructure/files/job-logo-endpoint.ts decides). */
export const Route = createFileRoute('/job-logo/$jobId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        return (await board()).jobLogos.handle(request, params.jobId);
      },
    },
  },
});
