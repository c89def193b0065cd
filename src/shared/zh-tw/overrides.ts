// Where the product wants another word than OpenCC's s2twp (decision docs/decisions/0100): zh-CN
// text (Simplified, as written in messages/zh-CN.json and the catalogue) → the zh-TW we show.
// An override wins over OpenCC wherever its zh-CN text occurs, the longest first, so keep each
// one as short as its meaning allows, and add one only for a word OpenCC gets wrong for us.
export const OVERRIDES: Readonly<Record<string, string>> = {
  // Taiwan product wording that OpenCC leaves in mainland form (or the OpenCC-standard character).
  充值: '儲值',
  首充: '首儲',
  账: '帳', // 帳號, 帳戶, 到帳, 入帳, 帳本: Taiwan writes 帳 (OpenCC: 賬)
  台: '台', // 平台, 後台, 一台裝置: everyday Taiwan usage (OpenCC: 臺)
  渠道: '管道',
  邮箱: '信箱',
  手机号: '手機號碼',
  当前: '目前',
  获取: '取得',
  设置: '設定',
  身份证: '身分證',
  隐私政策: '隱私權政策',
  请求头: '請求標頭',
  客户端: '用戶端',
  创建: '建立',
  高级: '進階',
  自定义: '自訂',
  拖动: '拖曳',
  回车: 'Enter 鍵',
  进制: '進位',
  信息: '訊息',
  复算: '複算', // recomputing a draw (OpenCC: 復算)
  // Meanings OpenCC's phrase table reads wrongly here.
  退出登录: '登出', // OpenCC: 退出登入
  注销: '註銷', // closing an account; OpenCC reads 登出 (signing out)
  类型: '類型', // a kind of record, coupon or room; OpenCC's 型別 is a programming type
  权限: '權限', // OpenCC: 許可權
  项目: '項目', // items in a list; OpenCC's 專案 is a project
  代码: '代碼', // a channel's code, a room's code; OpenCC: 程式碼
  参数: '參數', // OpenCC's 引數 is a function argument
  审核: '審核', // OpenCC's 稽核 is an audit
  发布: '發布', // published (a page, test vectors); OpenCC's 釋出 is a software release
  并发出: '並發出', // 并 + 发出 (and sends), not 并发 (concurrency)
  并入账: '並入帳', // 并 + 入账 (and credited), not 并入 (merged into)
};
