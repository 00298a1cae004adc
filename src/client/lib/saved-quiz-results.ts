/**
 * The visitor's latest quiz result, kept in localStorage so other screens (results page,
 * product match badges) can use it without a request. Keys are those of SPEC §3.
 */
export const QUIZ_RESULTS_KEY = 'quizResults';
export const PREVIEW_RESULTS_KEY = 'previewQuizResults';

export interface SavedProductMatch {
  productId: number;
  /** 0-100: how well this product fits the visitor's answers. */
  matchPercent: number;
}

/** What the quiz stores: the submit answer plus the session it belongs to. */
export interface SavedQuizResults {
  sessionId: string;
  quizResponseId: number | string;
  matchScore: number;
  productMatches: SavedProductMatch[];
  [key: string]: unknown;
}

function rawOf(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): SavedQuizResults | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedQuizResults>;
    if (typeof parsed?.sessionId !== 'string' || !Array.isArray(parsed.productMatches)) return null;
    return parsed as SavedQuizResults;
  } catch {
    return null;
  }
}

export function readSavedQuizResults(): SavedQuizResults | null {
  return parse(rawOf(QUIZ_RESULTS_KEY));
}

export function readSavedPreviewResults(): SavedQuizResults | null {
  return parse(rawOf(PREVIEW_RESULTS_KEY));
}

const listeners = new Set<() => void>();

export function saveQuizResults(key: typeof QUIZ_RESULTS_KEY | typeof PREVIEW_RESULTS_KEY, results: SavedQuizResults): void {
  localStorage.setItem(key, JSON.stringify(results));
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: fires when this tab saves a result or another tab changes one. */
export function subscribeSavedQuizResults(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUIZ_RESULTS_KEY || event.key === PREVIEW_RESULTS_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Match percent per product id; empty when the visitor has taken no quiz. */
export type ProductMatchPercents = ReadonlyMap<number, number>;

const noMatches: ProductMatchPercents = new Map();
let lastRaw: { full: string | null; preview: string | null } = { full: null, preview: null };
let lastPercents: ProductMatchPercents = noMatches;

/**
 * Match percent per product id from the full quiz (or, failing that, the preview). The same map
 * is returned while the stored results are unchanged, as useSyncExternalStore requires.
 */
export function readProductMatchPercents(): ProductMatchPercents {
  const full = rawOf(QUIZ_RESULTS_KEY);
  const preview = rawOf(PREVIEW_RESULTS_KEY);
  if (full === lastRaw.full && preview === lastRaw.preview) return lastPercents;
  lastRaw = { full, preview };
  const saved = parse(full) ?? parse(preview);
  lastPercents = saved ? new Map(saved.productMatches.map((match) => [match.productId, match.matchPercent])) : noMatches;
  return lastPercents;
}

/** What the server draws: it never knows a visitor's saved result. */
export function serverProductMatchPercents(): ProductMatchPercents {
  return noMatches;
}
