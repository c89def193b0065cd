// API messages about the request itself (issue 9): characters no field takes, and the transport
// refusals (address, body, headers, method) that every /api answer puts in its envelope.
// Merged into the one table in ../messages.ts. Field names are as people read them.
export const inputZhCN = {
  'v.controlChars': '{field}包含不允许的字符',
  /** A refused character in a part of the request no field of the endpoint reads by name. */
  'v.controlCharsUnnamed': '请求中包含不允许的字符',
  'err.badJson': '请求内容不是有效的 JSON',
  'err.bodyNotObject': '请求内容须为一组字段（JSON 对象或表单）',
  'err.badUrl': '请求地址无效',
  'err.urlTooLong': '请求地址过长',
  'err.bodyTooLarge': '请求内容过大',
  'err.unsupportedMediaType': '不支持此请求内容类型，请使用 JSON 或表单',
  'err.unsupportedCharset': '请求内容须使用 UTF-8 编码',
  'err.methodNotAllowed': '该地址不支持此请求方式',
  'err.headersTooLarge': '请求头过大',
  'field.idempotencyKey': 'Idempotency-Key 请求头',
  'field.forwardedFor': '客户端地址（X-Forwarded-For 请求头）',
  'field.avatarName': '头像文件名',
  'field.provider': '服务商',
  'field.eventId': '事件编号',
  'field.paymentStatus': '支付状态',
  'field.passed': '认证结果',
  'field.reason': '原因',
  'field.action': '操作',
} as const;

export const inputEn: Record<keyof typeof inputZhCN, string> = {
  'v.controlChars': '{field} contains characters that are not allowed',
  'v.controlCharsUnnamed': 'The request contains characters that are not allowed',
  'err.badJson': 'The request body is not valid JSON',
  'err.bodyNotObject': 'The request body must be a set of fields (a JSON object or a form)',
  'err.badUrl': 'The request address is not valid',
  'err.urlTooLong': 'The request address is too long',
  'err.bodyTooLarge': 'The request body is too large',
  'err.unsupportedMediaType': 'Unsupported content type, please send JSON or a form',
  'err.unsupportedCharset': 'The request body must be encoded in UTF-8',
  'err.methodNotAllowed': 'This address does not take this request method',
  'err.headersTooLarge': 'The request headers are too large',
  'field.idempotencyKey': 'The Idempotency-Key header',
  'field.forwardedFor': 'The client address (X-Forwarded-For header)',
  'field.avatarName': 'Avatar file name',
  'field.provider': 'Provider',
  'field.eventId': 'Event id',
  'field.paymentStatus': 'Payment status',
  'field.passed': 'Verification outcome',
  'field.reason': 'Reason',
  'field.action': 'Action',
};
