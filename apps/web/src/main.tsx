import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// Before the first render: the browser's install prompt may come early and is offered only once.
captureInstallPrompt();

const app = createRoot(root);
// The first render as a transition: React yields to the browser between components instead of
// holding the main thread for the whole signed-in shell (Lighthouse's total blocking time on phones).
startTransition(() =>
  app.render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);

// After the page has loaded and the browser is idle (see lib/pwa.ts).
registerServiceWorker();
