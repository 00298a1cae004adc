import { Badge, Blockquote, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { type QuizQuestion, SOCIAL_PROOF_BADGE } from '../../../shared/quiz';
import { QuestionOptions } from './question-options';
import { QuizProgress } from './quiz-progress';
import classes from './quiz.module.css';

interface Props {
  question: QuizQuestion;
  step: number;
  total: number;
  answer: string | undefined;
  isLast: boolean;
  onSelect(value: string): void;
  onNext(): void;
  onBack(): void;
}

/** One question of the full quiz: progress, title, optional subtitle/statement/badge, options. */
export function QuestionStep({ question, step, total, answer, isLast, onSelect, onNext, onBack }: Props) {
  const titleId = useId();
  return (
    <Stack gap="lg">
      <QuizProgress current={step + 1} total={total} />
      {question.type === 'social_proof_opening' && (
        <Badge
          size="lg"
          variant="light"
          radius="sm"
          // A phone is narrower than the badge text: let it wrap instead of cutting it off.
          styles={{ root: { alignSelf: 'flex-start', height: 'auto', maxWidth: '100%', paddingBlock: 4 }, label: { whiteSpace: 'normal' } }}
        >
          {SOCIAL_PROOF_BADGE}
        </Badge>
      )}
      <Stack gap={6}>
        <Title order={1} id={titleId} fz={{ base: 26, sm: 32 }}>
          {question.question}
        </Title>
        {question.subtitle && <Text c="gray.7">{question.subtitle}</Text>}
      </Stack>
      {question.statement && (
        <Blockquote color="pink" className={classes.statement} p="md">
          {question.statement}
        </Blockquote>
      )}
      <QuestionOptions question={question} labelledBy={titleId} value={answer} onSelect={onSelect} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={step === 0}>
          Back
        </Button>
        <Button onClick={onNext}>{isLast ? 'Get My Results' : 'Next'}</Button>
      </Group>
    </Stack>
  );
}
