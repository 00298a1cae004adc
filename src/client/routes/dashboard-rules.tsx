import { Alert, Loader } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { RulesEditor } from '../features/rules-admin/rules-editor';
import { trpc } from '../trpc';

function RulesContent() {
  const overview = trpc.recommendationRules.overview.useQuery(undefined, { refetchOnWindowFocus: false });
  const products = trpc.recommendationRules.products.useQuery(undefined, { refetchOnWindowFocus: false });
  if (overview.error || products.error) return <Alert color="red">The rules could not be loaded. Please try again.</Alert>;
  if (!overview.data || !products.data) return <Loader aria-label="Loading the rules" />;
  // Keyed by what was loaded: after a publish or discard the editor starts again from the new state.
  const key = `${overview.data.published?.version ?? 'built-in'}-${overview.data.draft?.version ?? 'none'}`;
  return <RulesEditor key={key} overview={overview.data} products={products.data.products} />;
}

function RulesPage() {
  return (
    <BackOfficePage title="Recommendation rules">
      <RulesContent />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/rules')({ component: RulesPage });
