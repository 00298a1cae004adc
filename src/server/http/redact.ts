/**
 * URLs that carry a secret or personal value in the path (loyalty codes, cart sessions, survey and outcome tokens) or
 * in the query (tRPC inputs) are logged without it.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?');
  const cleanPath = path
    .replace(/^(\/api\/loyalty\/member\/)[^/]+/, '$1[redacted]')
    .replace(/^(\/api\/cart\/(?:clear\/)?)[^/]+/, '$1[redacted]')
    .replace(/^(\/api\/quiz\/)[^/]+(\/results)/, '$1[redacted]$2')
    .replace(/^(\/api\/usage-quiz\/)(?!submit$)[^/]+/, '$1[redacted]')
    .replace(/^(\/(?:api\/outcomes|outcome)\/)[^/]+/, '$1[redacted]');
  return query === undefined ? cleanPath : `${cleanPath}?[redacted]`;
}
