import { Container, Paper } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import type { MyDataLink } from '../../shared/people';
import { MyDataEraseCard, MyDataExportCard } from '../features/my-data/my-data-link-card';
import { MyDataRequestForm } from '../features/my-data/my-data-request-form';

const route = getRouteApi('/my-data');

function MyDataPage() {
  const { p, a, x, s } = route.useSearch();
  const link: MyDataLink | null = p && x && s && (a === 'export' || a === 'erase') ? { p, a, x, s } : null;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {link === null ? <MyDataRequestForm /> : link.a === 'export' ? <MyDataExportCard link={link} /> : <MyDataEraseCard link={link} />}
      </Paper>
    </Container>
  );
}

export const Route = createLazyRoute('/my-data')({ component: MyDataPage });
