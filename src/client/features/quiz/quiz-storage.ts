import { FULL_SESSION_PREFIX, PREVIEW_SESSION_PREFIX, QUIZ_TIMING } from '../../../shared/quiz';

/**
 * 'session_' or 'preview_' + timestamp + a crypto-random part (SPEC §3). The id is the quiz's
 * secret (it opens the results and proves the email capture), so the random part has 128 bits.
 */
export function createSessionId(kind: 'full' | 'preview'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const random = Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
  return `${kind === 'full' ? FULL_SESSION_PREFIX : PREVIEW_SESSION_PREFIX}${Date.now()}_${random}`;
}

/** Answers saved as they are given, so a reload or a return within 24 h picks up where it left off. */
export interface QuizProgress {
  sessionId: string;
  answers: Record<string, string>;
  /** Index of the question the visitor was on. */
  step: number;
  savedAt: number;
}

const PROGRESS_KEY = 'quizProgress';

export function loadQuizProgress(now = Date.now()): QuizProgress | null {
  try {
    const raw = localStorage.getItem(PROGRESS_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<QuizProgress>;
    const fresh = typeof saved.savedAt === 'number' && now - saved.savedAt < QUIZ_TIMING.resumeWindowMs;
    if (!fresh || typeof saved.sessionId !== 'string' || typeof saved.step !== 'number' || typeof saved.answers !== 'object' || !saved.answers) {
      localStorage.removeItem(PROGRESS_KEY);
      return null;
    }
    return saved as QuizProgress;
  } catch {
    return null;
  }
}

export function saveQuizProgress(progress: Omit<QuizProgress, 'savedAt'>): void {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ ...progress, savedAt: Date.now() }));
  } catch {
    // Private browsing or a full storage: the quiz still works, it just cannot resume.
  }
}

export function clearQuizProgress(): void {
  localStorage.removeItem(PROGRESS_KEY);
}
