import { Alert, Button, Code, Group, Image, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { trpc } from '../../trpc';

/** The QR code of an otpauth:// address, drawn in the browser (the library loads with this card only). */
function useQrCode(otpauthUrl: string | undefined): string | undefined {
  const [dataUrl, setDataUrl] = useState<string>();
  useEffect(() => {
    if (!otpauthUrl) return;
    let current = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(otpauthUrl, { margin: 1, width: 200 })).then((url) => current && setDataUrl(url));
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return otpauthUrl ? dataUrl : undefined;
}

/** Ten codes, shown once: each signs in once when the phone is not at hand. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="green" role="status" title="Two-factor sign-in is on">
        Save these recovery codes somewhere safe (a password manager, a printed page). Each signs you in once without your phone; they are shown only now.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Button onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        I have saved them
      </Button>
    </Stack>
  );
}

/**
 * Sets up (or replaces) the authenticator app: scan the code, type the 6 digits it shows, keep
 * the recovery codes.
 */
export function SecondFactorCard({ enabled }: { enabled: boolean }) {
  const utils = trpc.useUtils();
  const setup = trpc.rep.totpSetup.useMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const confirm = trpc.rep.totpConfirm.useMutation({
    onSuccess: (result) => {
      setRecoveryCodes(result.recoveryCodes);
      setup.reset();
      form.reset();
    },
    onError: (error) => form.setFieldError('code', error.message),
  });
  const form = useForm({ initialValues: { code: '' }, validate: { code: (value) => (/^\s*[0-9]{6}\s*$/.test(value) ? null : 'Enter the 6 digits your app shows') } });
  const qrCode = useQrCode(setup.data?.otpauthUrl);
  const finish = () => {
    setRecoveryCodes(undefined);
    void utils.rep.session.invalidate();
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Two-factor sign-in
        </Title>
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={finish} />
        ) : setup.data ? (
          <form onSubmit={form.onSubmit(({ code }) => confirm.mutate({ code: code.trim() }))} noValidate>
            <Stack>
              <List type="ordered" size="sm">
                <List.Item>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</List.Item>
                <List.Item>Scan this code, or type the key below into the app.</List.Item>
                <List.Item>Enter the 6 digits the app shows.</List.Item>
              </List>
              {qrCode ? <Image src={qrCode} alt="QR code to scan with your authenticator app" w={200} h={200} /> : <Text size="sm">Drawing the code…</Text>}
              <Text size="sm">
                Key: <Code>{setup.data.secret}</Code>
              </Text>
              <TextInput label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maw={200} {...form.getInputProps('code')} />
              <Group>
                <Button type="submit" loading={confirm.isPending}>
                  Turn on
                </Button>
                <Button variant="default" onClick={() => setup.reset()}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {enabled
                ? 'On: signing in asks for a code from your authenticator app. Set up a new phone here; the old one and your old recovery codes stop working.'
                : 'Off. With it on, signing in also asks for a code from an app on your phone, so a stolen password alone gets nobody in.'}
            </Text>
            {setup.error && (
              <Alert color="red" role="alert">
                {setup.error.message}
              </Alert>
            )}
            <Button onClick={() => setup.mutate()} loading={setup.isPending} style={{ alignSelf: 'flex-start' }}>
              {enabled ? 'Set up a new phone' : 'Set up two-factor sign-in'}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
