/*
 * The browser entry. The page is already prerendered, so the browser paints it first and only
 * then fetches and runs React, the router and the page's code: the first frame and the first
 * screen's images never wait for, or share the network with, the code that hydrates them.
 * scripts/prerender.ts lists that code in a template; moving its links into the head starts every
 * download at once, and the imports below then find them in the cache.
 */
import { APP_MODULES_ID } from './lib/app-modules';
import './styles/global.css';

const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

void afterFirstPaint()
  .then(() => {
    const modules = document.getElementById(APP_MODULES_ID);
    if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
    return import('./start-app');
  })
  .then(({ startApp }) => startApp());
