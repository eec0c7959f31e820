// 杭州市's ten districts (市辖区) and their streets and towns (街道、镇、乡), as they stand after
// the 2021 redrawing (上城 + 江干 → 上城, 下城 + 拱墅 → 拱墅, 临平 and 钱塘 new): the registered
// address of the enterprise record (/information). The seed's directory uses these district
// names; the server refuses a street that is not in the record's district. A plain data module on
// its own subpath (`@qyfw/portal-sdk/districts`), so only the page that edits the record loads it.

export interface District {
  readonly name: string;
  readonly streets: readonly string[];
}

export const CITY = '杭州市';

export const DISTRICTS: readonly District[] = [
  {
    name: '上城区',
    streets: [
      '湖滨街道',
      '清波街道',
      '小营街道',
      '望江街道',
      '南星街道',
      '紫阳街道',
      '采荷街道',
      '凯旋街道',
      '闸弄口街道',
      '四季青街道',
      '笕桥街道',
      '彭埠街道',
      '九堡街道',
      '丁兰街道',
    ],
  },
  {
    name: '拱墅区',
    streets: [
      '武林街道',
      '天水街道',
      '朝晖街道',
      '潮鸣街道',
      '长庆街道',
      '石桥街道',
      '东新街道',
      '文晖街道',
      '米市巷街道',
      '湖墅街道',
      '小河街道',
      '和睦街道',
      '拱宸桥街道',
      '大关街道',
      '上塘街道',
      '祥符街道',
      '康桥街道',
      '半山街道',
    ],
  },
  {
    name: '西湖区',
    streets: [
      '北山街道',
      '西溪街道',
      '灵隐街道',
      '翠苑街道',
      '文新街道',
      '古荡街道',
      '西湖街道',
      '转塘街道',
      '留下街道',
      '蒋村街道',
      '三墩镇',
      '双浦镇',
    ],
  },
  { name: '滨江区', streets: ['西兴街道', '长河街道', '浦沿街道'] },
  {
    name: '萧山区',
    streets: [
      '城厢街道',
      '北干街道',
      '蜀山街道',
      '新塘街道',
      '靖江街道',
      '南阳街道',
      '闻堰街道',
      '宁围街道',
      '新街街道',
      '盈丰街道',
      '瓜沥镇',
      '临浦镇',
      '义桥镇',
      '所前镇',
      '衙前镇',
      '楼塔镇',
      '河上镇',
      '戴村镇',
      '浦阳镇',
      '进化镇',
      '党湾镇',
      '益农镇',
    ],
  },
  {
    name: '余杭区',
    streets: [
      '五常街道',
      '仓前街道',
      '余杭街道',
      '闲林街道',
      '中泰街道',
      '仁和街道',
      '良渚街道',
      '瓶窑镇',
      '径山镇',
      '黄湖镇',
      '鸬鸟镇',
      '百丈镇',
    ],
  },
  {
    name: '富阳区',
    streets: [
      '富春街道',
      '春江街道',
      '东洲街道',
      '鹿山街道',
      '银湖街道',
      '万市镇',
      '洞桥镇',
      '胥口镇',
      '新登镇',
      '渌渚镇',
      '永昌镇',
      '里山镇',
      '常绿镇',
      '场口镇',
      '常安镇',
      '龙门镇',
      '灵桥镇',
      '大源镇',
      '上官乡',
      '渔山乡',
      '环山乡',
      '湖源乡',
      '新桐乡',
      '春建乡',
    ],
  },
  {
    name: '临安区',
    streets: [
      '锦城街道',
      '锦北街道',
      '锦南街道',
      '玲珑街道',
      '青山湖街道',
      '板桥镇',
      '高虹镇',
      '太湖源镇',
      '於潜镇',
      '天目山镇',
      '太阳镇',
      '潜川镇',
      '昌化镇',
      '龙岗镇',
      '河桥镇',
      '湍口镇',
      '清凉峰镇',
      '岛石镇',
    ],
  },
  {
    name: '临平区',
    streets: [
      '临平街道',
      '东湖街道',
      '南苑街道',
      '星桥街道',
      '运河街道',
      '乔司街道',
      '崇贤街道',
      '塘栖镇',
    ],
  },
  {
    name: '钱塘区',
    streets: ['白杨街道', '下沙街道', '河庄街道', '义蓬街道', '新湾街道', '临江街道', '前进街道'],
  },
];

const STREETS_OF = new Map(DISTRICTS.map((district) => [district.name, district.streets]));

export function isDistrict(name: string): boolean {
  return STREETS_OF.has(name);
}

/** Whether `street` is one of `district`'s streets or towns. */
export function isStreetOf(district: string, street: string): boolean {
  return STREETS_OF.get(district)?.includes(street) ?? false;
}
