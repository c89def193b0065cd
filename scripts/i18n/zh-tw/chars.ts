// Simplified → Traditional characters (Taiwan standard) for every Han character our zh-CN strings
// use. Started from ICU's Hans-Hant transliterator (`uconv -x Hans-Hant`) and corrected by hand
// where Taiwan differs (账→帳, 启→啟, 里→裡, 余→餘, 游→遊, and 沉 which ICU wrongly maps to 沈).
// Words whose conversion is not one character for one (登录→登入, 复制→複製…) are in ./phrases.ts.
// The generator fails on a Han character found in neither list, so add new characters here.

/** Pairs "simplified traditional", separated by spaces. */
export const CHANGED = [
  '与與 丢丟 两兩 个個 为為 义義 于於 仅僅 从從 仪儀 们們 价價 会會 传傳 体體 余餘 兑兌 关關 内內 册冊',
  '写寫 冲衝 决決 凭憑 则則 创創 务務 动動 励勵 区區 协協 单單 占佔 参參 发發 变變 号號 后後 吗嗎 启啟',
  '围圍 图圖 场場 块塊 处處 备備 复復 头頭 奖獎 实實 对對 导導 将將 岁歲 币幣 带帶 帮幫 并並 广廣 应應',
  '开開 异異 弃棄 张張 当當 录錄 态態 戏戲 战戰 户戶 拥擁 择擇 换換 据據 数數 断斷 无無 旧舊 时時 昵暱',
  '显顯 暂暫 机機 权權 条條 来來 档檔 梦夢 检檢 汉漢 没沒 测測 浏瀏 游遊 满滿 状狀 画畫 盐鹽 码碼 确確',
  '种種 积積 称稱 笔筆 签簽 简簡 类類 约約 级級 线線 经經 绑綁 结結 络絡 统統 编編 网網 联聯 脚腳 节節',
  '范範 获獲 见見 览覽 计計 订訂 认認 议議 记記 设設 访訪 证證 试試 该該 语語 误誤 请請 读讀 调調 败敗',
  '账帳 费費 赠贈 车車 轨軌 载載 输輸 达達 过過 还還 这這 进進 连連 迹跡 选選 邮郵 里裡 钟鐘 钥鑰 链鏈',
  '销銷 错錯 键鍵 长長 闭閉 问問 间間 阅閱 随隨 隐隱 页頁 项項 须須 预預 频頻 题題 额額 饰飾 验驗 齐齊',
  '转轉 员員 优優 乐樂 稳穩 刚剛 说說 龄齡 规規 尝嘗',
  '识識',
  '许許 组組',
  '总總 亏虧 损損 赚賺',
  '热熱 门門',
  '队隊 样樣',
  '历歷 观觀 赢贏 顺順 较較 胜勝 尽盡 补補 标標 归歸 掷擲 侧側 厅廳 晓曉',
  '赛賽',
  '鉴鑑 筛篩 别別 枪槍 业業 军軍 违違 详詳',
  '够夠 盘盤 势勢 点點 几幾',
  '运運 库庫 凤鳳 击擊 鹰鷹 练練 习習 锋鋒 龙龍 宝寶 厂廠 崭嶄',
].join(' ');

/** Characters written the same in both scripts (listed so a new character is noticed). */
export const SAME = [
  '一上下不中主之也了事交人今他付以件任份但位低何作你佳使例依保信修候值像元充先免入',
  '全公六共其再出分切列利到制刷前副功加助勿包匹十博印即原去及取口另只可台合同名向含',
  '告周和品哈售商喜器回在地址型城填外多大天失如始姓子字存它安完官定客家密小少己已布',
  '希常平年序度建式往得心必忘快性恭息您意成我或房所手打找抽拆拖拼持按掉排接控推提撤',
  '操支收改放政效整文新方日早明易是景更最有服期未本果架查校核格概次正此段每比求沉法',
  '注活消渠源滑片版物率玩理生用由留登的相看真知短示票福私秒移程稍空突立站端符第策算',
  '箱精系累繁缺置背能自至致航若英菜落行表被要解言超足跳身返迷追退送逐途通速道邀部都',
  '配重量金限除需面音首體高',
  '反等惠偏好容章目起',
  '近',
  '允象因',
  '逾',
  '花盈稀',
  '模座束散做',
  '拿走史榜吧待典各伍均尚款局者添左清揭',
  '代止',
  '磨哪些匕套工受秘禁非凡情考',
  '差',
  '投二池挑越右太',
  '步民幸火幻彩涅槃力特勤巢沙怒洛克派刀爪蝴蝶舞藏巨尊具略久破堪痕凰狙',
].join('');
