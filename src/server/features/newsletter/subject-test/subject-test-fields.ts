import { type CreateNewsletterInput, SUBJECT_TEST_DEFAULTS, type Newsletter, type UpdateNewsletterInput } from '../../../../shared/newsletter.js';
import { AppError } from '../../../errors.js';

/** A campaign's subject columns: one subject, or two with the test's share and timing. */
export interface SubjectColumns {
  subject: string;
  subjectB: string | null;
  testPercent: number | null;
  winnerAfterHours: number | null;
}

const NEEDS_TWO = (field: string) => new AppError('BAD_REQUEST', `${field}: A subject line test needs two subjects (subjects: [first, second])`, field);

/** The test's share and timing: as given, else as they were, else the defaults. */
function withTest(subject: string, subjectB: string, input: Partial<Pick<SubjectColumns, 'testPercent' | 'winnerAfterHours'>>, current?: SubjectColumns): SubjectColumns {
  if (subject === subjectB) throw new AppError('BAD_REQUEST', 'subjects: The two subjects must differ', 'subjects');
  return {
    subject,
    subjectB,
    testPercent: input.testPercent ?? current?.testPercent ?? SUBJECT_TEST_DEFAULTS.testPercent,
    winnerAfterHours: input.winnerAfterHours ?? current?.winnerAfterHours ?? SUBJECT_TEST_DEFAULTS.winnerAfterHours,
  };
}

function withoutTest(subject: string, input: Pick<UpdateNewsletterInput, 'testPercent' | 'winnerAfterHours'>): SubjectColumns {
  if (input.testPercent !== undefined) throw NEEDS_TWO('testPercent');
  if (input.winnerAfterHours !== undefined) throw NEEDS_TWO('winnerAfterHours');
  return { subject, subjectB: null, testPercent: null, winnerAfterHours: null };
}

/** A new campaign's subject columns. */
export function subjectColumnsOf(input: CreateNewsletterInput): SubjectColumns {
  if (input.subjects) return withTest(input.subjects[0], input.subjects[1], input);
  return withoutTest(input.subject!, input);
}

/** A draft's subject columns after an update, or null when the update leaves them alone. */
export function changedSubjectColumns(input: UpdateNewsletterInput, current: SubjectColumns): SubjectColumns | null {
  const { subject, subjects, testPercent, winnerAfterHours } = input;
  if (subject === undefined && subjects === undefined && testPercent === undefined && winnerAfterHours === undefined) return null;
  if (subjects && subject !== undefined && subject !== subjects[0]) {
    throw new AppError('BAD_REQUEST', 'subjects: Give one subject, or two subjects to test (the first is the subject)', 'subjects');
  }
  if (subjects) return withTest(subjects[0], subjects[1], input, current);
  const first = subject ?? current.subject;
  if (subjects === null || current.subjectB === null) return withoutTest(first, input);
  return withTest(first, current.subjectB, input, current);
}

/** A draft's subject columns as it was read. */
export function currentSubjectColumns({ subject, subjectTest: test }: Pick<Newsletter, 'subject' | 'subjectTest'>): SubjectColumns {
  if (!test) return { subject, subjectB: null, testPercent: null, winnerAfterHours: null };
  return { subject, subjectB: test.subjects[1], testPercent: test.testPercent, winnerAfterHours: test.winnerAfterHours };
}
