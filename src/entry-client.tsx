/*
 * The browser entry. The page is already prerendered, so the browser shows it first and only
 * then fetches and runs React, the router and the page's code: the first screen's stylesheet,
 * font and images never share the network with the code that hydrates them.
 * scripts/prerender.ts lists that code in a template; moving its links into the head starts every
 * download at once, and the imports below then find them in the cache.
 */
import { APP_MODULES_ID } from './lib/app-modules';
import { yieldToMain } from './lib/yield-to-main';
import './styles/global.css';

/** How long to wait for the browser to report its first paint; a page opened in a background tab never does. */
const FIRST_PAINT_WAIT_MS = 1500;

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
  });
}

async function start(): Promise<void> {
  await afterFirstPaint();
  const modules = document.getElementById(APP_MODULES_ID);
  if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
  // React first, then the app's own modules: evaluating both at once is one long task on a phone.
  await import('react-dom/client');
  await yieldToMain();
  const { startApp } = await import('./start-app');
  await startApp();
}

void start();
