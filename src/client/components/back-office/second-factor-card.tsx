import { Alert, Button, Code, Group, Image, List, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { SECOND_FACTOR_NEEDED_MESSAGE } from '../../../shared/staff-access';
import { type TotpSetup, totpSetupInput } from '../../../shared/staff-accounts';
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
 * Proof that it is her before anything about her second factor changes: her password, and with
 * one on already, a code from it or a recovery code. The server checks both, under the sign-in
 * policy; its word on a field shows under that field.
 */
function ProveItIsYou({ enabled, onReady, onCancel }: { enabled: boolean; onReady: (setup: { secret: string; otpauthUrl: string }) => void; onCancel: () => void }) {
  const form = useForm<TotpSetup>({
    initialValues: { password: '', code: '' },
    validate: (values) => ({
      ...schemaResolver(totpSetupInput, { sync: true })(values),
      ...(enabled && !values.code?.trim() ? { code: SECOND_FACTOR_NEEDED_MESSAGE } : {}),
    }),
  });
  const setup = trpc.rep.totpSetup.useMutation({
    onSuccess: onReady,
    onError: (error) => {
      if (error.data?.field === 'password' || error.data?.field === 'code') form.setFieldError(error.data.field, error.message);
    },
  });
  const submit = ({ password, code }: TotpSetup) => setup.mutate(enabled ? { password, code: code?.trim() } : { password });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Text size="sm">
          {enabled
            ? 'To move two-factor sign-in to a new phone, enter your password and a code from your current authenticator app (or a recovery code).'
            : 'To turn on two-factor sign-in, enter your password.'}
        </Text>
        {setup.error && setup.error.data?.field !== 'password' && setup.error.data?.field !== 'code' && (
          <Alert color="red" role="alert">
            {setup.error.message}
          </Alert>
        )}
        <PasswordInput label="Your password" autoComplete="current-password" maw={360} {...form.getInputProps('password')} />
        {enabled && <TextInput label="Code from your current app, or a recovery code" autoComplete="one-time-code" maw={360} {...form.getInputProps('code')} />}
        <Group>
          <Button type="submit" loading={setup.isPending}>
            Continue
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Sets up (or replaces) the authenticator app: prove it is her, scan the code, type the 6 digits
 * it shows, keep the recovery codes.
 */
export function SecondFactorCard({ enabled }: { enabled: boolean }) {
  const utils = trpc.useUtils();
  const [proving, setProving] = useState(false);
  const [pending, setPending] = useState<{ secret: string; otpauthUrl: string }>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const confirm = trpc.rep.totpConfirm.useMutation({
    onSuccess: (result) => {
      setRecoveryCodes(result.recoveryCodes);
      setPending(undefined);
      form.reset();
    },
    onError: (error) => form.setFieldError('code', error.message),
  });
  const form = useForm({ initialValues: { code: '' }, validate: { code: (value) => (/^\s*[0-9]{6}\s*$/.test(value) ? null : 'Enter the 6 digits your app shows') } });
  const qrCode = useQrCode(pending?.otpauthUrl);
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
        ) : pending ? (
          <form onSubmit={form.onSubmit(({ code }) => confirm.mutate({ code: code.trim() }))} noValidate>
            <Stack>
              <List type="ordered" size="sm">
                <List.Item>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</List.Item>
                <List.Item>Scan this code, or type the key below into the app.</List.Item>
                <List.Item>Enter the 6 digits the app shows.</List.Item>
              </List>
              {qrCode ? <Image src={qrCode} alt="QR code to scan with your authenticator app" w={200} h={200} /> : <Text size="sm">Drawing the code…</Text>}
              <Text size="sm">
                Key: <Code>{pending.secret}</Code>
              </Text>
              <TextInput label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maw={200} {...form.getInputProps('code')} />
              <Group>
                <Button type="submit" loading={confirm.isPending}>
                  Turn on
                </Button>
                <Button variant="default" onClick={() => setPending(undefined)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : proving ? (
          <ProveItIsYou
            enabled={enabled}
            onReady={(setup) => {
              setProving(false);
              setPending(setup);
            }}
            onCancel={() => setProving(false)}
          />
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {enabled
                ? 'On: signing in asks for a code from your authenticator app. Set up a new phone here; the old one and your old recovery codes stop working.'
                : 'Off. With it on, signing in also asks for a code from an app on your phone, so a stolen password alone gets nobody in.'}
            </Text>
            <Button onClick={() => setProving(true)} style={{ alignSelf: 'flex-start' }}>
              {enabled ? 'Set up a new phone' : 'Set up two-factor sign-in'}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
