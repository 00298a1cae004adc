/** Text as a literal inside a LIKE pattern: its `\`, `%` and `_` match only themselves. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern for values that contain the text anywhere. */
export function containsPattern(text: string): string {
  return `%${likeEscaped(text)}%`;
}
