import { createFileRoute } from '@tanstack/react-router';

/** `GET /job-logo/{jobId}`: a job's own logo (infrastructure/files/job-logo-endpoint.ts decides). */
export const Route = createFileRoute('/job-logo/$jobId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { jobLogoEndpointFrom } = await import('../../infrastructure/di/job-posting.module');
        return jobLogoEndpointFrom(await getContainer()).handle(request, params.jobId);
      },
    },
  },
});
