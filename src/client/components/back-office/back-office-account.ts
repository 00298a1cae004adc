import { type BackOfficeArea, roleMayUse } from '../../../shared/staff-access';
import { trpc } from '../../trpc';

/** The signed-in account (role, address, second factor), or undefined while signed out or loading. */
export function useBackOfficeAccount() {
  return trpc.rep.session.useQuery().data?.account;
}

/** Whether the signed-in account may open a screen of `area` (the same table the server enforces). */
export function useMayOpen(): (area: BackOfficeArea) => boolean {
  const account = useBackOfficeAccount();
  return (area) => (account ? roleMayUse(account.role, area, account) : false);
}
