import { describe, expect, it } from 'vitest';
import { ReadOnlyNotice } from '../../../../src/application/board/config-admin/read-only-notice.use-case';
import type { AppConfigGateway } from '../../../../src/application/board/site/app-config-gateway.port';
import type { AppConfigEntry } from '../../../../src/domain/site/app-config';

/** getAppConfig as the platform would answer it, counting the calls. */
function platform(entries: AppConfigEntry[]) {
  const state = { entries, calls: 0, down: false };
  const gateway: AppConfigGateway = {
    async entries() {
      state.calls += 1;
      if (state.down) throw new Error('platform unreachable');
      return state.entries;
    },
  };
  return { state, gateway };
}

const flag = (value: string): AppConfigEntry => ({ name: 'Read-only mode', key: 'read_only_mode', value });
const ctx = { site: 'default', locale: 'de' as const, token: 'a-session' };

describe('the board’s read-only notice', () => {
  it('follows the platform’s flag within its period, asking once per period however many pages ask', async () => {
    let now = 0;
    const { state, gateway } = platform([flag('true')]);
    const notice = new ReadOnlyNotice(gateway, () => now, 3_000);
    expect(await Promise.all([notice.isOn(ctx), notice.isOn(ctx), notice.isOn(ctx)])).toEqual([true, true, true]);
    expect(state.calls).toBe(1);
    state.entries = [flag('false')];
    now = 2_999;
    expect(await notice.isOn(ctx)).toBe(true);
    now = 3_000;
    expect(await notice.isOn(ctx)).toBe(false);
    expect(state.calls).toBe(2);
  });

  it('a switch made through this board shows at once; an unreachable platform is not read-only (the platform still refuses)', async () => {
    let now = 0;
    const { state, gateway } = platform([]);
    const notice = new ReadOnlyNotice(gateway, () => now, 3_000);
    expect(await notice.isOn(ctx)).toBe(false);
    notice.changed(true);
    expect(await notice.isOn(ctx)).toBe(true);
    state.down = true;
    now = 10_000;
    expect(await notice.isOn(ctx)).toBe(false);
  });
});
