import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { createScreenRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 挂载点');

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={createScreenRouter()} />
  </StrictMode>,
);
