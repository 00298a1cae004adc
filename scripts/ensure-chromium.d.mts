export const chromiumCandidates: string[];
export function findChromium(): string | undefined;
