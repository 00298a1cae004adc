import { NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { skinConcerns } from '../../../shared/catalog';
import { MAX_CONCERN_WEIGHT, type EditedRules, weightedQuestions } from '../../../shared/recommendation-rules';
import { labelOf } from './rule-labels';
import cards from '../../components/back-office/phone-cards.module.css';

type QuestionKey = keyof typeof weightedQuestions;

const questionChoices: { value: QuestionKey; label: string }[] = [
  { value: 'goal', label: 'Full quiz, Q1: the goal' },
  { value: 'milestone', label: 'Full quiz, Q3: what would show it works' },
  { value: 'skin', label: 'Full quiz, Q6: what describes their skin' },
  { value: 'previewGoal', label: 'Preview quiz: the main goal' },
];

/** How much each answer of one question adds to each concern (0-5); the heaviest concern is the visitor's primary one. */
export function ConcernWeightsTable({ rules, onChange }: { rules: EditedRules; onChange: (rules: EditedRules) => void }) {
  const [question, setQuestion] = useState<QuestionKey>('goal');
  const weights = rules.concernWeights[question];
  const setWeight = (answer: string, concern: (typeof skinConcerns)[number], value: number) => {
    const next = structuredClone(rules);
    const row = next.concernWeights[question][answer] ?? {};
    if (value > 0) row[concern] = value;
    else delete row[concern];
    next.concernWeights[question][answer] = row;
    onChange(next);
  };
  return (
    <Stack gap="sm">
      <Select label="Question" data={questionChoices} value={question} onChange={(value) => value && setQuestion(value as QuestionKey)} allowDeselect={false} w={{ base: '100%', sm: 360 }} />
      <Text size="sm" c="gray.7">
        Each answer adds these weights to the visitor's concerns (0-{MAX_CONCERN_WEIGHT}); the heaviest becomes their primary concern.
      </Text>
      <Table.ScrollContainer minWidth={760} className={cards.scroll}>
        <Table striped withTableBorder aria-label="Concern weights per answer" className={cards.cards}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Answer</Table.Th>
              {skinConcerns.map((concern) => (
                <Table.Th key={concern}>{labelOf(concern)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weightedQuestions[question].options.map((option) => (
              <Table.Tr key={option.value}>
                <Table.Td data-label="Answer">{option.label}</Table.Td>
                {skinConcerns.map((concern) => (
                  <Table.Td key={concern} data-label={labelOf(concern)}>
                    <NumberInput
                      aria-label={`${option.label}: ${labelOf(concern)}`}
                      value={weights[option.value]?.[concern] ?? 0}
                      onChange={(value) => setWeight(option.value, concern, typeof value === 'number' ? value : 0)}
                      min={0}
                      max={MAX_CONCERN_WEIGHT}
                      clampBehavior="strict"
                      allowDecimal={false}
                      w={64}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
