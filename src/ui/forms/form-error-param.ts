/*
 * Form errors that come back in the address: a form posted without JavaScript is answered with a
 * redirect to its page carrying `?error=…` (several problems: the parameter repeated). One rule reads
 * them everywhere: form encoding, so `+` is a space and `%XX` a byte of UTF-8; an escape that is not
 * one is kept as typed. The router's own search parsing is not used for this: it turns `123` into a
 * number and `"x"` into x, which would change a message.
 */

/** Every value of `key` in a query string (`?a=1&error=…`, with or without its `?`), decoded. */
export function formErrorParams(searchStr: string, key = 'error'): string[] {
  return new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr).getAll(key).filter((m) => m.length > 0);
}

/** The query string a redirect carries for `messages`, in the same form encoding (space as `+`). */
export function formErrorQuery(messages: readonly string[], key = 'error'): string {
  return new URLSearchParams(messages.map((m) => [key, m])).toString();
}
