// Skin texts (issue 13.6): field names and refusals of api/skin/list and api/skin/detail. Merged
// into ../messages.ts. search, minPrice, maxPrice and sort read as the dream pool's (same words).
export const skinZhCN = {
  'field.skinId': '饰品编号',
  'field.search': '搜索',
  'field.category': '类别',
  'field.rarity': '稀有度',
  'field.minPrice': '最低价格',
  'field.maxPrice': '最高价格',
  'field.sort': '排序',
  'v.priceRange': '最低价格不能高于最高价格',
  'err.skinNotFound': '饰品不存在',
} as const;

export const skinEn: Record<keyof typeof skinZhCN, string> = {
  'field.skinId': 'Skin id',
  'field.search': 'Search',
  'field.category': 'Category',
  'field.rarity': 'Rarity',
  'field.minPrice': 'Lowest price',
  'field.maxPrice': 'Highest price',
  'field.sort': 'Sort',
  'v.priceRange': 'The lowest price cannot be above the highest price',
  'err.skinNotFound': 'Skin not found',
};
