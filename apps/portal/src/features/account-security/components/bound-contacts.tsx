import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { Link } from '@tanstack/react-router';
import { Descriptions } from 'antd';
import { maskEmail, maskPhone } from '../mask';
import styles from './account-security.module.css';

/** 绑定信息: the phone, email and WeChat (masked), each with the page that changes it. */
export function BoundContacts({
  user,
  wechatBound,
  wechatOffered,
}: {
  readonly user: UserInfo;
  readonly wechatBound: boolean;
  /** The platform binds WeChat (or the member is bound already): otherwise no link to /wechat. */
  readonly wechatOffered: boolean;
}) {
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label="手机号">
        {user.mobile ? maskPhone(user.mobile) : '未绑定'}
        <Link to="/phone" className={styles.inlineLink}>
          {user.mobile ? '更换手机号' : '绑定手机号'}
        </Link>
      </Descriptions.Item>
      <Descriptions.Item label="邮箱">
        {user.email ? maskEmail(user.email) : '未绑定'}
        <Link to="/email" className={styles.inlineLink}>
          {user.email ? '更换邮箱' : '绑定邮箱'}
        </Link>
      </Descriptions.Item>
      <Descriptions.Item label="微信">
        {wechatBound ? '已绑定' : wechatOffered ? '未绑定' : '暂未开放'}
        {wechatOffered && (
          <Link to="/wechat" className={styles.inlineLink}>
            {wechatBound ? '管理微信绑定' : '绑定微信'}
          </Link>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
