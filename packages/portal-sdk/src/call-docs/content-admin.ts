// What the content calls of the console are for, with an example body (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type ContentAdminCallName = keyof (typeof callDomains)['content-admin'];

const STALE =
  '须带读取时的 `updated_at`：期间他人已修改则答 409“数据已被他人修改，请刷新后再试”，不做任何修改。';

export const contentAdminCallDocs: { readonly [Name in ContentAdminCallName]: CallDoc } = {
  admin_content_list: {
    description:
      '某类内容（`kind`：news 园区动态、knowledge 政策知识、information 政策资讯、bulletin 公告）的列表，含草稿，新更新的在前；可按标题关键词与发布状态（draft 草稿、published 已发布）筛选。仅限平台运营。',
    exampleBody: { kind: 'news', page: 1, pageSize: 20, state: 'draft', keyword: '专精特新' },
  },
  admin_content_detail: {
    description:
      '一条内容的全部字段：正文（已清洗的 HTML）、发布状态与时间、`updated_at`，以及各类的专有字段（政策知识的关联政策、公告的所属政策与申报通知等）。不存在时答 404。仅限平台运营。',
    exampleBody: { kind: 'knowledge', id: 3 },
  },
  admin_content_save: {
    description: `新建（不带 \`id\`，存为草稿）或编辑一条内容；编辑${STALE}正文为富文本 HTML，服务端写入前清洗（去除脚本、事件属性、javascript: 链接），清洗后无可见内容则拒绝。字段随 \`kind\` 而异：园区动态有摘要、来源、封面（上传的网站图片）；政策知识有类型（interpretation 解读 / qa 问答）与关联政策；政策资讯有类型与所宣传的申报通知；公告有类型（1 公示、2 申报通知、5 其它）、级别、发布单位、申报截止日期（申报通知必填）、所属政策与申报通知。仅限平台运营，写入审计日志。`,
    exampleBody: {
      kind: 'news',
      title: '西湖区召开专精特新企业培育工作现场会',
      summary: '现场会介绍了培育政策与申报安排。',
      source: '企业服务中心',
      image: '',
      content: '<p>近日，西湖区召开<strong>专精特新</strong>企业培育工作现场会。</p>',
    },
  },
  admin_content_publish: {
    description: `发布一条草稿：门户（首页、列表、详情、搜索）即时可见，发布日期为此刻。${STALE}已发布的答 400。仅限平台运营，写入审计日志。`,
    exampleBody: { kind: 'news', id: 12, updated_at: 1_772_416_800 },
  },
  admin_content_withdraw: {
    description: `下线一条已发布的内容：回到草稿，门户不再显示（详情答 404）。${STALE}仅限平台运营，写入审计日志。`,
    exampleBody: { kind: 'bulletin', id: 5, updated_at: 1_772_416_800 },
  },
  admin_content_delete: {
    description: `删除一条草稿；已发布的须先下线（答 400）。${STALE}仅限平台运营，写入审计日志（保留删除前的内容）。`,
    exampleBody: { kind: 'information', id: 8, updated_at: 1_772_416_800 },
  },
  admin_site_config: {
    description:
      '站点设置：轮播图（按顺序，每张图片及其可选的站内链接）、服务热线、地址、商务合作、联系电话、客服二维码、备案号、版权信息、入驻企业补充数，以及 `updated_at`。仅限平台运营。',
    exampleBody: {},
  },
  admin_site_config_save: {
    description: `保存站点设置，首页与页脚即时更新；${STALE}电话须为 400/800 号码、手机号、带区号的固定电话或短号；图片须为上传的网站图片（或原有图片）；链接须为本站页面地址。仅限平台运营，写入审计日志。`,
    exampleBody: {
      updated_at: 1_772_416_800,
      carousel: [{ image: '/api/static/uploads/21', link: '/policyData' }],
      service_hotline: '400-826-3366',
      address: '浙江省杭州市西湖区文三路478号华星时代广场A座12层',
      business_contact: '0571-8816 2299（周一至周五 9:00-17:30）',
      phone: '0571-8816 2288',
      service_qr_image: '/api/static/kf-qrcode.svg',
      icp_record: '浙ICP备20231688号-1',
      copyright: 'Copyright © 2026 杭州企服数字科技有限公司 版权所有',
      extra_enterprise_count: 1260,
    },
  },
};
