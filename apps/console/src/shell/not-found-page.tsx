// What a mistyped or outdated console address shows: antd's 404 result in Chinese, with the way
// back to 工作台 (which asks for a sign-in first when there is no session). Rendered by the root
// route, so it needs no session and calls nothing.
import { useNavigate } from '@tanstack/react-router';
import { Button, Result } from 'antd';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>页面不存在</h1>}
        subTitle="地址可能输错了，或者这个页面已经移走。请从工作台的菜单进入。"
        extra={
          <Button type="primary" onClick={() => void navigate({ to: '/' })}>
            回到工作台
          </Button>
        }
      />
    </main>
  );
}
