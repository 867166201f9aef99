import { expect, it } from 'vitest';
import { ANNA } from '../support/platform-seed';
import { ANNA_SIGNED_IN, GUEST, type GatewayContract } from './board-gateways';

const TERMS = { type: 'PRIVACY_POLICY', placement: 'REGISTRATION' };

/** The consent texts and the terms dialog. */
export const consentContract: GatewayContract = (gateways) => {
  it('infos: the text in force, in the request locale; none for an unknown placement', async () => {
    const { consent } = gateways();
    await expect(consent.infos(TERMS, GUEST)).resolves.toEqual([
      { id: '31', type: 'PRIVACY_POLICY', optIn: true, text: '<p>Neue Bedingungen</p>' },
    ]);
    await expect(consent.infos(TERMS, { site: 'suedwest', locale: 'en-GB' })).resolves.toMatchObject([{ text: '<p>New terms</p>' }]);
    await expect(consent.infos({ type: 'PRIVACY_POLICY', placement: 'NOWHERE' }, GUEST)).resolves.toEqual([]);
  });

  it('acceptTerms: refused as a value for guests and foreign addresses; recorded for the user, who then has the latest consent', async () => {
    const { consent } = gateways();
    await expect(consent.latest(TERMS, GUEST)).resolves.toBeNull();
    const guest = await consent.acceptTerms({ mail: ANNA.email, infoId: '31' }, GUEST);
    expect(guest).toEqual({ errors: ['SIGN_IN_REQUIRED'], consentId: null });
    const foreign = await consent.acceptTerms({ mail: 'someone@example.org', infoId: '31' }, ANNA_SIGNED_IN);
    expect(foreign).toEqual({ errors: ['MAIL_MISMATCH'], consentId: null });
    const accepted = await consent.acceptTerms({ mail: ANNA.email, infoId: '31' }, ANNA_SIGNED_IN);
    expect(accepted.errors).toEqual([]);
    expect(accepted.consentId).toEqual(expect.any(String));
    await expect(consent.latest(TERMS, ANNA_SIGNED_IN)).resolves.toMatchObject({ infoId: '31', infoRevisionId: '311', mail: ANNA.email });
  });
};
