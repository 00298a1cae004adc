/** The marketing claims of the landing page, in one place so copy stays consistent. */
export const claims = {
  quizQuestions: 8,
  quizMinutes: 2,
  experienceSteps: 4,
  moneyBackDays: 30,
  resultsWeeks: 2,
  matchAccuracy: '95%',
  seeResults: '85%',
  feelConfident: '92%',
  satisfiedCustomers: '1,000,000+',
  repCustomers: '67,000+',
} as const;
