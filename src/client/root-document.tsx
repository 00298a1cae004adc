import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Scripts } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from './components/layout/app-layout';
import { theme } from './theme';

/**
 * The whole document, drawn by the server and hydrated by the browser. The head gets the
 * routes' tags (HeadContent) and Mantine's theme variables and responsive classes: a
 * MantineProvider without children draws only those <style> elements, which belong in the head
 * (the app's own provider, in app-providers.tsx, draws none).
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
        <MantineProvider theme={theme} />
      </head>
      <body>
        <AppLayout />
        <Scripts />
      </body>
    </html>
  );
}
