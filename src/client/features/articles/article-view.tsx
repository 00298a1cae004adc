import { Anchor, Badge, Breadcrumbs, Button, Container, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Article } from '../../../shared/article-schemas';
import { ArticleFaqs } from '../../components/article/article-faqs';
import { HowToSteps } from '../../components/article/how-to-steps';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { ArticleCard } from './article-card';
import { categoryLabel, formatPublished, formatViews } from './article-labels';
import classes from './articles.module.css';
import { QuizCallToAction } from './quiz-call-to-action';

function Dot() {
  return (
    <Text span c="gray.7" aria-hidden="true">
      ·
    </Text>
  );
}

export function ArticleView({ article }: { article: Article }) {
  return (
    <Container size="md" className={classes.article}>
      <Stack gap={36}>
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="›" style={{ flexWrap: 'wrap', rowGap: 4 }}>
            <Anchor component={Link} to="/" size="sm">
              Home
            </Anchor>
            <Anchor component={Link} to="/learning-hub" size="sm">
              Learning Hub
            </Anchor>
            <Text size="sm" c="gray.7" aria-current="page" lineClamp={1}>
              {article.title}
            </Text>
          </Breadcrumbs>
        </nav>

        <Stack component="header" gap="sm">
          <Group gap="xs">
            <Badge variant="light">{categoryLabel(article.category)}</Badge>
            <Badge variant="outline" color="gray.7">
              {article.schemaType}
            </Badge>
          </Group>
          <Title order={1} className={classes.articleTitle}>
            {article.title}
          </Title>
          <Text size="lg" c="gray.7">
            {article.metaDescription}
          </Text>
          <Group gap="xs" fz="sm">
            <Text size="sm" fw={600}>
              By {article.authorName}
            </Text>
            <Dot />
            <Text size="sm" c="gray.7">
              Published <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt)}</time>
            </Text>
            <Dot />
            <Text size="sm" c="gray.7">
              {formatViews(article.viewCount)}
            </Text>
            <Dot />
            <Text size="sm" c="gray.7">
              {article.readingMinutes} min read
            </Text>
          </Group>
        </Stack>

        {/* The server rendered the markdown, escaping any HTML in it (shared/article-markdown.ts). */}
        <Typography dangerouslySetInnerHTML={{ __html: article.contentHtml }} />

        <ArticleFaqs faqs={article.faqs} />
        <HowToSteps steps={article.howToSteps} />

        {article.tags.length > 0 && (
          <Stack component="section" aria-labelledby="tags-heading" gap="sm">
            <Title order={2} id="tags-heading" fz="h3">
              Tags
            </Title>
            <Group gap={6}>
              {article.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray.7" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}

        {article.related.length > 0 && (
          <Stack component="section" aria-labelledby="related-heading" gap="md">
            <Title order={2} id="related-heading">
              Related Articles
            </Title>
            <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {article.related.map((related) => (
                <ArticleCard key={related.id} article={related} />
              ))}
            </ResponsiveGrid>
          </Stack>
        )}

        <QuizCallToAction
          title="Find the routine that fits your skin"
          text="Our 2-minute quiz turns what you just read into a personalised skin analysis and product matches."
        />

        <Group justify="space-between">
          <Button component={Link} to="/learning-hub" variant="default">
            ← Back to Learning Hub
          </Button>
          <Button component={Link} to="/quiz">
            Take Quiz
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
