/** Quiz content and timing shared by the server (answer validation, engine) and the client. */

export type QuizQuestionType = 'social_proof_opening' | 'emotional_statement' | 'single_choice';

export interface QuizOption {
  value: string;
  label: string;
  description?: string;
  emoji?: string;
  /** Name of the line icon shown beside the option (emoji depend on the visitor's fonts). */
  icon: string;
}

export interface QuizQuestion {
  id: string;
  type: QuizQuestionType;
  question: string;
  subtitle?: string;
  statement?: string;
  options: readonly QuizOption[];
}

export const SOCIAL_PROOF_BADGE = 'Join 85% of women who see results in 2 weeks';

export const fullQuizQuestions = [
  {
    id: 'question_1',
    type: 'social_proof_opening',
    question: "What's the one thing you'd love your skin to do for you?",
    subtitle: 'Pick the goal closest to your heart. Everything else is built around it.',
    options: [
      { value: 'confidence', label: 'Help me feel confident bare-faced', description: 'Less covering up, more being me', emoji: '💖', icon: 'heart' },
      { value: 'glow', label: 'Give me a healthy, lit-from-within glow', description: 'Dewy, rested and radiant', emoji: '✨', icon: 'sparkle' },
      { value: 'aging', label: 'Soften fine lines and keep skin firm', description: 'Smooth, bouncy and youthful', emoji: '🌸', icon: 'flower' },
      { value: 'clear', label: 'Calm breakouts and stay clear', description: 'Fewer blemishes, less shine', emoji: '🌿', icon: 'leaf' },
    ],
  },
  {
    id: 'question_2',
    type: 'emotional_statement',
    question: 'How much does this sound like you?',
    statement: "“I've tried so many products, and I'm still not sure what actually works for my skin.”",
    options: [
      { value: 'strongly_agree', label: "That's exactly me", description: 'My shelf is full, my skin is not happier', emoji: '😩', icon: 'frown' },
      { value: 'somewhat_agree', label: 'Sometimes, yes', description: 'A few things work, a lot of guessing', emoji: '🤔', icon: 'question' },
      { value: 'neutral', label: "I've never really thought about it", emoji: '😌', icon: 'meh' },
      { value: 'confident', label: 'I mostly know what works for me', description: "I'm here to fine-tune", emoji: '😊', icon: 'smile' },
    ],
  },
  {
    id: 'question_3',
    type: 'single_choice',
    question: 'Two weeks from now, what would tell you it is working?',
    subtitle: 'Picture the moment you notice the difference.',
    options: [
      { value: 'compliments', label: 'Friends asking what I have changed', emoji: '💬', icon: 'chat' },
      { value: 'makeup_less', label: 'Reaching for less makeup', emoji: '💄', icon: 'brush' },
      { value: 'texture', label: 'Skin that feels smooth to the touch', emoji: '🤲', icon: 'hand' },
      { value: 'photos', label: 'Loving my skin in photos, no filter', emoji: '📸', icon: 'camera' },
    ],
  },
  {
    id: 'question_4',
    type: 'single_choice',
    question: 'How would you describe your skincare experience?',
    subtitle: 'There is no wrong answer: we match the routine to where you are today.',
    options: [
      { value: 'beginner', label: 'Just getting started', description: 'A few simple steps, please', emoji: '🌱', icon: 'sprout' },
      { value: 'intermediate', label: 'I have a routine I mostly stick to', emoji: '🧴', icon: 'bottle' },
      { value: 'advanced', label: 'I know my actives and love layering', emoji: '🧪', icon: 'flask' },
      { value: 'overwhelmed', label: 'Honestly, a little overwhelmed', description: 'Too many products, too much advice', emoji: '🌀', icon: 'cycle' },
    ],
  },
  {
    id: 'question_5',
    type: 'single_choice',
    question: 'Where do you most want to feel your best?',
    options: [
      { value: 'work', label: 'At work and on video calls', emoji: '💼', icon: 'briefcase' },
      { value: 'social', label: 'Out with friends and at events', emoji: '🥂', icon: 'people' },
      { value: 'daily', label: 'Every day, just for me', emoji: '☀️', icon: 'sun' },
      { value: 'special', label: 'On special occasions', emoji: '🎉', icon: 'gift' },
    ],
  },
  {
    id: 'question_6',
    type: 'single_choice',
    question: 'Does one of these describe your skin?',
    subtitle: "This keeps you safe: we never suggest something your skin won't like.",
    options: [
      { value: 'sensitive', label: 'Sensitive or easily irritated', description: 'Redness, stinging or reactions to fragrance', emoji: '🌷', icon: 'feather' },
      { value: 'acne_prone', label: 'Prone to breakouts', description: 'Clogged pores or regular blemishes', emoji: '🎯', icon: 'target' },
      { value: 'mature', label: 'Mature and losing some bounce', description: 'Fine lines, dryness or less firmness', emoji: '🌹', icon: 'hourglass' },
      { value: 'none', label: 'None of these', description: 'My skin is pretty easy-going', emoji: '👍', icon: 'checkCircle' },
    ],
  },
  {
    id: 'question_7',
    type: 'single_choice',
    question: 'What do your mornings usually look like?',
    options: [
      { value: 'rushed', label: 'Rushed: out the door in minutes', emoji: '⏱️', icon: 'clock' },
      { value: 'balanced', label: 'Balanced: a few calm minutes for me', emoji: '⚖️', icon: 'balance' },
      { value: 'luxurious', label: 'Luxurious: I love a slow ritual', emoji: '🛁', icon: 'drop' },
      { value: 'inconsistent', label: 'Different every day', emoji: '🔄', icon: 'cycle' },
    ],
  },
  {
    id: 'question_8',
    type: 'single_choice',
    question: 'What monthly budget feels right for your skin?',
    subtitle: 'Every budget gets a routine that works. No judgement, ever.',
    options: [
      { value: 'budget', label: 'Under $75/month', description: 'Smart essentials', emoji: '💵', icon: 'coin' },
      { value: 'moderate', label: '$75-150/month', description: 'Quality everyday care', emoji: '💳', icon: 'card' },
      { value: 'premium', label: '$150-250/month', description: 'Premium formulas', emoji: '💎', icon: 'gem' },
      { value: 'luxury', label: '$250+/month', description: 'The full luxury ritual', emoji: '👑', icon: 'crown' },
    ],
  },
] as const satisfies readonly QuizQuestion[];

