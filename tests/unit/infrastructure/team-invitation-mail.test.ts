import { describe, expect, it } from 'vitest';
import { MessageTeamMailComposer } from '../../../src/infrastructure/mail/team-invitation-mail-composer';

const composer = new MessageTeamMailComposer();
const invitation = {
  organizationName: 'Müller & Söhne <GmbH>',
  inviterName: 'Ida',
  role: 'editor' as const,
  expiresAt: new Date('2026-03-08T10:00:00Z'),
};
const site = { name: 'Jobs im Südwesten', link: 'https://www.jobs-suedwest.de/fr/team-invitation?token=abc' };

describe('the team invitation mail', () => {
  it('names inviter, organization, role and the last day in the reader’s language, with the link', () => {
    const de = composer.invitation('neu@example.test', invitation, site, 'de');
    expect(de.subject).toBe('Einladung ins Team von Müller & Söhne <GmbH> – Jobs im Südwesten');
    expect(de.text).toContain('Ida lädt Sie als Bearbeiter in das Recruiting-Team von Müller & Söhne <GmbH> auf Jobs im Südwesten ein.');
    expect(de.text).toContain('bis 8. März 2026');
    expect(de.text).toContain(site.link);
    const fr = composer.invitation('neu@example.test', { ...invitation, role: 'owner' }, site, 'fr');
    expect(fr.text).toContain('en tant que Propriétaire');
    expect(composer.invitation('neu@example.test', invitation, site, 'en-GB').subject).toBe(
      'Invitation to the team of Müller & Söhne <GmbH> – Jobs im Südwesten',
    );
  });

  it('escapes every value in the HTML alternative', () => {
    const { html } = composer.invitation('neu@example.test', invitation, site, 'de');
    expect(html).toContain('Müller &#38; Söhne &#60;GmbH&#62;');
    expect(html).not.toContain('<GmbH>');
    expect(html).toContain('href="https://www.jobs-suedwest.de/fr/team-invitation?token=abc"');
  });
});
