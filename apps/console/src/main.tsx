import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { createConsoleClient } from './session/console-client';
import { createConsoleRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
// A 401/402 ends the console session: back to 登录, saying why.
const client = createConsoleClient((reason) => {
  queryClient.clear();
  void router.navigate({ to: '/sign-in', search: { reason } });
});
const router = createConsoleRouter({ queryClient, client });

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 挂载点');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} client={client} />
  </StrictMode>,
);
