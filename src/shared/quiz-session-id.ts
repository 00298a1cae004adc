// Its own small module: the router (in every page's first script) checks session ids, and the
// quiz's questions need not come with it.
export const FULL_SESSION_PREFIX = 'session_';
export const PREVIEW_SESSION_PREFIX = 'preview_';

/** A quiz session id as the quiz pages make them. */
export const SESSION_ID_PATTERN = /^(session|preview)_\d{10,16}_[a-z0-9]{8,40}$/;

export function isPreviewSession(sessionId: string): boolean {
  return sessionId.startsWith(PREVIEW_SESSION_PREFIX);
}
