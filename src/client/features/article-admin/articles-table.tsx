import { Anchor, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { type AdminArticleSummary, ARTICLE_PAGE_SIZES, type ArticleStatus } from '../../../shared/article-admin';
import { type ArticleCategory, articleCategories, articleCategoryLabels } from '../../../shared/articles';
import { useServerTable } from '../../components/back-office/use-server-table';
import { trpc } from '../../trpc';
import { ArticleStatusBadge } from './article-status-badge';
import { phoneCardColumns } from '../../components/back-office/phone-card-columns';
import cards from '../../components/back-office/phone-cards.module.css';

type SortColumn = 'title' | 'publishedAt' | 'updatedAt';
type StatusFilter = ArticleStatus | 'all';
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every article for the representative, drafts too: searched, filtered, sorted and paged by the server. */
export function ArticlesTable() {
  const table = useServerTable<AdminArticleSummary>({ columnAccessor: 'updatedAt', direction: 'desc' });
  const [category, setCategory] = useState<ArticleCategory | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const list = trpc.articleAdmin.list.useQuery(
    { ...table.query, category: category ?? undefined, status: status === 'all' ? undefined : status, sortBy: table.query.sortBy as SortColumn },
    { placeholderData: (previous) => previous },
  );
  const { resetPage } = table;
  return (
    <>
      <Group align="flex-end">
        <TextInput label="Search" placeholder="Title or slug" value={table.search} onChange={(event) => table.setSearch(event.currentTarget.value)} />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          data={articleCategories.map((value) => ({ value, label: articleCategoryLabels[value] }))}
          value={category}
          onChange={(value) => resetPage(setCategory)(value as ArticleCategory | null)}
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => resetPage(setStatus)(value as StatusFilter)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'draft', label: 'Drafts' },
            { value: 'published', label: 'Published' },
            { value: 'scheduled', label: 'Scheduled' },
          ]}
        />
      </Group>
      <DataTable<AdminArticleSummary>
        className={cards.cards}
        {...table.tableProps}
        records={list.data?.articles ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.total ?? 0}
        recordsPerPageOptions={[...ARTICLE_PAGE_SIZES]}
        noRecordsText="No articles match"
        columns={phoneCardColumns([
          {
            accessor: 'title',
            sortable: true,
            render: (article) => (
              <Anchor renderRoot={(props) => <Link to="/dashboard/articles/$articleId" params={{ articleId: String(article.id) }} {...props} />}>
                {article.title}
              </Anchor>
            ),
          },
          { accessor: 'status', width: 120, render: (article) => <ArticleStatusBadge status={article.status} /> },
          { accessor: 'category', render: (article) => articleCategoryLabels[article.category] },
          { accessor: 'publishedAt', title: 'Published', sortable: true, render: (article) => (article.publishedAt ? dateTime.format(new Date(article.publishedAt)) : '—') },
          { accessor: 'updatedAt', title: 'Updated', sortable: true, render: (article) => dateTime.format(new Date(article.updatedAt)) },
          { accessor: 'viewCount', title: 'Views', textAlign: 'right' },
        ])}
      />
    </>
  );
}
