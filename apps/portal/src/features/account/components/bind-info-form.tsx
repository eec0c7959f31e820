import { creditCodeSchema, usernameSchema } from '@qyfw/portal-sdk/validators';
import * as personCalls from '@qyfw/portal-sdk/calls/person';
import { Button, Form, Input } from 'antd';
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import styles from './account-forms.module.css';

const enterpriseNameSchema = personCalls.bind_info.body.shape.enterprise_name;

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
  return (
    <FormFrame
      title="完善账号信息"
      call={personCalls.bind_info}
      toBody={(values: BindInfoFormValues) => ({
        username: (username ?? values.username).trim(),
        enterprise_name: values.enterprise_name.trim(),
        credit_code: values.credit_code.trim().toUpperCase(),
      })}
      // The header greets the member by username and the guards read the enterprise from it.
      invalidates={[personCalls.user_detail]}
      onSuccess={onBound}
      submitText="提交"
      actions={
        <Button type="link" block onClick={onSkip}>
          暂不完善，先去首页
        </Button>
      }
    >
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
    </FormFrame>
  );
}
