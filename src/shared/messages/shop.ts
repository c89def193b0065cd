// Points shop texts (issue 13): field names and refusals of api/shop. Merged into ../messages.ts.
export const shopZhCN = {
  'field.shopSort': '排序',
  'field.shopCategory': '分类',
  'field.shopName': '饰品名称',
  'field.shopItem': '商品',
  'err.shopItemNotFound': '商品不存在',
  'err.shopNotEnough': '金币和积分不足：需要 {price}，你有金币 {coins}、积分 {points}',
} as const;

export const shopEn: Record<keyof typeof shopZhCN, string> = {
  'field.shopSort': 'Sort',
  'field.shopCategory': 'Category',
  'field.shopName': 'Skin name',
  'field.shopItem': 'Shop item',
  'err.shopItemNotFound': 'That item is not in the shop',
  'err.shopNotEnough': 'Not enough gold coins and points: it costs {price}, you have {coins} coins and {points} points',
};
