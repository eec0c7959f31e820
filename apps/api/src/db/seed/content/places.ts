// Where the demo is set: Hangzhou's districts, with the administrative codes that open an
// enterprise's credit code, and the industries of its enterprises.
export const DISTRICTS = [
  { name: '上城区', code: '330102' },
  { name: '拱墅区', code: '330105' },
  { name: '西湖区', code: '330106' },
  { name: '滨江区', code: '330108' },
  { name: '萧山区', code: '330109' },
  { name: '余杭区', code: '330110' },
  { name: '富阳区', code: '330111' },
  { name: '临安区', code: '330112' },
  { name: '临平区', code: '330113' },
  { name: '钱塘区', code: '330114' },
] as const;

export const INDUSTRIES = [
  { name: '新一代信息技术', words: ['信息技术', '软件', '网络科技', '数据科技', '智能科技'] },
  { name: '高端装备制造', words: ['智能装备', '精密机械', '自动化设备', '机器人'] },
  { name: '生物医药', words: ['生物医药', '医疗器械', '生物科技', '基因科技'] },
  { name: '新材料', words: ['新材料', '高分子材料', '复合材料'] },
  { name: '节能环保', words: ['环保科技', '节能科技', '环境工程'] },
  { name: '新能源', words: ['新能源', '储能科技', '光伏科技'] },
  { name: '数字创意', words: ['文化传媒', '数字娱乐', '创意设计'] },
  { name: '现代服务业', words: ['供应链管理', '企业管理咨询', '检测技术'] },
] as const;
