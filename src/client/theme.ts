import { type AlertProps, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'pink',
  // Shade 8 keeps pink text and buttons above WCAG AA contrast on white.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
  // Plain settings rather than `Alert.extend(…)`: naming a component here would put its whole code
  // (an alert, an input's wrapper) into the first load of every page, where none of them shows.
  components: {
    // Badges carry spec texts ('100% Secure', 'Save $98!'): show them as written, not in capitals.
    Badge: { styles: { label: { textTransform: 'none' } } },
    // An orange or yellow alert's title in its own colour is below WCAG AA on its light background
    // (orange 9 on orange 1 is 3.6:1): such titles are black, the alert's tint says the rest.
    Alert: {
      styles: (_theme: unknown, props: AlertProps) => (props.color === 'orange' || props.color === 'yellow' ? { title: { color: 'var(--mantine-color-black)' } } : {}),
    },
    // A field's description in Mantine's dimmed grey is too faint on white; secondary text is gray.7.
    InputWrapper: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});
