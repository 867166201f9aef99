/*
 * The calls of next-auth v4's browser client (next-auth/react: getCsrfToken, getProviders, signIn,
 * getSession, SessionProvider's update(), signOut; and client/_utils' fetchData), request for request
 * and with the same parsing of the answers, so a test shows what that client would meet. The package
 * itself cannot be installed next to this project (its peer dependency on nodemailer ^7 conflicts
 * with ours, and it pulls in Next.js); this is a transcription of v4.24's source with `window` made
 * explicit: `location` is the page the client runs on, `navigate` records where it would send the
 * browser, `fetch` is the browser's.
 */
export interface NextAuthV4Browser {
  /** The page the client runs on (window.location.href). */
  readonly location: string;
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** window.location.href = …; the client's redirects land here. */
  navigate(url: string): void;
  /** The client's logger.error: NextAuth logs CLIENT_FETCH_ERROR for failing or non-JSON answers. */
  logError(code: string, detail: unknown): void;
}

export interface SignInAnswer {
  error: string | null;
  status: number;
  ok: boolean;
  url: string | null;
}

type Providers = Record<string, { id: string; name: string; type: string; signinUrl: string; callbackUrl: string }>;

export function nextAuthV4Client(browser: NextAuthV4Browser, basePath = '/api/auth') {
  const baseUrl = new URL(basePath, browser.location).href.replace(/\/$/, '');

  /** client/_utils.ts fetchData: JSON content type, POST only with a body; `{}` and failures are null. */
  async function fetchData<T>(path: string, body?: unknown): Promise<T | null> {
    const url = `${baseUrl}/${path}`;
    try {
      const options: RequestInit = { headers: { 'Content-Type': 'application/json' } };
      if (body) {
        options.body = JSON.stringify(body);
        options.method = 'POST';
      }
      const res = await browser.fetch(url, options);
      const data = (await res.json()) as object;
      if (!res.ok) throw data;
      return Object.keys(data).length > 0 ? (data as T) : null;
    } catch (error) {
      browser.logError('CLIENT_FETCH_ERROR', { error, url });
      return null;
    }
  }

  const getCsrfToken = async () => (await fetchData<{ csrfToken: string }>('csrf'))?.csrfToken;
  const getProviders = () => fetchData<Providers>('providers');
  const getSession = <S = Record<string, unknown>>() => fetchData<S>('session');

  /** SessionProvider's update(data): POST session with the CSRF token and the data. */
  const update = async <S = Record<string, unknown>>(data: unknown) => fetchData<S>('session', { csrfToken: await getCsrfToken(), data });

  async function signIn(
    provider: string,
    options: Record<string, string | boolean> & { callbackUrl?: string; redirect?: boolean } = {},
  ): Promise<SignInAnswer | undefined> {
    const { callbackUrl = browser.location, redirect = true } = options;
    const providers = await getProviders();
    if (!providers) {
      browser.navigate(`${baseUrl}/error`);
      return undefined;
    }
    if (!(provider in providers)) {
      browser.navigate(`${baseUrl}/signin?${new URLSearchParams({ callbackUrl })}`);
      return undefined;
    }
    const isCredentials = providers[provider]!.type === 'credentials';
    const isEmail = providers[provider]!.type === 'email';
    const isSupportingReturn = isCredentials || isEmail;
    const signInUrl = `${baseUrl}/${isCredentials ? 'callback' : 'signin'}/${provider}`;
    const fields = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
    const res = await browser.fetch(signInUrl, {
      method: 'post',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, csrfToken: (await getCsrfToken()) ?? 'undefined', callbackUrl, json: 'true' }),
    });
    const data = (await res.json()) as { url?: string };
    if (redirect || !isSupportingReturn) {
      browser.navigate(data.url ?? callbackUrl);
      return undefined;
    }
    // The line that threw "Invalid URL" when the answer's url was a path.
    const error = new URL(data.url as string).searchParams.get('error');
    if (res.ok) await getSession();
    return { error, status: res.status, ok: res.ok, url: error ? null : (data.url ?? null) };
  }

  async function signOut(options: { callbackUrl?: string; redirect?: boolean } = {}): Promise<{ url: string } | undefined> {
    const { callbackUrl = browser.location } = options;
    const res = await browser.fetch(`${baseUrl}/signout`, {
      method: 'post',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: (await getCsrfToken()) ?? 'undefined', callbackUrl, json: 'true' }),
    });
    const data = (await res.json()) as { url: string };
    if (options.redirect ?? true) {
      browser.navigate(data.url ?? callbackUrl);
      return undefined;
    }
    await getSession();
    return data;
  }

  return { getCsrfToken, getProviders, getSession, update, signIn, signOut };
}
