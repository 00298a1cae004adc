import { mantineHtmlProps } from '@mantine/core';
import { HeadContent, Scripts } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from './components/layout/app-layout';

/**
 * The whole document, drawn by the server and hydrated by the browser. The head gets the
 * routes' tags (HeadContent), which link the stylesheets; the theme's CSS variables and
 * Mantine's responsive classes are one of them, made at build time
 * (scripts/theme-stylesheet-plugin.ts), so no page draws them again.
 */
export function RootDocument() {
  // Marks the document once React has attached to the server's markup: until then its buttons
  // and forms do nothing (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AppLayout />
        <Scripts />
      </body>
    </html>
  );
}
