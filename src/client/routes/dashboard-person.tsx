import { Anchor, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { RepGate } from '../features/dashboard/rep-gate';
import { ConsentTimeline, EmailsCard, QuizResultsCard, SurveyAnswersCard } from '../features/people/person-activity-cards';
import { PersonDetailsCard } from '../features/people/person-details-card';
import { PersonLoyaltyCard } from '../features/people/person-loyalty-card';
import { PersonNotesCard } from '../features/people/person-notes-card';
import { PersonSurveyFollowUpsCard } from '../features/people/person-survey-follow-ups-card';
import { trpc } from '../trpc';

function Profile({ id }: { id: string }) {
  const profile = trpc.people.get.useQuery({ id });
  if (profile.isPending) {
    return (
      <Center py={60}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (profile.isError) return <Text c="red.9">{profile.error.message}</Text>;
  const { person } = profile.data;
  return (
    <>
      <PersonDetailsCard person={person} />
      <PersonLoyaltyCard person={person} />
      <QuizResultsCard results={person.quizResults} />
      <EmailsCard emails={person.emails} />
      <ConsentTimeline consent={person.consent} />
      <SurveyAnswersCard answers={person.surveyAnswers} />
      <PersonSurveyFollowUpsCard personId={person.id} followUps={person.surveyFollowUps} />
      <PersonNotesCard personId={person.id} notes={person.notes} />
    </>
  );
}

function PersonPage() {
  const { personId } = Route.useParams();
  return (
    <RepGate>
      <Container size="lg" px={0} py="md">
        <Stack gap="lg">
          <Anchor component={Link} to="/dashboard/people" size="sm">
            ← People
          </Anchor>
          <Profile id={personId} />
        </Stack>
      </Container>
    </RepGate>
  );
}

export const Route = createLazyRoute('/dashboard/people/$personId')({ component: PersonPage });
