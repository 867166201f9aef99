import type { BoardContext } from '../board-context';
import type { AiWritingGateway } from './ai-writing-gateway.port';

/** Whether the job wizard offers "Write a draft" and "Improve": the platform has a model endpoint configured. */
export class CheckAiWriting {
  constructor(private readonly gateway: AiWritingGateway) {}

  execute(ctx: BoardContext): Promise<boolean> {
    return this.gateway.available(ctx);
  }
}
