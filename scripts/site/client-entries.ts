/** The client build's entries (vite.config.ts), which scripts/site/prerender.ts finds in the build's manifest. */
export const CLIENT_ENTRIES = {
  /** The small script every page loads: header, dialogs' fallback, the island loader. */
  site: 'src/entry-client.ts',
  /** The admin-style pages' app, on those pages only. */
  admin: 'src/entry-admin.tsx',
} as const;

/** The dev server's stand-in for the stylesheet the build writes. */
export const DEV_STYLESHEET = 'src/dev-stylesheet.ts';
