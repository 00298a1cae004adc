import { Group, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import type { QuizQuestion } from '../../../shared/quiz';
import { isQuizIconName, QuizIcon } from './quiz-icon';
import classes from './quiz.module.css';

interface Props {
  question: QuizQuestion;
  labelledBy: string;
  value: string | undefined;
  onSelect(value: string): void;
}

/** The options of one question as a radio group of cards (arrow keys move and choose). */
export function QuestionOptions({ question, labelledBy, value, onSelect }: Props) {
  return (
    <Stack gap="sm" role="radiogroup" aria-labelledby={labelledBy}>
      {question.options.map((option) => (
        <Radio.Card
          key={option.value}
          className={classes.option}
          name={question.id}
          value={option.value}
          checked={value === option.value}
          onClick={() => onSelect(option.value)}
          radius="md"
        >
          <Group wrap="nowrap" gap="md">
            {isQuizIconName(option.icon) ? (
              <ThemeIcon size={44} radius="xl" variant="light" c="pink.8" aria-hidden="true">
                <QuizIcon name={option.icon} />
              </ThemeIcon>
            ) : (
              <span className={classes.emoji} aria-hidden="true">
                {option.emoji}
              </span>
            )}
            <Stack gap={2} style={{ flex: 1 }}>
              <Text fw={600}>{option.label}</Text>
              {option.description && (
                <Text size="sm" c="gray.7">
                  {option.description}
                </Text>
              )}
            </Stack>
            <Radio.Indicator checked={value === option.value} aria-hidden="true" />
          </Group>
        </Radio.Card>
      ))}
    </Stack>
  );
}
