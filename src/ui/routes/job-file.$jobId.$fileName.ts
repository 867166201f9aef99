import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** `GET /job-file/{jobId}/{fileName}`: a file job's PDF (infrastructure/files/job-file-endpoint.ts decides). */
export const Route = createFileRoute('/job-file/$jobId/$fileName')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        return (await board()).jobFiles.handle(request, params.jobId, params.fileName);
      },
    },
  },
});
