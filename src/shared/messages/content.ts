// API messages of the content part (help and support docs, events, promotions, notices),
// merged into the one table in ../messages.ts.
export const contentZhCN = {
  'field.docType': '文档类型',
  'field.topN': '公告条数',
  'v.docType': '文档类型须为 help、support、event 或 promotion',
} as const;

export const contentEn: Record<keyof typeof contentZhCN, string> = {
  'field.docType': 'Document type',
  'field.topN': 'Number of notices',
  'v.docType': 'The document type must be help, support, event or promotion',
};
