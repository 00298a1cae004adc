import { Alert, Button, Container } from '@mantine/core';

export function DashboardUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="sm" py={64}>
      <Alert color="red" title="Dashboard Unavailable" role="alert">
        Unable to load analytics data. Please try again later.
        <div>
          <Button mt="md" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </Alert>
    </Container>
  );
}
