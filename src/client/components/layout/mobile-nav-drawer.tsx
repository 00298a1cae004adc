import { Drawer, getDefaultZIndex, Stack, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import classes from './site-header.module.css';
import { navLinks } from './nav-links';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  cartCount: number;
}

const MENU_Z_INDEX = getDefaultZIndex('overlay') + 1;

/** The phone menu; loaded when first needed (see SiteHeader), so it is not part of the first load. */
export function MobileNavDrawer({ opened, onClose, cartCount }: MobileNavDrawerProps) {
  // When a tap mounts the drawer already open, its portal needs a frame before the content can
  // slide in; without it the first opening would appear in place.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // The open menu is above toasts (Mantine's sit at the 'overlay' level): a toast stays behind its
  // veil, seen but not in the way of the links, and is back in full view when the menu closes.
  return (
    <Drawer opened={opened && ready} onClose={onClose} position="right" size="xs" title="Menu" hiddenFrom="sm" zIndex={MENU_Z_INDEX}>
      <Stack component="nav" aria-label="Mobile" gap="xs">
        {navLinks.map((link) => (
          <UnstyledButton
            key={link.to}
            component={Link}
            to={link.to}
            onClick={onClose}
            className={classes.drawerLink}
            activeProps={{ 'data-active': true, 'aria-current': 'page' }}
          >
            {link.label}
          </UnstyledButton>
        ))}
        <UnstyledButton component={Link} to="/cart" onClick={onClose} className={classes.drawerLink}>
          Cart ({cartCount})
        </UnstyledButton>
      </Stack>
    </Drawer>
  );
}