/** The preview's stored values are ours to choose (the spec gives only the labels). */
export const previewQuizQuestions = [
  {
    id: 'skinGoal',
    type: 'single_choice',
    question: "What's your main skin goal?",
    options: [
      { value: 'confidence', label: 'Feel more confident', emoji: '💖', icon: 'heart' },
      { value: 'specific_concerns', label: 'Address specific concerns', emoji: '🎯', icon: 'target' },
      { value: 'maintain', label: 'Maintain my current routine', emoji: '🧴', icon: 'bottle' },
      { value: 'try_new', label: 'Try something new', emoji: '✨', icon: 'sparkle' },
    ],
  },
  {
    id: 'skinConcern',
    type: 'single_choice',
    question: "What's your biggest skin concern?",
    options: [
      { value: 'fine_lines', label: 'Fine lines and wrinkles', emoji: '🌸', icon: 'flower' },
      { value: 'acne', label: 'Acne and breakouts', emoji: '🌿', icon: 'leaf' },
      { value: 'dark_spots', label: 'Dark spots and discoloration', emoji: '🌗', icon: 'spots' },
      { value: 'dryness', label: 'Dryness and dehydration', emoji: '💧', icon: 'drop' },
      { value: 'sensitive', label: 'Sensitive skin', emoji: '🌷', icon: 'feather' },
      { value: 'oily', label: 'Oily skin', emoji: '🫧', icon: 'sun' },
    ],
  },
  {
    id: 'budget',
    type: 'single_choice',
    question: 'What monthly budget feels comfortable?',
    options: [
      { value: 'under_75', label: 'Under $75', emoji: '💵', icon: 'coin' },
      { value: '75_150', label: '$75-150', emoji: '💳', icon: 'card' },
      { value: '150_300', label: '$150-300', emoji: '💎', icon: 'gem' },
      { value: 'over_300', label: 'Over $300', emoji: '👑', icon: 'crown' },
    ],
  },
  {
    id: 'lifestyle',
    type: 'single_choice',
    question: 'How much time do you have for your routine?',
    options: [
      { value: 'very_busy', label: 'Very busy', emoji: '⏱️', icon: 'clock' },
      { value: 'some_time', label: 'Some time', emoji: '⚖️', icon: 'balance' },
      { value: 'self_care', label: 'Have time for self-care', emoji: '🛁', icon: 'drop' },
      { value: 'long_routines', label: 'Love long routines', emoji: '🕯️', icon: 'candle' },
    ],
  },
] as const satisfies readonly QuizQuestion[];

type AnswersOf<Questions extends readonly QuizQuestion[]> = {
  [Q in Questions[number] as Q['id']]: Q['options'][number]['value'];
};
export type FullQuizAnswers = AnswersOf<typeof fullQuizQuestions>;
export type PreviewQuizAnswers = AnswersOf<typeof previewQuizQuestions>;

/** The two quizzes a session can be: the full quiz or the short preview. */
export type QuizKind = 'full' | 'preview';
/** A stored response's answers, by question id (checked against its kind's questions when submitted). */
export type QuizAnswers = Record<string, string>;

export { FULL_SESSION_PREFIX, isPreviewSession, PREVIEW_SESSION_PREFIX, SESSION_ID_PATTERN } from './quiz-session-id.js';

/** SPEC §9 timings, in milliseconds unless named otherwise. */
export const QUIZ_TIMING = {
  autoAdvanceMs: 800,
  interstitialMs: 3000,
  /** The interstitial shows after this question (1-based). */
  interstitialAfterQuestion: 3,
  processingTickMs: 400,
  processingMinStepPercent: 5,
  processingMaxStepPercent: 20,
  processingPauseMs: 1000,
  /** Saved answers are offered back for this long. */
  resumeWindowMs: 24 * 60 * 60 * 1000,
} as const;

/** Stage message for a processing percentage (SPEC §2: <30, 30-60, 60-90, 90+). */
export function processingStage(percent: number): string {
  if (percent < 30) return 'Analyzing your skin preferences...';
  if (percent < 60) return 'Matching products to your lifestyle...';
  if (percent < 90) return 'Personalizing your routine...';
  return 'Finalizing your beauty plan...';
}


/**
 * New quiz sessions of one kind that one client address has counted in the dashboard's figures
 * in an hour: twice a party of 30 guests on one Wi-Fi, so each can reload or take the quiz again.
 * A script's hundreds of sessions beyond it are served as usual but not counted (docs/decisions/0082-counting.md).
 */
export const QUIZ_SESSIONS_COUNTED_PER_HOUR = 60;
