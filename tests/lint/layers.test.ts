// The layer rules (eslint.layers.js, CONTRIBUTING.md "Layers") bite: each wrong-way import, linted
// at a made-up path inside the folder it would break, gets the zone's error, and the right-way
// imports beside it get none. The imported files are real (a zone judges where an import resolves).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
// The probes are made-up files no TypeScript project holds: parsed without type information, and
// only the rule under test is run (the type-aware rules need a project).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ languageOptions: { parserOptions: { projectService: false, project: null } } }],
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The layer errors of `code` linted as if it were the file `path` (relative to the repository). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${path} parses`).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const importing = (...specs: string[]) => specs.map((s, i) => `import * as m${i} from '${s}';\nexport { m${i} };\n`).join('');

describe('layer rules', () => {
  it('refuses the HTTP edge to a service, a provider and a job', async () => {
    for (const path of ['src/server/modules/boxes/probe.ts', 'src/server/providers/probe.ts', 'src/server/jobs/probe.ts']) {
      const up = path.split('/').length === 5 ? '../../' : '../';
      const errors = await layerErrors(path, importing(`${up}http/auth.ts`));
      expect(errors, path).toHaveLength(1);
      expect(errors[0]).toContain('src/server/http/');
    }
  });

  it('lets route files and the app\'s composition import the HTTP edge', async () => {
    expect(await layerErrors('src/server/modules/boxes/routes.ts', importing('../../http/auth.ts'))).toEqual([]);
    expect(await layerErrors('src/server/modules/boxes/probe-routes.ts', importing('../../http/auth.ts'))).toEqual([]);
    expect(await layerErrors('src/server/app.ts', importing('./http/auth.ts'))).toEqual([]);
  });

  it('lets a service import the floor: the error type, the container, src/shared', async () => {
    expect(await layerErrors('src/server/modules/boxes/probe.ts', importing('../../errors.ts', '../../app-deps.ts', '../../../shared/money.ts'))).toEqual([]);
  });

  it('refuses browser code and scripts/ to the server, edge files included', async () => {
    for (const [path, spec] of [
      ['src/server/modules/boxes/probe.ts', '../../../lib/format.ts'],
      ['src/server/modules/boxes/probe.ts', '../../../../scripts/i18n/paraglide.ts'],
      ['src/server/modules/boxes/routes.ts', '../../../lib/format.ts'],
      ['src/server/http/probe.ts', '../../lib/format.ts'],
    ]) {
      const errors = await layerErrors(path, importing(spec));
      expect(errors, `${path} → ${spec}`).toHaveLength(1);
      expect(errors[0]).toContain('no browser code');
    }
  });

  it('refuses src/server, src/lib, src/islands and scripts/ to src/shared', async () => {
    for (const spec of ['../server/errors.ts', '../lib/format.ts', '../islands/common/CaseArt.tsx', '../../scripts/i18n/paraglide.ts']) {
      const errors = await layerErrors('src/shared/probe.ts', importing(spec));
      expect(errors, spec).toHaveLength(1);
      expect(errors[0]).toContain('src/shared is imported by both sides');
    }
    expect(await layerErrors('src/shared/probe.ts', importing('./money.ts'))).toEqual([]);
  });

  it('refuses the server to browser code', async () => {
    for (const path of ['src/lib/probe.ts', 'src/islands/probe.tsx']) {
      const errors = await layerErrors(path, importing('../server/errors.ts'));
      expect(errors, path).toHaveLength(1);
      expect(errors[0]).toContain('never imports the server');
      expect(await layerErrors(path, importing('../shared/money.ts'))).toEqual([]);
    }
  });
});
