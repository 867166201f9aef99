import type { AppConfigEntry } from '../../../domain/site/app-config';
import type { BoardContext } from '../board-context';

export interface AppConfigGateway {
  /** getAppConfig; an empty list when nothing is configured. */
  entries(ctx: BoardContext): Promise<AppConfigEntry[]>;
}
