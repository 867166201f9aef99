/**
 * What a browser does at the local OpenID provider, scripted: follow the authorization URL, fill in the
 * provider's sign-in form, follow the redirects until the provider sends the browser back to our
 * redirect URI — and return that URL (with `code` and `state`). Cookies of the provider are kept, so a
 * second sign-in with the same jar skips the form, like a browser with a provider session.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly redirectPrefix: string) {}

  async signIn(
    authorizationUrl: string,
    person?: { email: string; verified?: boolean; firstName?: string; lastName?: string },
  ): Promise<URL> {
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      if (url.startsWith(this.redirectPrefix)) return new URL(url);
      const response = await this.fetch(url);
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get('location')!, url).toString();
        continue;
      }
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action || !person) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
      const form = new URLSearchParams({
        email: person.email,
        given_name: person.firstName ?? 'Sam',
        family_name: person.lastName ?? 'Social',
      });
      if (person.verified !== false) form.set('email_verified', 'on');
      const posted = await this.fetch(new URL(action, url).toString(), {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      url = new URL(posted.headers.get('location')!, url).toString();
    }
    throw new Error('too many redirects at the provider');
  }

  private async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
