import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field's description, dark enough to read (Mantine's default grey is below a 4.5:1 contrast). */
export function Hint({ children, color = 'gray.7', live = false }: { children: ReactNode; color?: string; live?: boolean }) {
  return (
    <Text component="span" size="xs" c={color} aria-live={live ? 'polite' : undefined}>
      {children}
    </Text>
  );
}
