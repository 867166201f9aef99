import type { BoardContext } from '../board-context';

/** The board's way to ask the platform about the writing helper. */
export interface AiWritingGateway {
  /** Whether the platform has a model endpoint configured. */
  available(ctx: BoardContext): Promise<boolean>;
}
