// The rule that islands only render bites: an island importing the API client is refused, in any
// folder (one made tomorrow included); a store in src/lib may import it.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const rule = 'no-restricted-imports';
// Made-up files: parsed without type information, and only the rule under test is run.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../../', import.meta.url)),
  overrideConfig: [{ languageOptions: { parserOptions: { projectService: false, project: null } } }],
  ruleFilter: ({ ruleId }) => ruleId === rule,
});

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === rule);
}

describe('islands only render', () => {
  it('refuses lib/api in an island of any folder', async () => {
    for (const file of ['src/islands/dream/X.tsx', 'src/islands/some-new-feature/Y.tsx', 'src/islands/console/Z.tsx']) {
      expect(await messages("import { api } from '../../lib/api/index.ts';\nexport const x = api;\n", file), file).toHaveLength(1);
    }
  });

  it('lets a store call the API, and an island use a store', async () => {
    expect(await messages("import { api } from '../api/index.ts';\nexport const x = api;\n", 'src/lib/dream/store.ts')).toHaveLength(0);
    expect(await messages("import { $dreamForm } from '../../lib/dream/store.ts';\nexport const x = $dreamForm;\n", 'src/islands/dream/X.tsx')).toHaveLength(0);
  });
});
