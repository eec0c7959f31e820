import { publicHref } from '../../../components/app-link';
import { RouterHrefLink } from '../../../components/router-href-link';

/**
 * To the profile screen whose form holds a missing value (企业信息 or 知识产权), at the field
 * itself (`#<field>`: the record form scrolls to it and focuses it): filling it in is what turns a
 * 待确认 into 符合 or 不符合. By address: /intellect is built by another issue.
 */
export function SettleLink({
  to,
  field,
  label,
}: {
  readonly to: '/information' | '/intellect';
  readonly field: string;
  readonly label: string;
}) {
  return (
    <RouterHrefLink href={`${publicHref(to)}#${field}`}>
      去{to === '/intellect' ? '知识产权' : '企业信息'}填写{label}
    </RouterHrefLink>
  );
}
