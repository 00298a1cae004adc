import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { ToastRoot } from '../../lib/toast-root';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useToastHotkey } from './use-toast-hotkey';

export function AppLayout() {
  useToastHotkey();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ToastRoot />
    </Box>
  );
}
