import type { Page } from '@playwright/test';
import { sensitiveBudgetAnswers } from '../../test/support/quiz-test-data';

/** Question titles and one option per question: a sensitive beginner on a budget. */
export const quizJourney = [
  { title: "What's the one thing you'd love your skin to do for you?", option: /Give me a healthy, lit-from-within glow/ },
  { title: 'How much does this sound like you?', option: /Sometimes, yes/ },
  { title: 'Two weeks from now, what would tell you it is working?', option: /Friends asking what I have changed/ },
  { title: 'How would you describe your skincare experience?', option: /Just getting started/ },
  { title: 'Where do you most want to feel your best?', option: /Every day, just for me/ },
  { title: 'Does one of these describe your skin?', option: /Sensitive or easily irritated/ },
  { title: 'What do your mornings usually look like?', option: /Rushed: out the door in minutes/ },
  { title: 'What monthly budget feels right for your skin?', option: /Under \$75\/month/ },
];

/**
 * Opens /quiz on question 8 with every answer given, as a visitor coming back would (once per
 * tab: a reload later in the test keeps whatever the page saved). Returns the quiz session id.
 */
export async function openQuizAtLastQuestion(page: Page): Promise<string> {
  const sessionId = `session_${Date.now()}_${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`;
  await page.addInitScript(
    ([progress]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('quizProgress', progress!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [JSON.stringify({ sessionId, answers: sensitiveBudgetAnswers, step: 7, savedAt: Date.now() })],
  );
  await page.goto('/quiz');
  return sessionId;
}
