import type { BoardContext } from '../board-context';

export interface BoardStaffJob {
  readonly id: string;
  readonly title: string;
  readonly state: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly sites: readonly string[];
  readonly external: boolean;
  readonly applications: number;
  readonly updatedAt: string;
}

export interface StaffJobList {
  readonly jobs: readonly BoardStaffJob[];
  readonly total: number;
  readonly errors: readonly string[];
}

export interface StaffJobSearch {
  readonly text: string;
  readonly state: string | null;
  readonly offset: number;
  readonly limit: number;
}

/** The console's jobs section's reach into the platform. */
export interface StaffJobsGateway {
  search(input: StaffJobSearch, ctx: BoardContext): Promise<StaffJobList>;
  unpublish(id: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
  remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
}
