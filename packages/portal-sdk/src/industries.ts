// 国民经济行业分类 (GB/T 4754-2017) for the enterprise record's industry cascader (/information)
// and the server's check of a saved code: the 20 sections (门类 A–T) with all 97 divisions
// (大类), and the groups (中类) of the divisions the park's enterprises mostly fall under
// (electronics, pharmaceuticals, ICT, research and technology services). A record stores the
// code of the finest level chosen: a division ('65') or a group ('651'). A plain data module on
// its own subpath (`@qyfw/portal-sdk/industries`), so only the page that edits the record loads it.

export interface IndustryNode {
  /** A section letter (A–T), a 2-digit division or a 3-digit group code. */
  readonly code: string;
  readonly name: string;
  readonly children?: readonly IndustryNode[];
}

type Row = readonly [code: string, name: string, groups?: readonly (readonly [string, string])[]];

function section(code: string, name: string, divisions: readonly Row[]): IndustryNode {
  return {
    code,
    name,
    children: divisions.map(([divisionCode, divisionName, groups]) =>
      groups
        ? {
            code: divisionCode,
            name: divisionName,
            children: groups.map(([groupCode, groupName]) => ({
              code: groupCode,
              name: groupName,
            })),
          }
        : { code: divisionCode, name: divisionName },
    ),
  };
}

