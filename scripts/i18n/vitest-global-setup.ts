// Vitest globalSetup: the tests import src/paraglide, which is compiled, not committed.
// In a child process: the inlang SDK leaves handles open that would keep vitest from exiting.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/i18n/paraglide.ts'], { stdio: 'inherit' });
}
