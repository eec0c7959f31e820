// What each call of 人员与角色 (members, enterprises, staff, units) is for, with an example body
// (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type PeopleAdminCallName = keyof (typeof callDomains)['people-admin'];

export const peopleAdminCallDocs: { readonly [Name in PeopleAdminCallName]: CallDoc } = {
  admin_member_list: {
    description:
      '会员列表，分页，最新注册在前：关键词匹配用户名、昵称或手机号；可按账号状态（正常 / 已停用）和是否已认证企业筛选。手机号脱敏显示（138****0002）。每行的 `actions` 为当前可执行的操作（停用或启用）。仅限系统管理员。',
    exampleBody: { page: 1, pageSize: 20, keyword: '林', state: 'active', enterprise: 'none' },
  },
  admin_member_detail: {
    description:
      '一名会员的详情：账号信息（手机号、邮箱脱敏；是否设置密码、是否绑定微信）、所属企业及其认证状态（已认证，或最近一次认证申请的状态）、最近10次登录（时间、方式、地点、设备、是否仍有效）、停用时间与原因。`actions` 可含“变更角色”（无企业且有用户名和密码的会员可设为工作人员）。仅限系统管理员。',
    exampleBody: { id: 2 },
  },
  admin_account_disable: {
    description:
      '停用一个账号（会员或工作人员），须填写停用原因：其全部会话立即结束（下一次请求即答“账号已停用”），门户的密码、短信、扫码登录与管理后台登录均被拒绝。不能停用自己的账号，也不能停用最后一名在用的系统管理员（409）。记审计（停用会员 / 停用工作人员）。',
    exampleBody: { id: 2, reason: '冒用他人手机号注册，经核实后停用' },
  },
  admin_account_enable: {
    description:
      '启用一个已停用的账号：清除停用时间与原因，此后可重新登录（原会话不会恢复）。记审计。',
    exampleBody: { id: 2 },
  },
  admin_enterprise_list: {
    description:
      '企业名录，分页：关键词匹配企业名称或统一社会信用代码；认证状态为已认证（有会员完成认证）、认证审核中（有待审核或待企业确认的申请）或未认证。每行含已绑定会员人数。仅限系统管理员，只读。',
    exampleBody: { page: 1, pageSize: 20, keyword: '云栖', status: 'authenticated' },
  },
  admin_enterprise_detail: {
    description:
      '一家企业的详情：登记信息、已绑定的会员（姓名、账号、脱敏手机号、账号状态）与按名称或信用代码指向它的全部认证申请（申请人、状态、提交与审核时间、退回原因），最新在前。只读。',
    exampleBody: { id: 1 },
  },
  admin_staff_list: {
    description:
      '工作人员列表（平台运营、办理人员、系统管理员），分页：关键词匹配用户名、姓名或手机号，可按角色、承办单位、账号状态筛选；每行含角色、单位、是否已绑定动态验证码、最近登录与可执行的操作（变更角色、重置二次验证、停用或启用）。',
    exampleBody: { page: 1, pageSize: 20, role: 'handler', state: 'active' },
  },
  admin_staff_create: {
    description:
      '新建工作人员账号：用户名、姓名、手机号（均不可与已有账号重复，重复答 409）、角色；办理人员须选承办单位，其他角色不得选。可填写初始密码（8–32位，含字母和数字）；不填则由系统生成，并仅在本次应答的 `initial_password` 中出现一次。首次登录管理后台时绑定动态验证码。记审计。',
    exampleBody: {
      username: 'zhang_wei',
      name: '张伟',
      mobile: '13912345678',
      role: 'handler',
      unit_id: 1,
    },
  },
  admin_staff_role: {
    description:
      '变更角色与承办单位（一并设置）：办理人员须有单位，其他角色没有。工作人员之间可任意变更；无企业（未认证、无审核中或已通过的申请）且已设置用户名和密码的会员可设为工作人员；工作人员不能改为会员（离岗请停用）。最后一名在用的系统管理员不能改为其他角色（409）。变更后其全部会话结束，新角色立即生效。记审计（变更前后的角色与单位）。',
    exampleBody: { id: 5, role: 'operator', unit_id: null },
  },
  admin_staff_totp_reset: {
    description:
      '重置一名工作人员的二次验证：清除其动态验证码密钥与全部恢复码，结束其会话；下次登录管理后台时重新绑定。不能重置自己的。记审计。',
    exampleBody: { id: 5 },
  },
  admin_unit_list: {
    description:
      '承办单位列表（按名称排序），分页：名称、类型（职能部门 / 街道（镇） / 园区）与所属办理人员人数；关键词匹配名称。',
    exampleBody: { page: 1, pageSize: 20, keyword: '西湖区' },
  },
  admin_unit_create: {
    description: '新建承办单位：单位全称（2–50字，不可与已有单位重名，重名答 409）与类型。记审计。',
    exampleBody: { name: '杭州市西湖区人力资源和社会保障局', kind: 'department' },
  },
  admin_unit_rename: {
    description:
      '修改承办单位的名称（机构改名时）：不可与其他单位重名（409）；所属办理人员不变。记审计（改名前后）。',
    exampleBody: { id: 1, name: '杭州市西湖区市场监督管理局（知识产权局）' },
  },
};
