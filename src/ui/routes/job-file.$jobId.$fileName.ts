import { createFileRoute } from '@tanstack/react-router';

/** `GET /job-file/{jobId}/{fileName}`: a file job's PDF (infrastructure/files/job-file-endpoint.ts decides). */
export const Route = createFileRoute('/job-file/$jobId/$fileName')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { jobFileEndpointFrom } = await import('../../infrastructure/di/job-page.module');
        return jobFileEndpointFrom(await getContainer()).handle(request, params.jobId, params.fileName);
      },
    },
  },
});
