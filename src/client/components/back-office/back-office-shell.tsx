import { Anchor, AppShell, Badge, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../../../shared/site';
import { trpc } from '../../trpc';
import { useMayOpen } from './back-office-account';
import { accountNavItem, backOfficeNav } from './back-office-nav';
import classes from './back-office-shell.module.css';
import { useSignInAgainWhenSessionEnds } from './session-ended';

const NAVBAR_ID = 'back-office-nav';

/** One screen in the navigation; the Overview is current only on its own address, the others on their sub-pages too. */
function ScreenLink({ to, label, onFollow }: { to: string; label: string; onFollow: () => void }) {
  return (
    <NavLink
      renderRoot={(props) => <Link to={to} activeOptions={{ exact: to === '/dashboard' }} activeProps={{ 'data-active': true, 'aria-current': 'page' }} {...props} />}
      label={label}
      onClick={onFollow}
    />
  );
}

/** What only a signed-in account sees: the screens its role may open, her account, and signing out. */
function BackOfficeNavbar({ folded, onFollow }: { folded: boolean; onFollow: () => void }) {
  const utils = trpc.useUtils();
  const mayOpen = useMayOpen();
  const signOut = trpc.rep.signOut.useMutation({ onSuccess: () => utils.rep.session.invalidate() });
  return (
    <AppShell.Navbar id={NAVBAR_ID} p="sm" aria-label="Back-office" className={classes.navbar} data-folded={folded || undefined}>
      <AppShell.Section grow>
        {backOfficeNav.filter((item) => mayOpen(item.area)).map((item) => (
          <ScreenLink key={item.to} to={item.to} label={item.label} onFollow={onFollow} />
        ))}
      </AppShell.Section>
      <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <ScreenLink to={accountNavItem.to} label={accountNavItem.label} onFollow={onFollow} />
        <Button variant="default" fullWidth mt="xs" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}

/**
 * The back-office's own frame for every /dashboard screen, in place of the shop's header and
 * footer. The navigation shows once the representative is signed in; until then the screen is the
 * sign-in form alone. Which frame a page gets depends on its address only, so the server and the
 * browser draw the same one; the burger's state lives in the browser.
 */
export function BackOfficeShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = trpc.rep.session.useQuery();
  useSignInAgainWhenSessionEnds();
  const signedIn = session.data?.signedIn === true;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={signedIn ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {signedIn && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={opened}
                aria-controls={NAVBAR_ID}
              />
            )}
            <Text fw={700} fz="lg" c="pink.8">
              {SITE_NAME}
            </Text>
            <Badge variant="light" color="gray" visibleFrom="xs">
              Back-office
            </Badge>
          </Group>
          <Anchor component={Link} to="/" size="sm" fw={500}>
            View shop
          </Anchor>
        </Group>
      </AppShell.Header>
      {signedIn && <BackOfficeNavbar folded={!opened} onFollow={close} />}
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
