// `npm start`: read the settings file (.env, or the one ENV_FILE names), refuse a configuration
// that cannot run before anything else (every problem in one message, and before a build that can
// take minutes), build the site when the build is missing or older than the sources, then serve.
import { buildIfStale } from './build-if-stale.ts';
import { loadEnvFileOrExit } from '../src/server/env-file.ts';

loadEnvFileOrExit();
// Imported after the file is read, so nothing that looks at the environment when loaded misses it.
const { ConfigError, getConfig } = await import('../src/server/config/index.ts');
try {
  getConfig();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(`Configuration error: ${e.message}`);
  process.exit(2);
}
buildIfStale();
const { main } = await import('../src/server/main.ts');
await main();
