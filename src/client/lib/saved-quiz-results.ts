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

function read(key: string): SavedQuizResults | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedQuizResults>;
    if (typeof parsed?.sessionId !== 'string' || !Array.isArray(parsed.productMatches)) return null;
    return parsed as SavedQuizResults;
  } catch {
    return null;
  }
}

export function readSavedQuizResults(): SavedQuizResults | null {
  return read(QUIZ_RESULTS_KEY);
}

export function readSavedPreviewResults(): SavedQuizResults | null {
  return read(PREVIEW_RESULTS_KEY);
}

export function saveQuizResults(key: typeof QUIZ_RESULTS_KEY | typeof PREVIEW_RESULTS_KEY, results: SavedQuizResults): void {
  localStorage.setItem(key, JSON.stringify(results));
}

/** Match percent per product id from the full quiz (or, failing that, the preview). */
export function readProductMatchPercents(): Map<number, number> {
  const saved = readSavedQuizResults() ?? readSavedPreviewResults();
  return new Map((saved?.productMatches ?? []).map((match) => [match.productId, match.matchPercent]));
}
