import { Alert, Button, Container, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute, Link, useParams } from '@tanstack/react-router';
import { surveyQuestions } from '../../shared/survey';
import { SurveyProgress } from '../features/survey/survey-progress';
import classes from '../features/survey/usage-survey.module.css';
import { useUsageSurvey } from '../features/survey/use-usage-survey';
import { trpc } from '../trpc';

/** The person's token from the survey email: a UUID. */
function parseToken(value: string): string | null {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : null;
}

function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

function SurveyForm({ token, productId }: { token: string; productId: number }) {
  const survey = useUsageSurvey(token, productId);
  if (survey.saved) {
    // What happens next is in the toast (SPEC §8), true for this person: see SURVEY_THANKS.
    return (
      <Stack align="center" py={48}>
        <Title order={2}>Thank you!</Title>
        <Text ta="center">Your answers are saved.</Text>
      </Stack>
    );
  }
  if (survey.analysing) {
    return (
      <Stack align="center" py={48} role="status">
        <Loader size="lg" />
        <Title order={2}>Analyzing Your Preferences</Title>
        <Text c="gray.7">Matching your answers to the right routine...</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <SurveyProgress step={survey.step + 1} total={surveyQuestions.length} />
      <Radio.Group key={survey.question.id} value={survey.selected ?? null} onChange={survey.answer} label={survey.question.question} size="md" styles={{ label: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700, marginBottom: 12 } }}>
        <Stack gap="sm">
          {survey.question.options.map((option) => (
            <Radio.Card key={option.value} value={option.value} radius="md" p="md" className={classes.option}>
              <Radio.Indicator aria-hidden="true" style={{ display: 'inline-flex', marginRight: 12, verticalAlign: 'middle' }} />
              <Text component="span" fw={500}>
                {option.label}
              </Text>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

function InvalidLink({ reason }: { reason: string }) {
  return (
    <Alert color="red" title="This survey link is not valid">
      {reason}
      <div>
        <Button component={Link} to="/" mt="sm" variant="light">
          Go to the home page
        </Button>
      </div>
    </Alert>
  );
}

/** The link is checked as the page opens: a person or product that does not exist is said at once, not after three answers. */
function CheckedSurvey({ token, productId }: { token: string; productId: number }) {
  const link = trpc.survey.checkLink.useQuery({ surveyToken: token, productId }, { retry: false, staleTime: Infinity });
  if (link.isPending) {
    return (
      <Stack align="center" py="lg" role="status">
        <Loader />
        <Text c="gray.7">Opening your survey…</Text>
      </Stack>
    );
  }
  if (link.isError) return <InvalidLink reason={link.error.message} />;
  return (
    <>
      <Text c="gray.7">Three quick questions about your {link.data.productName}.</Text>
      <SurveyForm token={token} productId={productId} />
    </>
  );
}

function UsageSurveyPage() {
  const params = useParams({ from: '/usage-quiz/$token/$productId' });
  const token = parseToken(params.token);
  const productId = parseId(params.productId);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1}>Quick Usage Survey</Title>
          {token && productId ? <CheckedSurvey token={token} productId={productId} /> : <InvalidLink reason="Please use the link from your email." />}
        </Stack>
      </Paper>
    </Container>
  );
}

export const Route = createLazyRoute('/usage-quiz/$token/$productId')({ component: UsageSurveyPage });
