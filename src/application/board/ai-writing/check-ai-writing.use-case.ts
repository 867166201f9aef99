import type { BoardContext } from '../board-context';
import type { AiWritingGateway } from './ai-writing-gateway.port';

/**
 * Whether the job wizard offers "Write a draft" and "Improve". A platform that cannot be asked means
 * no helper: the wizard works without it, so its failure must not break the page.
 */
export class CheckAiWriting {
  constructor(private readonly gateway: AiWritingGateway) {}

  async execute(ctx: BoardContext): Promise<boolean> {
    try {
      return await this.gateway.available(ctx);
    } catch {
      return false;
    }
  }
}
