import type { SiteConfig } from '@qyfw/portal-sdk/schemas';

export const siteConfig: SiteConfig = {
  yrzqys_count: 120,
  lbt: '/uploads/banner-1.jpg,/uploads/banner-2.jpg',
  fwrx: '400-800-1234',
  gsdz: '浙江省杭州市西湖区文三路 90 号',
  swhz: 'bd@qyfw.example.cn',
  phone: '0571-88886666',
  kfimage: '/uploads/kf-qr.png',
  bah: '浙ICP备2026000001号-1',
  bqxx: 'Copyright © 2026 企业服务门户 版权所有',
};

export const PCCONFIG_PATH = '/api/index/pcconfig';
