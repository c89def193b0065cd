// One app process of the cluster: the server without `npm start`'s build step (the cluster builds
// once before starting N of these, which would otherwise all build at once).
import { main } from '../../src/server/main.ts';

await main();
