// The npm registry this project is built from lacks some platform builds that packages list as
// optional (e.g. @astrojs/compiler-binding-android-arm64). npm then writes a lockfile that names
// them without entries, and `npm ci` refuses it. This drops those dangling optional names so the
// lockfile is self-consistent; run it after `npm install` changes the lockfile.
import fs from 'node:fs';

/** @type {unknown} */
const parsed = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const lock = /** @type {{ packages: Record<string, { optionalDependencies?: Record<string, string> }> }} */ (parsed);
const present = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
}
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`dropped ${dropped} optional dependencies missing from the registry`);
