import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { usernameSchema } from '@qyfw/portal-sdk/validators';
import { Form, Input } from 'antd';
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { UploadField } from '@qyfw/app-kit/upload-field';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { notify } from '../../../lib/notify';
import { PROFILE_INVALIDATES } from '../api';

interface ProfileValues {
  nickname: string;
  username?: string;
  avatar?: number;
}

/** 基本信息: nickname, avatar, and the username while the member has none (set once). */
export function ProfileForm({ user }: { readonly user: UserInfo }) {
  return (
    <FormFrame
      title="基本信息"
      call={accountCalls.profile_update}
      initialValues={{ nickname: user.nickname ?? '', avatar: user.avatar_id ?? undefined }}
      toBody={(values: ProfileValues) => ({
        nickname: values.nickname.trim(),
        avatar_upload_id: values.avatar ?? null,
        ...(user.username || !values.username ? {} : { username: values.username.trim() }),
      })}
      invalidates={PROFILE_INVALIDATES}
      onSuccess={() => void notify.success('基本信息已保存')}
      submitText="保存基本信息"
      guardUnsaved={false}
    >
      <Form.Item name="avatar" label="头像">
        <UploadField purpose="avatar" />
      </Form.Item>
      <Form.Item
        name="nickname"
        label="昵称"
        rules={[schemaRule(accountCalls.nicknameSchema)]}
        extra="不填写时显示用户名"
      >
        <Input placeholder="请输入昵称" maxLength={accountCalls.NICKNAME_MAX_LENGTH} showCount />
      </Form.Item>
      {user.username ? (
        <Form.Item label="用户名" extra="用户名设置后不能修改">
          <Input value={user.username} disabled aria-label="用户名" />
        </Form.Item>
      ) : (
        <Form.Item
          name="username"
          label="用户名"
          rules={[{ ...schemaRule(usernameSchema), required: false }]}
          extra="只能设置一次；设置后可使用用户名和密码登录"
        >
          <Input
            placeholder="4–32位字母、数字或下划线，以字母开头"
            autoComplete="username"
            maxLength={32}
          />
        </Form.Item>
      )}
    </FormFrame>
  );
}
