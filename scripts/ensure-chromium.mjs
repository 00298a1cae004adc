// Browser tests use Debian's Chromium (Playwright's own download is not reachable here).
// Installs it with apt-get when running as root; otherwise says exactly what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return chromiumCandidates.find((candidate) => existsSync(candidate));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findChromium()) {
    const command = 'apt-get update && apt-get install -y chromium';
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot) {
      console.error(`Chromium is missing. Install it with:\n  sudo ${command}\n(or set CHROMIUM_PATH to a Chromium binary)`);
      process.exit(1);
    }
    console.log(`Chromium is missing; installing Debian's package: ${command}`);
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (!findChromium()) {
      console.error('Chromium is still missing after apt-get; set CHROMIUM_PATH to a Chromium binary.');
      process.exit(1);
    }
  }
}
