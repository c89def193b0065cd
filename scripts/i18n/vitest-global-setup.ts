// Vitest globalSetup: the tests import src/paraglide, which is compiled, not committed.
import { compileMessages } from './paraglide.ts';

export default async function setup(): Promise<void> {
  await compileMessages();
}
