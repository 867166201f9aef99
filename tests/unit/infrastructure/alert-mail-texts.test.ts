import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '../../../src/domain/mail/mail';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';

const composer = new MessageMailComposer();
// As describeSearch writes it: the words already in the locale's quotes, filters as they are.
const searches = { de: '„Pflege“ · Vollzeit', 'en-GB': '“Care” · Full-time', fr: '« Soins » · Temps plein' } as const;

const digest = (search: string, first: boolean): MailTemplate => ({
  kind: 'alert-digest',
  siteName: 'Jobs Regional',
  search,
  jobs: [{ title: 'Pflegefachkraft', organization: 'Muster GmbH', place: 'Stuttgart', link: 'https://x.example/job/1' }],
  total: 1,
  searchLink: 'https://x.example/jobs',
  unsubscribeLink: 'https://x.example/alerts/unsubscribe?token=t',
  oneClickLink: 'https://x.example/api/alerts/unsubscribe?token=t&locale=de',
  first,
});

describe('alert mails', () => {
  it('quote the search once: the description carries its own quotes', () => {
    for (const locale of ['de', 'en-GB', 'fr'] as const) {
      const search = searches[locale];
      const confirm = composer.compose(
        'a@example.test',
        { kind: 'alert-confirm', link: 'https://x.example/c', siteName: 'Jobs Regional', search, frequency: 'daily' },
        locale,
      );
      const mail = composer.compose('a@example.test', digest(search, false), locale);
      for (const text of [confirm.text, mail.text]) {
        expect(text, locale).toContain(search);
        expect(text, locale).not.toMatch(/„„|““|“\u201c|«\s*«|»\s*»|""/);
        expect(text, locale).not.toMatch(/[„“"«]\s*[„“"«]/);
      }
    }
  });

  it('the first digest does not speak of a last e-mail', () => {
    expect(composer.compose('a@example.test', digest(searches.de, true), 'de').text).toContain('Seit Sie den Job-Alarm angelegt haben');
    expect(composer.compose('a@example.test', digest(searches.de, true), 'de').text).not.toContain('letzten E-Mail');
    expect(composer.compose('a@example.test', digest(searches['en-GB'], true), 'en-GB').text).not.toContain('last e-mail');
    expect(composer.compose('a@example.test', digest(searches.fr, true), 'fr').text).not.toContain('dernier e-mail');
    expect(composer.compose('a@example.test', digest(searches.de, false), 'de').text).toContain('Seit der letzten E-Mail');
  });
});

describe('plain-text labels', () => {
  it('put a narrow no-break space before the colon in French only', () => {
    const confirm = (locale: 'de' | 'fr') =>
      composer.compose(
        'a@example.test',
        { kind: 'alert-confirm', link: 'https://x.example/c', siteName: 'Jobs Regional', search: 'x', frequency: 'daily' },
        locale,
      ).text;
    expect(confirm('fr')).toMatch(/\S\u202f:\nhttps:\/\/x\.example\/c/);
    expect(confirm('fr')).not.toMatch(/\S:\nhttps/);
    expect(confirm('de')).toMatch(/\S:\nhttps:\/\/x\.example\/c/);
  });
});
