// The home page's carousel banners, drawn at seed time like the rest of the demo's pictures: an
// illustrated scene per banner with its headline over a shaded left side, each leading to a page
// the portal has (issue 25: gradients with text, leading nowhere). The page a banner leads to
// travels in its address's `to` parameter: the site config's `lbt` is a list of image addresses
// (contract §3) and the portal reads the link from there (features/home/carousel-slides.ts).
import type { Db } from '../client.js';
import { generatedImages } from '../schema/index.js';
import { generatedImageName, generatedImageUrl } from '../../modules/media/service.js';
import { sceneSvg } from './content/scenes.js';
import type { Scene } from './content/scenes.js';

interface Banner {
  readonly headline: string;
  readonly line: string;
  readonly scene: Scene;
  readonly seed: number;
  /** The portal page it leads to. */
  readonly to: string;
}

const BANNERS: readonly Banner[] = [
  {
    headline: '惠企政策 一站直达',
    line: '国家、省、市、区县四级政策实时汇聚，按行业、主题和申报状态一键筛选',
    scene: 'skyline',
    seed: 11,
    to: '/pc/policyData',
  },
  {
    headline: '申报通知 不错过每个窗口',
    line: '正在受理的申报按截止日期排好，日历里看清每一天的截止事项',
    scene: 'meeting',
    seed: 23,
    to: '/pc/policyListData',
  },
  {
    headline: '政策匹配 精准找到可申报项目',
    line: '依据企业信息逐条比对申报条件，差在哪里一目了然',
    scene: 'park',
    seed: 37,
    to: '/pc/match',
  },
];

const WIDTH = 1920;
const HEIGHT = 400;
const FONT =
  "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif\"";

/** The scene, shaded on the left where the headline sits (inside the centred 1200 px column). */
function bannerSvg(banner: Banner): string {
  const scene = sceneSvg(banner.scene, banner.seed, WIDTH, HEIGHT);
  const inner = scene.slice(scene.indexOf('>') + 1, scene.lastIndexOf('</svg>'));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<title>${banner.headline}</title>${inner}` +
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b2545" stop-opacity=".88"/><stop offset=".45" stop-color="#0b2545" stop-opacity=".6"/><stop offset=".7" stop-color="#0b2545" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>` +
    `<g ${FONT} fill="#fff"><text x="360" y="180" font-size="60" font-weight="700" letter-spacing="4">${banner.headline}</text>` +
    `<text x="360" y="246" font-size="26" fill-opacity=".92" letter-spacing="1">${banner.line}</text></g></svg>`
  );
}

const drawn = BANNERS.map((banner) => {
  const svg = bannerSvg(banner);
  const name = generatedImageName('banner', svg);
  return { name, svg, url: `${generatedImageUrl(name)}?to=${banner.to}` };
});

/** The banners' addresses, each naming the page it leads to. */
export const BANNER_URLS: readonly string[] = drawn.map((banner) => banner.url);

/** Stores the banners' pictures (kept when already there: same name, same bytes). */
export async function seedBanners(db: Db, now: Date): Promise<void> {
  await db
    .insert(generatedImages)
    .values(drawn.map(({ name, svg }) => ({ name, body: svg, createdAt: now })))
    .onConflictDoNothing();
}
