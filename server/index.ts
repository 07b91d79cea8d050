import path from 'node:path';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

// API_ONLY: npm run dev serves the pages through Vite and only needs the API from here.
const distDir = process.env.API_ONLY ? undefined : path.resolve(process.env.DIST_DIR ?? 'dist');
const app = await createApp({ distDir, logger: true });
await app.listen({ port, host });
