import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter.ts';
import { markdownToText } from './plain-text.ts';

describe('parseFrontmatter', () => {
  it('reads JSON strings, numbers, booleans and bare words and returns the body', () => {
    const f = parseFrontmatter('---\ntitle: "A \\"quoted\\": title"\norder: 3\npublic: false\nupdated: 2026-11-21\nlevel: info\n---\n# Body\n');
    expect(f.data).toEqual({ title: 'A "quoted": title', order: 3, public: false, updated: '2026-11-21', level: 'info' });
    expect(f.body).toBe('# Body\n');
  });

  it('accepts CRLF line ends, a BOM, blank and comment lines', () => {
    const f = parseFrontmatter('\uFEFF---\r\n# note\r\n\r\norder: 1\r\n---\r\ntext');
    expect(f.data).toEqual({ order: 1 });
    expect(f.body).toBe('text');
  });

  it.each([
    ['no frontmatter', 'title: x\n', /must start with a frontmatter block/],
    ['a nested value', '---\nlist:\n  - a\n---\n', /expected "key: value"/],
    ['a repeated key', '---\norder: 1\norder: 2\n---\n', /given twice/],
    ['an unquoted sentence', '---\ntitle: two words\n---\n', /quote this value/],
    ['a YAML-only single-quoted string', "---\ntitle: 'x'\n---\n", /quote this value/],
    ['a broken JSON string', '---\ntitle: "x\n---\n', /one JSON string/],
  ])('refuses %s, naming the line', (_, text, error) => {
    expect(() => parseFrontmatter(text, 'f.md')).toThrow(error);
  });
});

describe('markdownToText', () => {
  it('keeps the words and drops the markup', () => {
    expect(markdownToText('## Head\n\nSome **bold** and *em* and `code`, a [link](/x) <b>tag</b>.\n\n\n- one\n- two')).toBe(
      'Head\n\nSome bold and em and code, a link tag.\n\n• one\n• two',
    );
  });
});