export const INDUSTRY_TREE: readonly IndustryNode[] = [
  section('A', '农、林、牧、渔业', [
    ['01', '农业'],
    ['02', '林业'],
    ['03', '畜牧业'],
    ['04', '渔业'],
    ['05', '农、林、牧、渔专业及辅助性活动'],
  ]),
  section('B', '采矿业', [
    ['06', '煤炭开采和洗选业'],
    ['07', '石油和天然气开采业'],
    ['08', '黑色金属矿采选业'],
    ['09', '有色金属矿采选业'],
    ['10', '非金属矿采选业'],
    ['11', '开采专业及辅助性活动'],
    ['12', '其他采矿业'],
  ]),
  section('C', '制造业', [
    ['13', '农副食品加工业'],
    ['14', '食品制造业'],
    ['15', '酒、饮料和精制茶制造业'],
    ['16', '烟草制品业'],
    ['17', '纺织业'],
    ['18', '纺织服装、服饰业'],
    ['19', '皮革、毛皮、羽毛及其制品和制鞋业'],
    ['20', '木材加工和木、竹、藤、棕、草制品业'],
    ['21', '家具制造业'],
    ['22', '造纸和纸制品业'],
    ['23', '印刷和记录媒介复制业'],
    ['24', '文教、工美、体育和娱乐用品制造业'],
    ['25', '石油、煤炭及其他燃料加工业'],
    ['26', '化学原料和化学制品制造业'],
    [
      '27',
      '医药制造业',
      [
        ['271', '化学药品原料药制造'],
        ['272', '化学药品制剂制造'],
        ['273', '中药饮片加工'],
        ['274', '中成药生产'],
        ['275', '兽用药品制造'],
        ['276', '生物药品制品制造'],
        ['277', '卫生材料及医药用品制造'],
        ['278', '药用辅料及包装材料'],
      ],
    ],
    ['28', '化学纤维制造业'],
    ['29', '橡胶和塑料制品业'],
    ['30', '非金属矿物制品业'],
    ['31', '黑色金属冶炼和压延加工业'],
    ['32', '有色金属冶炼和压延加工业'],
    ['33', '金属制品业'],
    ['34', '通用设备制造业'],
    ['35', '专用设备制造业'],
    ['36', '汽车制造业'],
    ['37', '铁路、船舶、航空航天和其他运输设备制造业'],
    ['38', '电气机械和器材制造业'],
    [
      '39',
      '计算机、通信和其他电子设备制造业',
      [
        ['391', '计算机制造'],
        ['392', '通信设备制造'],
        ['393', '广播电视设备制造'],
        ['394', '雷达及配套设备制造'],
        ['395', '非专业视听设备制造'],
        ['396', '智能消费设备制造'],
        ['397', '电子器件制造'],
        ['398', '电子元件及电子专用材料制造'],
        ['399', '其他电子设备制造'],
      ],
    ],
    ['40', '仪器仪表制造业'],
    ['41', '其他制造业'],
    ['42', '废弃资源综合利用业'],
    ['43', '金属制品、机械和设备修理业'],
  ]),
  section('D', '电力、热力、燃气及水生产和供应业', [
    ['44', '电力、热力生产和供应业'],
    ['45', '燃气生产和供应业'],
    ['46', '水的生产和供应业'],
  ]),
  section('E', '建筑业', [
    ['47', '房屋建筑业'],
    ['48', '土木工程建筑业'],
    ['49', '建筑安装业'],
    ['50', '建筑装饰、装修和其他建筑业'],
  ]),
  section('F', '批发和零售业', [
    ['51', '批发业'],
    ['52', '零售业'],
  ]),
  section('G', '交通运输、仓储和邮政业', [
    ['53', '铁路运输业'],
    ['54', '道路运输业'],
    ['55', '水上运输业'],
    ['56', '航空运输业'],
    ['57', '管道运输业'],
    ['58', '多式联运和运输代理业'],
    ['59', '装卸搬运和仓储业'],
    ['60', '邮政业'],
  ]),
  section('H', '住宿和餐饮业', [
    ['61', '住宿业'],
    ['62', '餐饮业'],
  ]),
  section('I', '信息传输、软件和信息技术服务业', [
    [
      '63',
      '电信、广播电视和卫星传输服务',
      [
        ['631', '电信'],
        ['632', '广播电视传输服务'],
        ['633', '卫星传输服务'],
      ],
    ],
    [
      '64',
      '互联网和相关服务',
      [
        ['641', '互联网接入及相关服务'],
        ['642', '互联网信息服务'],
        ['643', '互联网平台'],
        ['644', '互联网安全服务'],
        ['645', '互联网数据服务'],
        ['649', '其他互联网服务'],
      ],
    ],
    [
      '65',
      '软件和信息技术服务业',
      [
        ['651', '软件开发'],
        ['652', '集成电路设计'],
        ['653', '信息系统集成和物联网技术服务'],
        ['654', '运行维护服务'],
        ['655', '信息处理和存储支持服务'],
        ['656', '信息技术咨询服务'],
        ['657', '数字内容服务'],
        ['659', '其他信息技术服务业'],
      ],
    ],
  ]),
  section('J', '金融业', [
    ['66', '货币金融服务'],
    ['67', '资本市场服务'],
    ['68', '保险业'],
    ['69', '其他金融业'],
  ]),
  section('K', '房地产业', [['70', '房地产业']]),
  section('L', '租赁和商务服务业', [
    ['71', '租赁业'],
    ['72', '商务服务业'],
  ]),
  section('M', '科学研究和技术服务业', [
    [
      '73',
      '研究和试验发展',
      [
        ['731', '自然科学研究和试验发展'],
        ['732', '工程和技术研究和试验发展'],
        ['733', '农业科学研究和试验发展'],
        ['734', '医学研究和试验发展'],
        ['735', '社会人文科学研究'],
      ],
    ],
    ['74', '专业技术服务业'],
    [
      '75',
      '科技推广和应用服务业',
      [
        ['751', '技术推广服务'],
        ['752', '知识产权服务'],
        ['753', '科技中介服务'],
        ['754', '创业空间服务'],
        ['759', '其他科技推广服务业'],
      ],
    ],
  ]),
  section('N', '水利、环境和公共设施管理业', [
    ['76', '水利管理业'],
    ['77', '生态保护和环境治理业'],
    ['78', '公共设施管理业'],
    ['79', '土地管理业'],
  ]),
  section('O', '居民服务、修理和其他服务业', [
    ['80', '居民服务业'],
    ['81', '机动车、电子产品和日用产品修理业'],
    ['82', '其他服务业'],
  ]),
  section('P', '教育', [['83', '教育']]),
  section('Q', '卫生和社会工作', [
    ['84', '卫生'],
    ['85', '社会工作'],
  ]),
  section('R', '文化、体育和娱乐业', [
    ['86', '新闻和出版业'],
    ['87', '广播、电视、电影和录音制作业'],
    ['88', '文化艺术业'],
    ['89', '体育'],
    ['90', '娱乐业'],
  ]),
  section('S', '公共管理、社会保障和社会组织', [
    ['91', '中国共产党机关'],
    ['92', '国家机构'],
    ['93', '人民政协、民主党派'],
    ['94', '社会保障'],
    ['95', '群众团体、社会团体和其他成员组织'],
    ['96', '基层群众自治组织及其他组织'],
  ]),
  section('T', '国际组织', [['97', '国际组织']]),
];

/** Each storable code (division or group) with its path from the section down. */
function indexPaths(): Map<string, readonly IndustryNode[]> {
  const paths = new Map<string, readonly IndustryNode[]>();
  const walk = (nodes: readonly IndustryNode[], trail: readonly IndustryNode[]) => {
    for (const node of nodes) {
      const path = [...trail, node];
      if (trail.length > 0) paths.set(node.code, path);
      if (node.children) walk(node.children, path);
    }
  };
  walk(INDUSTRY_TREE, []);
  return paths;
}
const PATHS = indexPaths();

/** A code a record may store: a division (大类) or a group (中类) of the tree. */
export function isIndustryCode(code: string): boolean {
  return PATHS.has(code);
}

/** The codes from the section down to `code` (the cascader's value), or [] when unknown. */
export function industryPath(code: string): string[] {
  return (PATHS.get(code) ?? []).map((node) => node.code);
}

/** '门类 / 大类 / 中类' names of a code, or '' when unknown. */
export function industryLabel(code: string): string {
  return (PATHS.get(code) ?? []).map((node) => node.name).join(' / ');
}
