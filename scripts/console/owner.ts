// npm run console:owner -- <name>
// Makes an owner of the operator console in the configured database (DATABASE_URL, or
// the PGlite database in DATA_DIR: stop the server first, PGlite has one process at a time),
// migrating it first when needed. Prints the one-time password; the owner enrols their own
// authenticator at the first sign-in (the console shows the QR code then, to them only). Refuses a
// name that exists. Reads the same settings file as `npm start` (.env, or ENV_FILE's), so the owner
// lands in the database the server uses.
import { loadEnvFileOrExit } from '../../src/server/env-file.ts';
import { ConfigError, getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { createOwner, OwnerNameError } from '../../src/server/console/staff/owner.ts';

async function main(): Promise<number> {
  loadEnvFileOrExit();
  const name = process.argv[2];
  if (!name || process.argv.length > 3) {
    console.error('usage: npm run console:owner -- <name>   (3 to 32 of a-z, 0-9, ".", "_", "-")');
    return 2;
  }
  const config = getConfig();
  const database = await openDatabase(config.databaseUrl ?? config.dataDir);
  try {
    await prepareDatabase(database, config, { demo: false });
    const c = await createOwner(database.db, name, new Date());
    console.log([
      `Owner "${c.name}" created (staff id ${c.id}).`,
      '',
      `One-time password (must be changed at the first sign-in): ${c.password}`,
      '',
      'Sign in at /console/sign-in with the name and this password, leaving the code empty; then set a',
      'new password and scan the QR code the console shows with an authenticator app.',
      'This is shown once: the password is not stored in clear.',
    ].join('\n'));
    return 0;
  } catch (e) {
    if (e instanceof OwnerNameError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
