import * as identityCalls from '@qyfw/portal-sdk/calls/identity';
import type { AuthRequest } from '@qyfw/portal-sdk/schemas';
import { creditCodeSchema } from '@qyfw/portal-sdk/validators';
import { Form, Input } from 'antd';
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { UploadField } from '@qyfw/app-kit/upload-field';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { IDENTITY_INVALIDATES } from '../api';
import styles from './identity.module.css';

interface RequestFormValues {
  enterprise_name: string;
  credit_code: string;
  legal_person: string;
  licence_upload_id: number | undefined;
  authorisation_upload_id: number | undefined;
}

/** A required upload: the field's value is the stored upload's id. */
const uploadRule = (message: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value !== 'number') throw new Error(message);
  },
});

export interface RequestFormProps {
  /** The returned request to correct and resubmit; absent for a first submission. */
  readonly returned?: AuthRequest | undefined;
  readonly onSubmitted: (request: AuthRequest) => void | Promise<void>;
}

/**
 * The enterprise to authenticate (DOMAIN §7): name, 统一社会信用代码 (its check character verified
 * as the server does), legal person, the licence and the authorisation letter. A returned request
 * comes back filled in, to be corrected and sent again as the same request.
 */
export function RequestForm({ returned, onSubmitted }: RequestFormProps) {
  return (
    <FormFrame
      title={returned ? '修改企业认证申请' : '企业认证申请'}
      call={identityCalls.auth_request_submit}
      toBody={(values: RequestFormValues) => ({
        ...(returned ? { id: returned.id, version: returned.version } : {}),
        enterprise_name: values.enterprise_name.trim(),
        credit_code: values.credit_code.trim().toUpperCase(),
        legal_person: values.legal_person.trim(),
        // The rules above let the form submit only with both uploads.
        licence_upload_id: values.licence_upload_id!,
        authorisation_upload_id: values.authorisation_upload_id!,
      })}
      invalidates={IDENTITY_INVALIDATES}
      onSuccess={onSubmitted}
      submitText={returned ? '重新提交' : '提交认证'}
      initialValues={
        returned
          ? {
              enterprise_name: returned.enterprise_name,
              credit_code: returned.credit_code,
              legal_person: returned.legal_person,
              licence_upload_id: returned.licence_upload_id ?? undefined,
              authorisation_upload_id: returned.authorisation_upload_id ?? undefined,
            }
          : undefined
      }
    >
      <Form.Item
        name="enterprise_name"
        required
        label="企业名称"
        rules={[schemaRule(identityCalls.enterpriseNameSchema)]}
        // The server files a request naming a directory enterprise under the directory's name.
        extra="信用代码已在企业名录中的，以名录中的企业名称为准"
      >
        <Input placeholder="与营业执照一致的企业名称" autoComplete="organization" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="credit_code"
        required
        label="统一社会信用代码"
        rules={[schemaRule(creditCodeSchema)]}
      >
        <Input placeholder="18位统一社会信用代码" maxLength={18} className={styles.code} />
      </Form.Item>
      <Form.Item
        name="legal_person"
        required
        label="法定代表人"
        rules={[schemaRule(identityCalls.legalPersonSchema)]}
      >
        <Input placeholder="营业执照上的法定代表人姓名" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="licence_upload_id"
        required
        label="营业执照"
        rules={[uploadRule('请上传营业执照')]}
        extra="营业执照照片或扫描件"
      >
        <UploadField purpose="licence" />
      </Form.Item>
      <Form.Item
        name="authorisation_upload_id"
        required
        label="授权书"
        rules={[uploadRule('请上传授权书')]}
        extra="须加盖企业公章"
      >
        <UploadField purpose="authorisation" />
      </Form.Item>
    </FormFrame>
  );
}
