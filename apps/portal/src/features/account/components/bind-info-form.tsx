import { creditCodeSchema, usernameSchema } from '@qyfw/portal-sdk/validators';
import { calls } from '@qyfw/portal-sdk/schemas';
import { Button, Form, Input } from 'antd';
import { schemaRule } from '../../../lib/form-rules';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { bindInfo } from '../api';
import styles from './account-forms.module.css';

const enterpriseNameSchema = calls.bind_info.body.shape.enterprise_name;

interface BindInfoFormValues {
  username: string;
  enterprise_name: string;
  credit_code: string;
}

export interface BindInfoFormProps {
  /** The member's username; asked for only when they have none yet (SMS-only members). */
  username: string | null;
  onBound: () => void | Promise<void>;
  onSkip: () => void;
}

/** /bindInfo: the username if missing, the enterprise name and its unified social credit code. */
export function BindInfoForm({ username, onBound, onSkip }: BindInfoFormProps) {
  const { submit, submitting, failure } = useFormSubmission(async (values: BindInfoFormValues) => {
    await bindInfo({
      username: (username ?? values.username).trim(),
      enterprise_name: values.enterprise_name.trim(),
      credit_code: values.credit_code.trim().toUpperCase(),
    });
    await onBound();
  });

  return (
    <Form layout="vertical" onFinish={submit} aria-label="完善账号信息">
      {username ? (
        <Form.Item label="用户名">
          <Input size="large" value={username} disabled aria-label="用户名" />
        </Form.Item>
      ) : (
        <Form.Item
          name="username"
          required
          label="用户名"
          rules={[schemaRule(usernameSchema)]}
          extra="设置后可使用用户名和密码登录"
        >
          <Input
            size="large"
            placeholder="4–32位字母、数字或下划线，以字母开头"
            autoComplete="username"
            maxLength={32}
          />
        </Form.Item>
      )}
      <Form.Item
        name="enterprise_name"
        required
        label="企业名称"
        rules={[schemaRule(enterpriseNameSchema)]}
      >
        <Input
          size="large"
          placeholder="请输入与营业执照一致的企业名称"
          autoComplete="organization"
          maxLength={100}
        />
      </Form.Item>
      <Form.Item
        name="credit_code"
        required
        label="统一社会信用代码"
        rules={[schemaRule(creditCodeSchema)]}
      >
        <Input
          size="large"
          placeholder="请输入18位统一社会信用代码"
          maxLength={18}
          className={styles.code}
        />
      </Form.Item>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        提交
      </Button>
      <Button type="link" block onClick={onSkip} className={styles.skip}>
        暂不完善，先去首页
      </Button>
    </Form>
  );
}
