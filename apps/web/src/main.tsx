import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, pages } from './app/router.tsx';
import { installGlobalErrorLogging } from './lib/error-logging.ts';
import './app/styles.css';

installGlobalErrorLogging();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);

// Preload the pages a visitor most likely opens next, once the first page is on screen.
const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
idle(() => {
  void pages.search();
  void pages.propertyCard();
});
