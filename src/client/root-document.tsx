import { mantineHtmlProps } from '@mantine/core';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import { AppLayout } from './components/layout/app-layout';
import { TAP_REPLAY_SCRIPT } from './tap-replay';

/**
 * The whole document, drawn by the server and hydrated by the browser. The head gets the
 * routes' tags (HeadContent), which link the stylesheets; the theme's CSS variables and
 * Mantine's responsive classes are one of them, made at build time
 * (scripts/theme-stylesheet-plugin.ts), so no page draws them again.
 */
export function RootDocument() {
  // The server's nonce for per-request pages (a kept page's is taken out and its scripts hashed).
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <HeadContent />
        {/* Its text is only the server's to draw (the browser has run it by now, so the entry script
            does not carry it), and the browser never shows the nonce in the DOM: neither can match. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? TAP_REPLAY_SCRIPT : '' }} />
      </head>
      <body>
        <AppLayout />
        <Scripts />
      </body>
    </html>
  );
}
