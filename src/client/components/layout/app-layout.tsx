import { Outlet, useRouterState } from '@tanstack/react-router';
import { ToastRoot } from '../../lib/toast-root';
import { isBackOfficePath } from '../back-office/back-office-path';
import { BackOfficeFrame } from '../back-office/back-office-frame';
import classes from './app-layout.module.css';
import { HydrationMark } from './hydration-mark';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const skipLink = (
  <a href="#main" className="skip-link">
    Skip to content
  </a>
);

export function AppLayout() {
  // Decided by the address alone, so the server's page and the browser's first render agree.
  const backOffice = useRouterState({ select: (state) => isBackOfficePath(state.location.pathname) });
  if (backOffice) {
    return (
      <>
        {skipLink}
        <BackOfficeFrame>
          <Outlet />
          <HydrationMark />
        </BackOfficeFrame>
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
      <HydrationMark />
    </div>
  );
}
