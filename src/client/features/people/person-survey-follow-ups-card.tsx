import { Stack } from '@mantine/core';
import type { PersonProfile } from '../../../shared/people';
import { SurveyFollowUpItem } from '../../components/back-office/survey-follow-up-item';
import { trpc } from '../../trpc';
import { Section } from './person-activity-cards';

/** The recommendation each of the person's survey answers promised: sent, waiting (a personal line may be added), or not sent. */
export function PersonSurveyFollowUpsCard({ personId, followUps }: { personId: string; followUps: PersonProfile['surveyFollowUps'] }) {
  const utils = trpc.useUtils();
  return (
    <Section title="Survey recommendations" empty={followUps.length === 0 && 'No recommendation promised: no usage survey answered.'}>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {followUps.map((followUp) => (
          <SurveyFollowUpItem key={`${followUp.id}:${followUp.version}`} followUp={followUp} onSaved={() => void utils.people.get.invalidate({ id: personId })} />
        ))}
      </Stack>
    </Section>
  );
}
