// What a member of staff sees at the address of a screen their role does not have (a bookmark from
// an earlier role, a link from a colleague): why, and the way to their own work — instead of the
// screen's list failing on calls the server refuses.
import { useNavigate } from '@tanstack/react-router';
import { Button, Result } from 'antd';

export function ForbiddenPage({ roleLabel }: { readonly roleLabel: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>无权访问此页面</h1>}
      subTitle={`此页面不属于${roleLabel}的工作范围；左侧菜单列出了你可以使用的页面。`}
      extra={
        <Button type="primary" onClick={() => void navigate({ to: '/' })}>
          回到工作台
        </Button>
      }
    />
  );
}
