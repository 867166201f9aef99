/**
 * Adds an async script carrying the page's CSP nonce. The page's policy trusts scripts added by
 * trusted ones ('strict-dynamic'); the nonce keeps them allowed under a policy without it too.
 */
export function addNoncedScript(doc: Document, src: string, data: Readonly<Record<string, string>>): void {
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  // Browsers hide the nonce attribute after parsing; the property still holds it.
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  for (const [name, value] of Object.entries(data)) script.setAttribute(name, value);
  doc.head.appendChild(script);
}
