import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../features/sign-in/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({ reason: z.string().max(100).optional() }),
  head: () => ({ meta: [{ title: '登录 - 企业服务门户管理后台' }] }),
  component: SignInPage,
});
