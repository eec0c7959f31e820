// What the save's schema cannot check alone: the industry code against GB/T 4754-2017, the
// district and street against the city's list (the SDK's datasets), and a founding date in the
// past. Checked on the record as it would be after the save, so a new district with the old
// street is refused too. Each message names the field.
import { isDistrict, isStreetOf } from '@qyfw/portal-sdk/districts';
import { isIndustryCode } from '@qyfw/portal-sdk/industries';
import type { RecordFields } from '@qyfw/portal-sdk/schemas';
import { ApiError } from '../../plugins/api-error.js';
import { shanghaiDate } from '../shared/dates.js';

export function checkRecord(after: RecordFields, now: Date): void {
  const problems: string[] = [];
  if (after.industry_code !== '' && !isIndustryCode(after.industry_code))
    problems.push('行业分类：不是国民经济行业分类（GB/T 4754-2017）中的代码');
  if (after.district !== '' && !isDistrict(after.district)) problems.push('所属区：不是杭州市的区');
  else if (after.street !== '' && !isStreetOf(after.district, after.street))
    problems.push(`所属街道：${after.street}不在${after.district || '所选区'}内`);
  if (after.established_on !== null && after.established_on > shanghaiDate(now))
    problems.push('成立日期：不能晚于今天');
  if (
    after.revenue !== null &&
    after.rd_spending !== null &&
    after.rd_spending > after.revenue &&
    after.revenue > 0
  )
    problems.push('研发费用：不能超过营业收入');
  if (problems.length > 0) throw ApiError.badRequest(problems.join('；'));
}
