import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LoyaltyMember, Reward } from '../../../shared/loyalty';
import { ConfirmModal } from '../../components/confirm-modal';
import { trpc } from '../../trpc';
import { showError, showSuccess } from './loyalty-toasts';
import { SectionCard } from './section-card';

export function RewardsCard({ member }: { member: LoyaltyMember }) {
  const code = member.loyaltyCode;
  const utils = trpc.useUtils();
  const rewards = trpc.loyalty.rewards.useQuery({ tier: member.tierLevel });
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [lastCode, setLastCode] = useState<{ reward: string; code: string } | null>(null);
  // The reward last asked about stays named while the dialog fades out.
  const [asked, setAsked] = useState<{ reward: Reward; open: boolean } | null>(null);
  const redeem = trpc.loyalty.redeem.useMutation({
    onSettled: () => setPendingId(null),
    onError: (error) => showError(error, 'Failed to redeem reward'),
  });

  const onRedeem = (reward: Reward) => {
    setAsked({ reward, open: false });
    setPendingId(reward.id);
    redeem.mutate(
      { loyaltyCode: code, rewardId: reward.id, pointsUsed: reward.pointsCost },
      {
        onSuccess: async ({ redemptionCode }) => {
          setLastCode({ reward: reward.name, code: redemptionCode });
          showSuccess('Reward Redeemed!', `Your redemption code: ${redemptionCode}`);
          await Promise.all([utils.loyalty.member.invalidate({ code }), utils.loyalty.transactions.invalidate({ code }), utils.loyalty.redemptions.invalidate({ code })]);
        },
      },
    );
  };

  const list = rewards.data?.rewards ?? [];
  return (
    <SectionCard title="Available Rewards">
      {lastCode && (
        <Alert color="green" title={`${lastCode.reward} redeemed`} role="status">
          Your redemption code: <strong>{lastCode.code}</strong>. Give it to your representative; it can be used once.
        </Alert>
      )}
      {rewards.isPending && <Text c="gray.7">Loading rewards…</Text>}
      {rewards.isError && <Text c="red.9">Rewards could not be loaded. Please try again later.</Text>}
      {rewards.isSuccess && list.length === 0 && <Text c="gray.7">No rewards available for your tier level</Text>}
      {list.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Available rewards">
          {list.map((reward) => {
            const isPending = pendingId === reward.id;
            return (
              <Group component="li" key={reward.id} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{reward.name}</Text>
                  <Text size="sm" c="gray.7">
                    {reward.description}
                  </Text>
                  <Text size="sm" fw={600} c="pink.9">
                    {reward.pointsCost.toLocaleString('en-US')} points
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="light"
                  aria-label={isPending ? undefined : `Redeem ${reward.name}`}
                  disabled={member.pointsBalance < reward.pointsCost || redeem.isPending}
                  style={{ flexShrink: 0 }}
                  onClick={() => setAsked({ reward, open: true })}
                >
                  {isPending ? '...' : 'Redeem'}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      {asked && (
        <ConfirmModal
          opened={asked.open}
          title={`Redeem ${asked.reward.name}?`}
          confirmLabel="Redeem"
          color="pink"
          onConfirm={() => onRedeem(asked.reward)}
          onClose={() => setAsked({ ...asked, open: false })}
        >
          <RedeemConsequence reward={asked.reward} balance={member.pointsBalance} />
        </ConfirmModal>
      )}
    </SectionCard>
  );
}

function RedeemConsequence({ reward, balance }: { reward: Reward; balance: number }) {
  const points = (value: number) => value.toLocaleString('en-US');
  return (
    <>
      {points(reward.pointsCost)} points will be taken from your balance, leaving {points(balance - reward.pointsCost)}. You will get a code to give your
      representative for the reward.
    </>
  );
}
