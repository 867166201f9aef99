import { expect, it } from 'vitest';
import { CheckAiWriting } from '../../../../src/application/board/ai-writing/check-ai-writing.use-case';
import { GUEST, OWNER_SIGNED_IN, type GatewayContract } from './board-gateways';

/** Whether the job wizard offers the writing helper: the platform's answer reaches the board as it is. */
export const aiWritingContract: GatewayContract = (gateways) => {
  it('says the helper is there when the platform has a model configured, to guests and recruiters alike', async () => {
    const check = new CheckAiWriting(gateways().aiWriting);
    await expect(check.execute(GUEST)).resolves.toBe(true);
    await expect(check.execute(OWNER_SIGNED_IN)).resolves.toBe(true);
  });
};
