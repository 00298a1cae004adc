import { Group, NumberInput, Switch, TextInput } from '@mantine/core';
import { NEWSLETTER_SUBJECT_MAX, SUBJECT_TEST_HOURS_MAX, SUBJECT_TEST_HOURS_MIN, SUBJECT_TEST_PERCENT_MAX, SUBJECT_TEST_PERCENT_MIN } from '../../../shared/newsletter';
import type { NewsletterFormValues } from './newsletter-form-values';

type Set = <K extends keyof NewsletterFormValues>(key: K, value: NewsletterFormValues[K]) => void;

/** "Test two subjects": the second subject, the share of the audience that gets the test, and when the winner is chosen. */
export function SubjectTestFields({ values, readOnly, set }: { values: NewsletterFormValues; readOnly: boolean; set: Set }) {
  return (
    <>
      <Switch
        label="Test two subjects"
        description="A share of the audience gets one of two subjects; the one more people click goes to everyone else."
        checked={values.testSubjects}
        disabled={readOnly}
        onChange={(event) => set('testSubjects', event.currentTarget.checked)}
      />
      {values.testSubjects ? (
        <>
          <TextInput label="Subject B" required maxLength={NEWSLETTER_SUBJECT_MAX} value={values.subjectB} readOnly={readOnly} onChange={(event) => set('subjectB', event.currentTarget.value)} />
          <Group grow>
            <NumberInput
              label="Test share (%)"
              description="Split evenly between A and B"
              min={SUBJECT_TEST_PERCENT_MIN}
              max={SUBJECT_TEST_PERCENT_MAX}
              allowDecimal={false}
              value={values.testPercent}
              readOnly={readOnly}
              onChange={(value) => set('testPercent', Number(value) || 0)}
            />
            <NumberInput
              label="Choose the winner after (hours)"
              min={SUBJECT_TEST_HOURS_MIN}
              max={SUBJECT_TEST_HOURS_MAX}
              allowDecimal={false}
              value={values.winnerAfterHours}
              readOnly={readOnly}
              onChange={(value) => set('winnerAfterHours', Number(value) || 0)}
            />
          </Group>
        </>
      ) : null}
    </>
  );
}
