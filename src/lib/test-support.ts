/**
 * The body a test's fetch mock was given. The API client (src/lib/api/client.ts) always sends a
 * string, form-encoded or JSON; anything else means the request was not built by it, and the
 * test should say so rather than compare '[object Object]'.
 */
export function sentBody(init: RequestInit | undefined): string {
  const body = init?.body;
  if (typeof body !== 'string') throw new Error(`expected a string request body, got ${body === undefined ? 'none' : typeof body}`);
  return body;
}
