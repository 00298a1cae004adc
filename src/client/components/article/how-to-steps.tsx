import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { HowToStep } from '../../../shared/article-schemas';

/** The numbered Step-by-Step Guide; each step has the anchor its JSON-LD url points to. */
export function HowToSteps({ steps }: { steps: HowToStep[] }) {
  if (steps.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="steps-heading" gap="md">
      <Title order={2} id="steps-heading">
        Step-by-Step Guide
      </Title>
      <Box component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <Box component="li" key={step.id} id={`step-${step.stepNumber}`} mb="md">
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={36} radius="xl" aria-hidden="true">
                {step.stepNumber}
              </ThemeIcon>
              <div>
                <Title order={3} fz="md">
                  <span className="visually-hidden">Step {step.stepNumber}: </span>
                  {step.stepTitle}
                </Title>
                <Text mt={4}>{step.stepDescription}</Text>
              </div>
            </Group>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
