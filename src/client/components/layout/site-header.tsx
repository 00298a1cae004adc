import { Anchor, Badge, Box, Burger, Container, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { SITE_NAME } from '../../../shared/site';
import classes from './site-header.module.css';
import { navLinks } from './nav-links';
import { useCartItemCount } from '../../features/cart/use-cart';

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

export function SiteHeader() {
  const [drawerOpen, drawer] = useDisclosure(false);
  const cartCount = useCartItemCount();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" className={classes.logo} underline="never" aria-label={`${SITE_NAME} home`}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <Text component="span" fw={700} fz="lg" c="pink.8">
            {SITE_NAME}
          </Text>
        </Anchor>

        <Group component="nav" aria-label="Main" gap="xs" visibleFrom="sm">
          {navLinks.map((link) => (
            <Link key={link.to} to={link.to} className={classes.navLink} activeProps={{ 'data-active': true, 'aria-current': 'page' }}>
              {link.label}
            </Link>
          ))}
          <Link to="/cart" className={classes.cartLink} aria-label={`Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}`}>
            <CartIcon />
            {cartCount > 0 && (
              <Badge size="sm" circle className={classes.cartBadge} aria-hidden="true">
                {cartCount}
              </Badge>
            )}
          </Link>
        </Group>

        <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="sm" aria-label="Open menu" />
      </Container>

      <Drawer opened={drawerOpen} onClose={drawer.close} position="right" size="xs" title="Menu" hiddenFrom="sm">
        <Stack component="nav" aria-label="Mobile" gap="xs">
          {navLinks.map((link) => (
            <UnstyledButton
              key={link.to}
              component={Link}
              to={link.to}
              onClick={drawer.close}
              className={classes.drawerLink}
              activeProps={{ 'data-active': true, 'aria-current': 'page' }}
            >
              {link.label}
            </UnstyledButton>
          ))}
          <UnstyledButton component={Link} to="/cart" onClick={drawer.close} className={classes.drawerLink}>
            Cart ({cartCount})
          </UnstyledButton>
        </Stack>
      </Drawer>
    </Box>
  );
}
