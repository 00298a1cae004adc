import { describe, expect, it } from 'vitest';

describe('runtime', () => {
  it('runs on Node 24, the Node that `npm install` brings, whatever the system has', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
