import { Badge } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SITE_NAME } from '../../../shared/site';
import iconButton from '../icon-button.module.css';
import containerClasses from './page-container.module.css';
import classes from './site-header.module.css';
import { navLinks } from './nav-links';
import { useCartItemCount } from '../../features/cart/use-cart';
import { whenIdle } from '../../lib/when-idle';

// The drawer (with its overlay, focus trap and scroll lock) is only used on phones, on demand.
type DrawerComponent = typeof import('./mobile-nav-drawer').MobileNavDrawer;
let drawerCode: Promise<DrawerComponent> | undefined;
const loadDrawer = () => (drawerCode ??= import('./mobile-nav-drawer').then((m) => m.MobileNavDrawer));
/** Below Mantine's `sm` breakpoint, where the burger replaces the nav links. */
const PHONE_LAYOUT = '(max-width: 47.99em)';

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6h15l-1.5 9h-12z" />
      <path d="M6 6 5 3H2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
    </svg>
  );
}

/** The cart with its item count: in the nav on wide screens, beside the menu button on phones. */
function CartLink({ count }: { count: number }) {
  return (
    <Link to="/cart" className={classes.cartLink} aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}>
      <CartIcon />
      {count > 0 && (
        <Badge size="sm" circle className={classes.cartBadge} aria-hidden="true">
          {count}
        </Badge>
      )}
    </Link>
  );
}

export function SiteHeader() {
  const [drawerOpen, drawer] = useDisclosure(false);
  // The drawer is mounted (closed) ahead of the first tap, so that it opens at once and slides in
  // as it always did: when the page is idle on screens that show the menu button, or as the
  // finger lands on (or the keyboard reaches) the button.
  // (Loaded by hand rather than with React.lazy, whose Suspense holds a reveal back ~300 ms.)
  const [MobileNavDrawer, setMobileNavDrawer] = useState<DrawerComponent | null>(null);
  const mountDrawer = () => void loadDrawer().then((component) => setMobileNavDrawer(() => component));
  useEffect(() => (window.matchMedia(PHONE_LAYOUT).matches ? whenIdle(mountDrawer) : undefined), []);
  const cartCount = useCartItemCount();

  return (
    <header className={classes.header}>
      <div className={`${containerClasses.container} ${classes.inner}`}>
        <Link to="/" className={`${classes.logo} mantine-focus-auto`} aria-label={`${SITE_NAME} home`}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className={classes.logoText}>{SITE_NAME}</span>
        </Link>

        <nav aria-label="Main" className={classes.nav}>
          {navLinks.map((link) => (
            <Link key={link.to} to={link.to} className={classes.navLink} activeProps={{ 'data-active': true, 'aria-current': 'page' }}>
              {link.label}
            </Link>
          ))}
          <CartLink count={cartCount} />
        </nav>

        <div className={classes.phoneActions}>
          <CartLink count={cartCount} />
          {/* An icon button rather than Mantine's Burger, whose <div> inside a <button> is not valid HTML. */}
          <button
            type="button"
            className={`${iconButton.iconButton} ${classes.menuButton} mantine-focus-auto`}
            onClick={() => {
              mountDrawer();
              drawer.toggle();
            }}
            onPointerDown={mountDrawer}
            onFocus={mountDrawer}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
          >
            <MenuIcon />
          </button>
        </div>
      </div>

      {MobileNavDrawer && <MobileNavDrawer opened={drawerOpen} onClose={drawer.close} cartCount={cartCount} />}
    </header>
  );
}
