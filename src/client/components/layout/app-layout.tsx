import { Outlet, useRouterState } from '@tanstack/react-router';
import { ToastRoot } from '../../lib/toast-root';
import { isBackOfficePath } from '../back-office/back-office-nav';
import { BackOfficeShell } from '../back-office/back-office-shell';
import classes from './app-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useToastHotkey } from './use-toast-hotkey';

const skipLink = (
  <a href="#main" className="skip-link">
    Skip to content
  </a>
);

export function AppLayout() {
  useToastHotkey();
  // Decided by the address alone, so the server's page and the browser's first render agree.
  const backOffice = useRouterState({ select: (state) => isBackOfficePath(state.location.pathname) });
  if (backOffice) {
    return (
      <>
        {skipLink}
        <BackOfficeShell>
          <Outlet />
        </BackOfficeShell>
        <ToastRoot />
      </>
    );
  }
  return (
    <div className={classes.page}>
      {skipLink}
      <SiteHeader />
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastRoot />
    </div>
  );
}
