import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchBoard } from './app/prefetch-board';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import './index.css';

prefetchBoard(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
// The first page renders with its code here (a page that suspends is shown 300 ms late:
// lazy-page.ts), in a transition, which yields to the browser every few milliseconds.
void preloadPage(window.location.pathname).then(render, render);
