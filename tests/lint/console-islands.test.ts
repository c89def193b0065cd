// The console's islands make no request of their own: fetch, the console's request client and an
// area's raw calls (`*Api`) are refused there; its stores and actions, who-is-signed-in and the
// plain helpers (may, consolePath) are not; a test beside an island may still spy on the raw calls.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const rules = ['no-restricted-imports', 'no-restricted-globals'];
// Made-up files: parsed without type information, and only the rules under test are run.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../../', import.meta.url)),
  overrideConfig: [{ languageOptions: { parserOptions: { projectService: false, project: null } } }],
  ruleFilter: ({ ruleId }) => rules.includes(ruleId),
});

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId && rules.includes(m.ruleId)).map((m) => m.ruleId);
}

describe('console islands only render', () => {
  it('refuses fetch, the request client and the raw calls in a console island', async () => {
    const file = 'src/islands/console/staff/X.tsx';
    expect(await messages("export const x = () => fetch('/api/console/me');\n", file)).toEqual(['no-restricted-globals']);
    expect(await messages("import { consoleGet } from '../../../lib/console/api.ts';\nexport const x = consoleGet;\n", file)).toEqual(['no-restricted-imports']);
    expect(await messages("import { me } from '../../../lib/console/api.ts';\nexport const x = me;\n", file)).toEqual(['no-restricted-imports']);
    expect(await messages("import { staffApi } from '../../../lib/console/staff.ts';\nexport const x = staffApi;\n", file)).toEqual(['no-restricted-imports']);
    expect(await messages("import { api } from '../../../lib/api/index.ts';\nexport const x = api;\n", file)).toEqual(['no-restricted-imports']);
  });

  it('lets an island use stores, actions and helpers, and a test spy on the raw calls', async () => {
    const island = "import { consolePath, may } from '../../../lib/console/api.ts';\nimport { $consoleMe } from '../../../lib/console/me.ts';\nimport { staffActions, staffList } from '../../../lib/console/staff.ts';\nexport const x = [consolePath, may, $consoleMe, staffActions, staffList];\n";
    expect(await messages(island, 'src/islands/console/staff/X.tsx')).toEqual([]);
    expect(await messages("import { staffApi } from '../../../lib/console/staff.ts';\nexport const x = staffApi;\n", 'src/islands/console/staff/X.test.tsx')).toEqual([]);
    expect(await messages("export const x = () => fetch('/api/console/me');\n", 'src/lib/console/x.ts')).toEqual([]);
  });
});
