// `npm start`: build the site when the build is missing or older than the sources, then serve.
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();
const { main } = await import('../src/server/main.ts');
await main();
