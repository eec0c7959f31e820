import { publicHref } from '../../../components/app-link';
import { RouterHrefLink } from '../../../components/router-href-link';

/**
 * To the profile screen whose form holds a missing value (企业信息 or 知识产权): filling it in is
 * what turns a 待确认 into 符合 or 不符合. By address: /intellect is built by another issue.
 */
export function SettleLink({
  to,
  label,
}: {
  readonly to: '/information' | '/intellect';
  readonly label: string;
}) {
  return (
    <RouterHrefLink href={publicHref(to)}>
      去{to === '/intellect' ? '知识产权' : '企业信息'}填写{label}
    </RouterHrefLink>
  );
}
