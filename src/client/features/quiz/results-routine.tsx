import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { formatCentsShort } from '../../../shared/money';
import type { RecommendedProduct } from '../../../shared/quiz-api';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { QuizIcon, type QuizIconName } from './quiz-icon';
import type { ResultView } from './result-view';

/** SPEC §9's fixed routine price: only for an old or partial saved result that names no products (never for an empty routine). */
const FIXED_ROUTINE_PRICE = { total: 8_900, regular: 18_700 };

/** The routine's real total against the sum of its products' regular prices. */
function routinePrice(items: RecommendedProduct[]): { total: number; regular: number } {
  if (items.length === 0) return FIXED_ROUTINE_PRICE;
  return {
    total: items.reduce((sum, item) => sum + item.price, 0),
    regular: items.reduce((sum, item) => sum + Math.max(item.price, item.originalPrice ?? item.price), 0),
  };
}

const whyThisWorks: { icon: QuizIconName; value: string; label: string }[] = [
  { icon: 'trend', value: '92%', label: 'success rate' },
  { icon: 'clock', value: '2-week', label: 'results' },
  { icon: 'shieldCheck', value: 'Dermatologist', label: 'tested' },
];

/** 'Why This Works', the recommended routine with its price and the shop button. */
export function ResultsRoutine({ view }: { view: ResultView }) {
  const { total, regular } = routinePrice(view.items);
  return (
    <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2}>Why This Works</Title>
          {whyThisWorks.map((item) => (
            <Group key={item.label} gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" c="pink.8" aria-hidden="true">
                <QuizIcon name={item.icon} />
              </ThemeIcon>
              <Text>
                <Text span fw={700}>
                  {item.value}
                </Text>{' '}
                {item.label}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2}>Your Recommended Routine</Title>
          <Text fw={700} c="pink.9" fz="lg">
            {view.category}
          </Text>
          <Text c="gray.7">{view.description}</Text>
          <Text size="sm">
            <strong>Routine length:</strong> {view.routineLength}
          </Text>
          {view.budgetNote && (
            <Text size="sm" c="gray.7">
              {view.budgetNote}
            </Text>
          )}
          {view.items.length > 0 && (
            <Text size="sm" c="gray.7">
              Total for your {view.items.length === 1 ? 'product' : `${view.items.length} products`}
            </Text>
          )}
          {!view.noPicks && (
            <Group gap="sm" align="baseline">
              <Text fz={32} fw={800}>
                {formatCentsShort(total)}
              </Text>
              {regular > total && (
                <>
                  <Text td="line-through" c="gray.7" fz="lg">
                    <VisuallyHidden>Was </VisuallyHidden>
                    {formatCentsShort(regular)}
                  </Text>
                  <Badge color="red.9" variant="filled" size="lg">
                    Save {formatCentsShort(regular - total)}!
                  </Badge>
                </>
              )}
            </Group>
          )}
          {view.shopUrl && (
            <Button component="a" href={view.shopUrl} target="_blank" rel="noopener noreferrer" size="md">
              {view.noPicks ? 'Visit the Store' : 'Shop My Routine'}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          )}
        </Stack>
      </Paper>
    </ResponsiveGrid>
  );
}
