/** The portal's name, shown in the banner and at the end of every document title. */
export const SITE_NAME = '企业服务门户';

export const SITE_DESCRIPTION = '汇聚惠企政策、知识产权、专家人才与融资服务，一站式助力企业发展';

/** `首页 - 企业服务门户`: the page first, so browser tabs stay distinguishable. */
export function pageTitle(page: string): string {
  return `${page} - ${SITE_NAME}`;
}
