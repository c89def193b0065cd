// Markdown to plain text for api/common/notice: the notice dialog shows text, never HTML, so no
// sanitizer is needed and nothing in a notice can inject markup.

export function markdownToText(md: string): string {
  return md
    .replace(/\r\n?/g, '\n')
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1') // fenced code: keep the code
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>\n]+>/g, '') // inline HTML tags
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/^ {0,3}#{1,6}\s+/gm, '') // headings
    .replace(/^ {0,3}>\s?/gm, '') // quotes
    .replace(/^(\s*)[-*+]\s+/gm, '$1• ') // bullets
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^*\w])[*_]([^*_\n]+)[*_](?=[^*\w]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
